import styled from 'styled-components';

import { focusRing } from '../theme';

export const TabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  margin-bottom: ${({ theme }) => theme.space.md};
  overflow-x: auto;
`;

export const Tab = styled.button<{ $selected: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.textMuted)};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  cursor: pointer;
  border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

export const Count = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.tones.primary.bg};
  color: ${({ theme }) => theme.tones.primary.fg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: 20px;
  text-align: center;
`;
