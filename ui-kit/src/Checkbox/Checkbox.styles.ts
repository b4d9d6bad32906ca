import styled from 'styled-components';

import { visuallyHidden } from '../theme';

export const Root = styled.label<{ $disabled: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.55 : 1)};
  font-size: ${({ theme }) => theme.fontSizes.md};
  user-select: none;
`;

/** The real input stays in the page (hidden visually) so it keeps native keyboard and form behaviour. */
export const NativeInput = styled.input`
  ${visuallyHidden}
`;

export const Box = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: 18px;
  height: 18px;
  border-radius: ${({ theme }) => theme.radii.sm};
  border: 1.5px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surface};
  color: transparent;
  transition:
    background ${({ theme }) => theme.transitions.fast},
    border-color ${({ theme }) => theme.transitions.fast};
  ${NativeInput}:checked + & {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
  ${NativeInput}:focus-visible + & {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
