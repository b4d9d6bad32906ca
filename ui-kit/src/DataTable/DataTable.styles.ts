import styled, { css } from 'styled-components';

import type { BreakpointName } from '../theme';
import { focusRing, media, visuallyHidden } from '../theme';

export const Wrap = styled.div`
  position: relative;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  overflow: hidden;
`;

export const Scroll = styled.div`
  overflow-x: auto;
`;

/** Below this width every list is stacked rows (issue 50: 'below about 600 px'). */
export const STACK_BELOW_PX = 600;
const stacked = `@media (max-width: ${STACK_BELOW_PX - 0.02}px)`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};

  /* Stacked rows (phone-slots.ts): main line = title + amount, second line = details + status.
     Written after the cells' own rules, so it decides what a phone shows. */
  ${stacked} {
    display: block;
    & > thead,
    & > tbody {
      display: block;
    }
    & > thead > tr {
      display: flex;
      flex-wrap: wrap;
      gap: 4px ${({ theme }) => theme.space.md};
      padding: 6px ${({ theme }) => theme.space.md};
      background: ${({ theme }) => theme.colors.surfaceHover};
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & > thead > tr > th {
      display: block;
      height: auto;
      padding: 0;
      border: 0;
      width: auto;
    }
    /* Only the sort buttons stay in sight; the other headers are read by screen readers. */
    & > thead > tr > th:not([data-sortable='true']) {
      ${visuallyHidden}
    }
    & > tbody > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      column-gap: ${({ theme }) => theme.space.sm};
      row-gap: 2px;
      padding: 10px ${({ theme }) => theme.space.md};
    }
    & > tbody > tr + tr {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
    /* The break between the main line and the second line. */
    & > tbody > tr::after {
      content: '';
      order: 2;
      flex-basis: 100%;
      height: 0;
    }
    & > tbody > tr > td {
      display: block;
      padding: 0;
      border: 0;
      width: auto;
      min-width: 0;
      text-align: left;
    }
    & > tbody > tr > td[data-phone='lead'] {
      order: 0;
      flex: none;
      min-width: 8px; /* an empty dot cell keeps the titles in line */
    }
    & > tbody > tr > td[data-phone='title'] {
      order: 1;
      flex: 1 1 0;
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      /* A code is one token: it is cut with an ellipsis, never broken in two. */
      white-space: nowrap;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    & > tbody > tr > td[data-phone='amount'] {
      order: 1;
      flex: none;
      margin-left: auto;
      white-space: nowrap;
      text-align: right;
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      font-variant-numeric: tabular-nums;
    }
    /* Details keep their width and move down a line rather than being cut. */
    & > tbody > tr > td[data-phone='meta'] {
      order: 3;
      flex: none;
      min-width: auto;
      max-width: 100%;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.fontSizes.sm};
      white-space: nowrap;
    }
    & > tbody > tr > td[data-phone='status'] {
      order: 4;
      flex: none;
      margin-left: auto;
      white-space: nowrap;
    }
    & > tbody > tr > [data-phone='hidden'],
    & > thead > tr > [data-phone='hidden'] {
      display: none;
    }
  }
`;

const hideBelow = (bp: BreakpointName | undefined) =>
  bp &&
  css`
    ${media.down(bp)} {
      display: none;
    }
  `;

export const Th = styled.th<{ $hideBelow?: BreakpointName; $align: 'left' | 'right' | 'center' }>`
  padding: 0 ${({ theme }) => theme.space.md};
  height: 44px;
  text-align: ${({ $align }) => $align};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
  background: ${({ theme }) => theme.colors.surfaceHover};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  white-space: nowrap;
  ${({ $hideBelow }) => hideBelow($hideBelow)}
`;

export const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 4px;
  margin: 0 -4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  font: inherit;
  letter-spacing: inherit;
  text-transform: inherit;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : 'inherit')};
  cursor: pointer;
  & > svg {
    opacity: ${({ $active }) => ($active ? 1 : 0.45)};
  }
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  ${focusRing}
`;

export const Tr = styled.tr<{ $selected: boolean; $interactive: boolean }>`
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primarySoft : 'transparent')};
  cursor: ${({ $interactive }) => ($interactive ? 'pointer' : 'default')};
  transition: background ${({ theme }) => theme.transitions.fast};
  &:hover {
    background: ${({ theme, $selected, $interactive }) => ($selected ? theme.colors.primarySoft : $interactive ? theme.colors.surfaceHover : 'transparent')};
  }
  &:focus-visible {
    outline: none;
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
  /* Rows are divided by the row itself when stacked (Table's phone rules). */
  @media (min-width: ${STACK_BELOW_PX}px) {
    & + & > td {
      border-top: 1px solid ${({ theme }) => theme.colors.border};
    }
  }
  ${({ $selected, theme }) =>
    $selected &&
    css`
      & > td:first-child {
        box-shadow: inset 3px 0 0 ${theme.colors.primary};
      }
    `}
`;

export const Td = styled.td<{ $hideBelow?: BreakpointName; $align: 'left' | 'right' | 'center' }>`
  padding: ${({ theme }) => `12px ${theme.space.md}`};
  text-align: ${({ $align }) => $align};
  color: ${({ theme }) => theme.colors.text};
  vertical-align: middle;
  ${({ $align }) => $align === 'right' && 'font-variant-numeric: tabular-nums;'}
  ${({ $hideBelow }) => hideBelow($hideBelow)}
`;

export const DotCell = styled.td`
  width: 20px;
  padding: 0 0 0 ${({ theme }) => theme.space.md};
`;

export const DotTh = styled.th`
  width: 20px;
  padding: 0;
  background: ${({ theme }) => theme.colors.surfaceHover};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Dot = styled.span`
  display: block;
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
`;

export const LoadingOverlay = styled.div`
  position: absolute;
  inset: 44px 0 0 0;
  display: flex;
  align-items: center;
  justify-content: center;
  background: rgba(255, 255, 255, 0.6);
`;

export const Footer = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The flag dot's meaning, over the list (the dots are not left to be guessed). */
export const Legend = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 6px ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;
