import { media } from '@pg/ui-kit';
import styled from 'styled-components';

// Layout of the public pay page: the form column and the right-hand invoice details panel
// (spec 000: 514 px wide, 429 px at md; on phones it opens over the page).

export const PANEL_WIDTH = 514;
export const PANEL_WIDTH_MD = 429;

export const Page = styled.div<{ $panelOpen: boolean }>`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${media.up('md')} {
    padding-right: ${({ $panelOpen }) => ($panelOpen ? `${PANEL_WIDTH_MD}px` : '0')};
  }
  ${media.up('lg')} {
    padding-right: ${({ $panelOpen }) => ($panelOpen ? `${PANEL_WIDTH}px` : '0')};
  }
`;

export const Main = styled.main`
  max-width: 560px;
  margin: 0 auto;
  padding: 32px 16px 48px;
  display: grid;
  gap: 20px;
  ${media.up('md')} {
    padding-top: 56px;
  }
`;

export const Brand = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  img {
    height: 36px;
    width: auto;
  }
`;

export const Heading = styled.div`
  display: grid;
  gap: 4px;
  h1 {
    margin: 0;
    font-size: 24px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const AmountDue = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
  padding: 16px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  strong {
    font-size: 26px;
  }
`;

export const Form = styled.form`
  display: grid;
  gap: 16px;
  padding: 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 16px;
  }
`;

export const Row = styled.div`
  display: grid;
  gap: 16px;
  ${media.up('sm')} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** Two short fields (expiry and CVC) that stay side by side on a phone. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 12px;
  ${media.up('sm')} {
    gap: 16px;
  }
`;

export const CardError = styled.p`
  margin: 0;
  padding: 10px 12px;
  border-radius: 8px;
  color: ${({ theme }) => theme.tones.danger.fg};
  background: ${({ theme }) => theme.tones.danger.bg};
  border: 1px solid ${({ theme }) => theme.tones.danger.border};
`;

export const StripeMount = styled.div`
  padding: 12px;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: 8px;
  min-height: 44px;
`;

export const Panel = styled.aside`
  position: fixed;
  inset: 0;
  z-index: 20;
  overflow-y: auto;
  background: ${({ theme }) => theme.colors.surface};
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  padding: 24px;
  display: grid;
  align-content: start;
  gap: 16px;
  ${media.up('md')} {
    left: auto;
    width: ${PANEL_WIDTH_MD}px;
  }
  ${media.up('lg')} {
    width: ${PANEL_WIDTH}px;
    padding: 32px;
  }
`;

export const PanelHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  h2 {
    margin: 0;
    font-size: 18px;
  }
`;

export const Lines = styled.dl`
  margin: 0;
  display: grid;
  gap: 12px;
  div {
    display: flex;
    justify-content: space-between;
    gap: 16px;
  }
  dt small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    white-space: nowrap;
  }
`;

export const Total = styled.div`
  display: flex;
  justify-content: space-between;
  padding-top: 12px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: 700;
  font-size: 16px;
`;

export const Note = styled.p`
  margin: 0;
  font-size: 13px;
  line-height: 1.5;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Status = styled.section`
  display: grid;
  gap: 8px;
  justify-items: center;
  text-align: center;
  padding: 32px 20px;
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
