import { can } from '@pg/domain';
import { Alert, Button, Card, DataList } from '@pg/ui-kit';
import styled from 'styled-components';

import { useSignedInSession } from '../../app/session/SessionContext';
import { BusinessForm } from './BusinessForm';
import { industryLabel, organizationTypeLabel, refundPolicyLabel } from './labels';
import { OrganizationLogo } from './OrganizationLogo';

const Stack = styled.div`
  display: grid;
  gap: 16px;
`;

const Logo = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 16px;
  margin-bottom: 16px;
`;

interface Props {
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
  /** Opens the logo dialog (?action=add-merchant-logo). */
  onChangeLogo: () => void;
}

/** Business details (spec 002 section 2): the logo, and the read view or the edit form for allowed roles. */
export function BusinessDetailsCard({ editing, onEditingChange, onChangeLogo }: Props) {
  const { user, organization } = useSignedInSession();
  const mayEdit = can(user.role, 'editBusinessProfile');
  const org = organization;

  return (
    <Card
      title="Business Details"
      actions={
        mayEdit &&
        !editing && (
          <Button variant="secondary" onClick={() => onEditingChange(true)}>
            Edit
          </Button>
        )
      }
    >
      <Logo>
        <OrganizationLogo name={org.name} logo={org.logo} size={64} />
        {mayEdit && (
          <Button variant="secondary" onClick={onChangeLogo}>
            {org.logo.length > 0 ? 'Change Logo' : 'Add Logo'}
          </Button>
        )}
      </Logo>
      {editing && mayEdit ? (
        <BusinessForm onDone={() => onEditingChange(false)} />
      ) : (
        <Stack>
          {!org.refundPolicyTerms && <Alert tone="warning">Please set refund policy terms</Alert>}
          <DataList
            items={[
              { label: 'Business Name', value: org.name },
              { label: 'E-mail', value: org.email || '—' },
              { label: 'Type', value: organizationTypeLabel(org.type) },
              { label: 'Industry', value: industryLabel(org.industry) },
              { label: 'Phone Number', value: org.phoneNumber || '—' },
              { label: 'Address', value: org.address || '—' },
              { label: 'Website', value: org.website || '—' },
              { label: 'License Number', value: org.licenseNumber || '—' },
              { label: 'MCC Code', value: org.mccCode || '—' },
              { label: 'Refund Policy Terms', value: refundPolicyLabel(org.refundPolicyTerms) },
              {
                label: 'Merchant Processing Fee',
                value: org.merchantProcessingFee === null ? '—' : `${org.merchantProcessingFee.toFixed(2)}%`,
              },
            ]}
          />
        </Stack>
      )}
    </Card>
  );
}
