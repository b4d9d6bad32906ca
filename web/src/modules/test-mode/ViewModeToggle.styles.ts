import { media } from '@pg/ui-kit';
import styled from 'styled-components';

export const Toggle = styled.button<{ $test: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 36px;
  padding: 0 12px;
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme, $test }) => ($test ? theme.tones.warning.border : theme.colors.border)};
  background: ${({ theme, $test }) => ($test ? theme.tones.warning.bg : theme.colors.surface)};
  color: ${({ theme, $test }) => ($test ? theme.tones.warning.fg : theme.colors.text)};
  font: inherit;
  font-size: 14px;
  white-space: nowrap;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const Dot = styled.span<{ $test: boolean }>`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme, $test }) => ($test ? theme.tones.warning.solid : theme.colors.success)};
`;

/** "Viewing:" is dropped on phones; the mode's name stays. */
export const Prefix = styled.span`
  ${media.down('sm')} {
    display: none;
  }
`;
