import styled, { css, keyframes } from 'styled-components';

import { media } from '../theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(8px) scale(0.98); } to { opacity: 1; transform: none; }`;

export const Overlay = styled.div<{ $fullScreen?: boolean }>`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
  /* A full-screen panel is 100vh on phones: edge to edge, no frame around it. */
  ${media.down('sm')} {
    ${({ $fullScreen }) => ($fullScreen ? 'padding: 0;' : '')}
  }
`;

export const Panel = styled.div<{ $fullScreen: boolean; $width: string }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ $width }) => $width};
  max-height: calc(100vh - 32px);
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${rise} 180ms ease-out;
  &:focus {
    outline: none;
  }
  ${({ $fullScreen }) =>
    $fullScreen &&
    css`
      max-width: none;
      height: calc(100vh - 32px);
    `}
  ${media.down('sm')} {
    max-height: 100vh;
    ${({ $fullScreen }) => $fullScreen && 'height: 100vh; border-radius: 0;'}
  }
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md} ${theme.space.sm} ${theme.space.lg}`};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.text};
  & > p:first-child {
    margin-top: 0;
  }
  & > p:last-child {
    margin-bottom: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceHover};
  border-radius: ${({ theme }) => `0 0 ${theme.radii.lg} ${theme.radii.lg}`};
`;
