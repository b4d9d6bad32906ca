import { media } from '@pg/ui-kit';
import styled from 'styled-components';

import { AsideColumns, TitleBar } from '../invoices.styles';

export const Page = styled.section`
  /* Room for the fixed bottom action bar on phones. */
  ${media.down('md')} {
    padding-bottom: 120px;
  }
`;

export const TitleRow = styled(TitleBar)`
  gap: 12px;
  margin: 8px 0 24px;
`;

/** The details with the action panel (280px) from lg up. */
export const Columns = styled(AsideColumns).attrs({ $aside: '280px' })``;

export const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

export const Totals = styled.dl`
  display: grid;
  grid-template-columns: auto auto;
  justify-content: end;
  gap: 8px 32px;
  margin: 0;
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  dt:last-of-type,
  dd:last-of-type {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const FileLinks = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: 8px;
`;

export const Inline = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 12px;
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  & > * {
    flex: 1 1 160px;
  }
  & > button {
    flex: 0 0 auto;
  }
`;

export const RowButtons = styled.span`
  display: inline-flex;
  gap: 4px;
  white-space: nowrap;
`;
