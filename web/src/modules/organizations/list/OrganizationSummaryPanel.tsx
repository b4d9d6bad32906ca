import { organizationStatusActions } from '@pg/domain';
import { Badge, Button, Card, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { Row, SectionTitle, Stack } from '../../app/components/page.styles';
import { industryLabel, organizationTypeLabel } from '../components/labels';
import { OrganizationLogo } from '../components/OrganizationLogo';
import type { StatusChange } from '../details/useOrganizationStatus';
import { date, organizationPath, statusLabel, statusTone } from '../format';
import type { OrganizationRow } from '../graphql/organizations';

interface Props {
  organization: OrganizationRow;
  onStatusChange: (change: StatusChange, org: OrganizationRow) => void;
  busy: boolean;
}

/** The list's side summary (spec 002 s2): the organization at a glance with View Details, Lock and Activate. */
export function OrganizationSummaryPanel({ organization: org, onStatusChange, busy }: Props) {
  const navigate = useNavigate();
  const actions = organizationStatusActions(org);
  return (
    <Card title={org.name}>
      <Stack aria-label="Organization summary">
        <Row>
          <OrganizationLogo name={org.name} logo={org.logo} size={48} />
          <Badge tone={statusTone(org.status)}>{statusLabel(org.status)}</Badge>
        </Row>
        <DescriptionList
          columns={1}
          items={[
            { label: 'Type', value: organizationTypeLabel(org.type) },
            { label: 'Industry', value: industryLabel(org.industry) },
            { label: 'E-mail', value: org.email || '—' },
            { label: 'Phone Number', value: org.phoneNumber || '—' },
            { label: 'License Number', value: org.licenseNumber || '—' },
            { label: 'Date Created', value: date(org.createdAt) },
          ]}
        />
        <SectionTitle>Quick Actions</SectionTitle>
        <Row>
          <Button variant="secondary" onClick={() => void navigate(organizationPath(org.id))}>
            View Details
          </Button>
          <Button variant="danger" disabled={!actions.lock || busy} onClick={() => onStatusChange('lock', org)}>
            Lock
          </Button>
          <Button disabled={!actions.activate || busy} onClick={() => onStatusChange('activate', org)}>
            Activate
          </Button>
        </Row>
      </Stack>
    </Card>
  );
}
