import { media } from '@pg/ui-kit';
import styled from 'styled-components';

import { Stack, Totals as SharedTotals } from '../../app/components/page.styles';

// Layout of the create page; the components keep only behaviour. The page, the form column and
// the two-column layout are the shared ones of refunds.styles (Page, Stack, WithSide).

export const PageHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & h1 {
    font-size: 22px;
  }
`;

/** The Invoice Actions panel beside the form column; one column below lg, the panel then at the end. */
export const Side = styled(Stack)`
  position: sticky;
  /* Below the shell's sticky 64px header. */
  top: calc(64px + ${({ theme }) => theme.space.md});
  ${media.down('lg')} {
    position: static;
  }
`;

/** Two fields a row on wide screens, one on phones. */
export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
  & > .wide {
    grid-column: 1 / -1;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 13px;
`;

export const HelpList = styled.ol`
  margin: 0;
  padding-left: 20px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Rows of an editable table: a grid with column headers on wide screens; below md each row is
 * a small card and every cell shows its own label.
 */
export const EditTable = styled.div<{ $columns: string }>`
  display: flex;
  flex-direction: column;
  & > .head,
  & > .row {
    display: grid;
    grid-template-columns: ${({ $columns }) => $columns};
    gap: ${({ theme }) => theme.space.sm};
    align-items: start;
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & > .head {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & .cellLabel {
    display: none;
    font-size: 12px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & .num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  & .static {
    padding-top: 9px;
  }
  ${media.down('md')} {
    & > .head {
      display: none;
    }
    & > .row {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    }
    & > .row > .span {
      grid-column: 1 / -1;
    }
    & .cellLabel {
      display: block;
    }
    & .num {
      text-align: left;
    }
    & .static {
      padding-top: 0;
    }
  }
`;

export const CellInput = styled.input<{ $invalid?: boolean }>`
  width: 100%;
  min-width: 0;
  height: 38px;
  padding: 0 10px;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:disabled {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const CellSelect = styled(CellInput).attrs({ as: 'select' })`
  padding-right: 6px;
`;

export const CellError = styled.span`
  display: block;
  margin-top: 2px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 12px;
`;

export const RowActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xxs};
  justify-content: flex-end;
  ${media.down('md')} {
    grid-column: 1 / -1;
    justify-content: flex-start;
  }
`;

export const TableFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.sm};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;

/** Label left, amount right: the shared totals, full width here, with a rule line between groups. */
export const Totals = styled(SharedTotals)`
  max-width: none;
  margin: 0;
  /* the rule between the customer's figures and the merchant's (a <dl> holds only dt and dd) */
  & .ruled {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    margin-top: ${({ theme }) => theme.space.xs};
    padding-top: ${({ theme }) => theme.space.xs};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Progress = styled.progress`
  width: 100%;
  height: 6px;
`;

export const FileCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
  font-size: 13px;
  & .name {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  text-align: center;
  & p {
    margin: 0;
  }
`;

/** One disbursement: type, recipient, amount, document, remove; stacked on phones. */
export const DisbursementRow = styled(FieldGrid)`
  grid-template-columns: 120px minmax(0, 1fr) 110px 150px 32px;
  align-items: start;
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > .remove,
  & > .file {
    padding-top: 26px;
  }
  ${media.down('lg')} {
    grid-template-columns: 120px minmax(0, 1fr) 110px;
    & > .file {
      grid-column: 1 / 3;
      padding-top: 0;
    }
  }
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
    & > .file {
      grid-column: auto;
    }
    & > .remove,
    & > .file:empty {
      padding-top: 0;
    }
    & > .file:empty {
      display: none;
    }
  }
`;

/** A link that looks like the primary button (Customer View opens the public pay page). */
export const ButtonLink = styled.a`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 40px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
