import { media, visuallyHidden } from '@pg/ui-kit';
import styled from 'styled-components';

// Page layout shared by the detail and list screens (refunds, disputes, invoices, organizations, users); components stay free of styling details.

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: 22px;
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

/** Main column and a side column (summary panel, action panel); one column on phones. */
export const WithSide = styled.div<{ $side: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ $side }) => ($side ? 'minmax(0, 1fr) 320px' : 'minmax(0, 1fr)')};
  align-items: start;
  ${media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export const SectionTitle = styled.h2`
  margin: 0;
  font-size: 15px;
`;

export const Amount = styled.strong`
  font-size: 20px;
`;

/** Totals footer: label left, amount right. */
export const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  max-width: 360px;
  margin: ${({ theme }) => theme.space.md} 0 0 auto;
  & dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & .total {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
`;

/** Actions; a bottom bar on small screens (spec 001 s2). */
export const ActionBar = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down('md')} {
    position: sticky;
    bottom: 0;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    & > * {
      flex: 1;
    }
  }
`;

export const PlainLink = styled.a`
  color: ${({ theme }) => theme.colors.primary};
`;

export const SimpleTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  & th,
  & td {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: top;
  }
  & th {
    font-size: 13px;
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: 600;
  }
  & td.num,
  & th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

/** Labels that the table header already shows: kept for screen readers. */
export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;

/** Forms read better at a reading width than across a wide screen. */
export const Narrow = styled.div`
  max-width: 760px;
  width: 100%;
`;
