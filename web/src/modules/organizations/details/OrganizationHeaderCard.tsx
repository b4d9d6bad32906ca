import { Badge, Button, Card } from '@pg/ui-kit';
import styled from 'styled-components';

import { Muted } from '../../app/components/page.styles';
import { organizationTypeLabel } from '../components/labels';
import { OrganizationLogo } from '../components/OrganizationLogo';
import { statusLabel, statusTone } from '../format';
import type { OrganizationRow } from '../graphql/organizations';

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Who = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  flex: 1;
  min-width: 200px;
  & > h2 {
    margin: 0;
    font-size: 20px;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

interface Props {
  organization: OrganizationRow;
  /** Staff may change the logo here. */
  editable: boolean;
  onChangeLogo: () => void;
  onRemoveLogo: () => void;
  removing: boolean;
}

/** Header card of the organization page (spec 002 s2): logo, name, contact, type and status. */
export function OrganizationHeaderCard({ organization: org, editable, onChangeLogo, onRemoveLogo, removing }: Props) {
  return (
    <Card>
      <Header>
        <OrganizationLogo name={org.name} logo={org.logo} size={72} />
        <Who>
          <h2>{org.name}</h2>
          <Muted>{[org.email, org.phoneNumber].filter(Boolean).join(' · ') || '—'}</Muted>
          <span>
            <Badge tone={statusTone(org.status)}>{statusLabel(org.status)}</Badge> <Muted>{organizationTypeLabel(org.type)}</Muted>
          </span>
        </Who>
        {editable && (
          <Buttons>
            <Button variant="secondary" onClick={onChangeLogo}>
              {org.logo.length > 0 ? 'Change Logo' : 'Add Logo'}
            </Button>
            {org.logo.length > 0 && (
              <Button variant="ghost" loading={removing} onClick={onRemoveLogo}>
                Remove Logo
              </Button>
            )}
          </Buttons>
        )}
      </Header>
    </Card>
  );
}
