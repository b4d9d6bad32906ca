import { media } from '@pg/ui-kit';
import styled from 'styled-components';

// Layout of /transactions and the transfer screens; components stay free of styling details.

/** Item codes (INV-2026-000123) stay on one line. */
export const Code = styled.span`
  white-space: nowrap;
`;

/** The add-item buttons under the summary lines. */
export const AddButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The side panel's lines: a label with its count and action on the left, the amount right. */
export const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: center;
  row-gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & dt {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: right;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  & .total {
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A short list of selectable rows inside a dialog. */
export const PickList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  max-height: 50vh;
  overflow-y: auto;
  & > li {
    display: grid;
    grid-template-columns: auto 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.sm} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  & small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & .amount {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;

/** Shown only below the sm breakpoint, where the column that says it is hidden. */
export const PhoneOnly = styled.span`
  ${media.up('sm')} {
    display: none;
  }
`;
