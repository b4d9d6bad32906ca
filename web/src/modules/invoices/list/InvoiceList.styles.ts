import { media } from '@pg/ui-kit';
import styled, { keyframes } from 'styled-components';

import { AsideColumns, TitleBar } from '../invoices.styles';

export const Header = styled(TitleBar)`
  justify-content: space-between;
  gap: 16px;
  margin-bottom: 24px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 16px;
  padding: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  & > :first-child {
    flex: 1 1 260px;
    max-width: 420px;
  }
`;

/** The list with the summary aside (340px) from lg up. */
export const Layout = AsideColumns;

const slideIn = keyframes`
  from { transform: translateX(24px); opacity: 0; }
  to { transform: none; opacity: 1; }
`;

/** The sliding summary: beside the list on wide screens, below it between md and lg. */
export const Aside = styled.aside`
  animation: ${slideIn} 200ms ease-out;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.up('lg')} {
    position: sticky;
    top: 88px;
  }
`;

export const AsideHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  padding: 12px 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const AsideBody = styled.div`
  display: grid;
  gap: 16px;
  padding: 16px;

  h3 {
    margin: 0 0 8px;
    font-size: 13px;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Identity = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;

  strong {
    display: block;
    font-size: 20px;
  }
`;

export const QuickActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const NoWrap = styled.span`
  white-space: nowrap;
`;

export const PhoneOnly = styled.div`
  margin-top: 4px;
  ${media.up('sm')} {
    display: none;
  }
`;
