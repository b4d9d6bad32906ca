import styled from 'styled-components';

import { focusRing } from '../theme';

export const Root = styled.div`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Trigger = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: none;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: left;
  cursor: pointer;
  & > svg {
    flex: none;
    color: ${({ theme }) => theme.colors.textMuted};
    transition: transform ${({ theme }) => theme.transitions.normal};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

export const Panel = styled.div`
  padding: ${({ theme }) => `0 ${theme.space.lg} ${theme.space.lg}`};
`;
