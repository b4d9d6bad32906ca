import { Avatar } from '@pg/ui-kit';
import styled from 'styled-components';

interface OrgNameProps {
  name: string;
  logo: readonly { url?: string | null; cloudFrontUrl?: string | null }[];
}

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 14rem;
  min-width: 0;
`;

const Name = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/**
 * Staff lists' Org cell: the spec's logo, and the organization's name beside it (issue 50: staff
 * scan many organizations, and initials collide). A long name is cut, whole on hover.
 */
export function OrgName({ name, logo }: OrgNameProps) {
  return (
    <Root title={name}>
      <Avatar name={name} url={logo[0]?.cloudFrontUrl || logo[0]?.url || null} size={24} decorative />
      <Name>{name}</Name>
    </Root>
  );
}
