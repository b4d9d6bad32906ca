import { Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';

import { organizationTypeLabel } from '../components/labels';
import { OrganizationLogo } from '../components/OrganizationLogo';
import { organizationPath, statusLabel, statusTone } from '../format';
import type { OrganizationRow } from '../graphql/organizations';

/** Spec 002 s2: logo or initials, Name, Type and Status (sortable); e-mail on wide screens. */
export function organizationColumns(): DataTableColumn<OrganizationRow>[] {
  return [
    { key: 'logo', label: 'Logo', phone: 'lead', render: (o) => <OrganizationLogo name={o.name} logo={o.logo} /> },
    {
      key: 'name',
      label: 'Name',
      sortable: true,
      render: (o) => (
        <Link to={organizationPath(o.id)} onClick={(event) => event.stopPropagation()}>
          {o.name}
        </Link>
      ),
    },
    { key: 'email', label: 'E-mail', hideBelow: 'lg', render: (o) => o.email || '—' },
    { key: 'type', label: 'Type', sortable: true, hideBelow: 'sm', render: (o) => organizationTypeLabel(o.type) },
    { key: 'status', label: 'Status', sortable: true, render: (o) => <Badge tone={statusTone(o.status)}>{statusLabel(o.status)}</Badge> },
  ];
}
