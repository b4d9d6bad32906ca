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

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
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
  & + & > td {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
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

export const HiddenLabel = styled.span`
  ${visuallyHidden}
`;
