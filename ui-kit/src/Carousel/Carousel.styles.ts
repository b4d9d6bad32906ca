import styled from 'styled-components';

import { focusRing } from '../theme';

export const Root = styled.div`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  ${focusRing}
`;

export const Track = styled.div<{ $index: number; $speed: number }>`
  display: flex;
  transform: translateX(${({ $index }) => -100 * $index}%);
  transition: transform ${({ $speed }) => $speed}ms ease-in-out;
`;

export const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
`;

export const Dots = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
`;

export const DotButton = styled.button<{ $current: boolean }>`
  width: ${({ $current }) => ($current ? '22px' : '8px')};
  height: 8px;
  padding: 0;
  border: 0;
  border-radius: 4px;
  background: currentColor;
  opacity: ${({ $current }) => ($current ? 1 : 0.4)};
  cursor: pointer;
  transition:
    width ${({ theme }) => theme.transitions.normal},
    opacity ${({ theme }) => theme.transitions.normal};
  ${focusRing}
`;
