import styled from 'styled-components';

import { focusRing, visuallyHidden } from '../theme';

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: center;
`;

/** The square the crop shows; round guides for avatars. */
export const Viewport = styled.div<{ $size: number; $round: boolean; $dragging: boolean }>`
  position: relative;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  max-width: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  cursor: ${({ $dragging }) => ($dragging ? 'grabbing' : 'grab')};
  touch-action: none;
  user-select: none;
  ${focusRing}
  & > img {
    position: absolute;
    max-width: none;
    pointer-events: none;
  }
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    border-radius: ${({ $round }) => ($round ? '50%' : '0')};
    box-shadow: ${({ $round }) => ($round ? '0 0 0 999px rgba(11, 20, 40, 0.45)' : 'inset 0 0 0 2px rgba(255, 255, 255, 0.8)')};
  }
`;

export const DropZone = styled.label<{ $size: number; $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  max-width: 100%;
  padding: ${({ theme }) => theme.space.md};
  text-align: center;
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySoft : theme.colors.surfaceHover)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:focus-within {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const HiddenInput = styled.input`
  ${visuallyHidden}
`;

export const ChooseText = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Controls = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  max-width: 320px;
`;

export const Help = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: center;
`;

export const Progress = styled.div`
  width: 100%;
  height: 8px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  & > span {
    display: block;
    height: 100%;
    background: ${({ theme }) => theme.colors.primary};
    transition: width ${({ theme }) => theme.transitions.fast};
  }
`;

export const Full = styled.div`
  width: 100%;
`;

export const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
`;
