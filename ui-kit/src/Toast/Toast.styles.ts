import styled, { keyframes } from 'styled-components';

import type { Tone } from '../theme';
import { media } from '../theme';

export const FADE_MS = 250;

const slideIn = keyframes`from { opacity: 0; transform: translateY(-8px); } to { opacity: 1; transform: none; }`;

export const Region = styled.section`
  position: fixed;
  /* Below the app header, so a toast never hides the profile pill. */
  top: 72px;
  right: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndices.toast};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
  ${media.down('sm')} {
    left: ${({ theme }) => theme.space.sm};
    right: ${({ theme }) => theme.space.sm};
  }
`;

export const Item = styled.div<{ $tone: Tone; $leaving: boolean }>`
  pointer-events: auto;
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;
  min-width: 280px;
  max-width: 450px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs} ${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-left: 4px solid ${({ theme, $tone }) => theme.tones[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.md};
  color: ${({ theme }) => theme.colors.text};
  opacity: ${({ $leaving }) => ($leaving ? 0 : 1)};
  transition: opacity ${FADE_MS}ms ease-in;
  animation: ${slideIn} ${FADE_MS}ms ease-out;
  & > svg:first-child {
    flex: none;
    margin-top: 9px;
    color: ${({ theme, $tone }) => theme.tones[$tone].solid};
  }
`;

export const Message = styled.div`
  flex: 1;
  padding: 7px 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  word-break: break-word;
`;

export const ActionButton = styled.button`
  align-self: center;
  padding: 4px 8px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primarySoft};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;
