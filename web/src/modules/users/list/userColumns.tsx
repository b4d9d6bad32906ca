import { type Role, seesUserOrganization } from '@pg/domain';
import { Avatar, Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';
import styled from 'styled-components';

import { OrganizationLogo } from '../../organizations/components/OrganizationLogo';
import { avatarUrls, fullName, roleLabel, userPath, userStatusLabel, userStatusTone } from '../format';
import type { UserRow } from '../graphql/users';

const Who = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Spec 002 s2: Name, Org (PG Admin and Bank Finance), Role, Status, all sortable; e-mail on wide screens. */
export function userColumns(viewer: Role): DataTableColumn<UserRow>[] {
  const columns: DataTableColumn<UserRow>[] = [
    {
      key: 'name',
      label: 'Name',
      sortable: true,
      render: (u) => (
        <Who>
          <Avatar name={fullName(u)} {...avatarUrls(u.avatar)} />
          <Link to={userPath(u.id)} onClick={(event) => event.stopPropagation()}>
            {fullName(u)}
          </Link>
        </Who>
      ),
    },
    { key: 'email', label: 'E-mail', hideBelow: 'lg', render: (u) => u.email },
  ];
  if (seesUserOrganization(viewer)) {
    columns.push({
      key: 'org',
      label: 'Org',
      sortable: true,
      hideBelow: 'md',
      // Staff see users of every organization: the phone keeps which one.
      phone: 'meta',
      render: (u) => (
        <Who>
          <OrganizationLogo name={u.organization.name} logo={u.organization.logo} size={24} />
          {u.organization.name}
        </Who>
      ),
    });
  }
  columns.push(
    { key: 'role', label: 'Role', sortable: true, hideBelow: 'sm', render: (u) => roleLabel(u.role) },
    { key: 'status', label: 'Status', sortable: true, render: (u) => <Badge tone={userStatusTone(u.locked)}>{userStatusLabel(u.locked)}</Badge> },
  );
  return columns;
}
