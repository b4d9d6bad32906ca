import styled, { css, keyframes } from 'styled-components';

import { media } from '../theme';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const fromLeft = keyframes`from { transform: translateX(-100%); } to { transform: none; }`;
const fromRight = keyframes`from { transform: translateX(100%); } to { transform: none; }`;

/** The portal root holding backdrop and sheet; both are fixed, so it adds no box of its own. */
export const Layer = styled.div``;

export const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndices.drawer};
  background: ${({ theme }) => theme.colors.overlay};
  animation: ${fadeIn} 150ms ease-out;
`;

export const Sheet = styled.div<{ $side: 'left' | 'right'; $width: string; $widthMd: string | undefined }>`
  position: fixed;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'left' ? 'left: 0;' : 'right: 0;')}
  z-index: ${({ theme }) => theme.zIndices.drawer + 1};
  display: flex;
  flex-direction: column;
  width: ${({ $width }) => $width};
  max-width: 100vw;
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${({ $side }) => ($side === 'left' ? fromLeft : fromRight)} 220ms ease-out;
  &:focus {
    outline: none;
  }
  ${({ $widthMd }) =>
    $widthMd &&
    css`
      ${media.down('lg')} {
        width: ${$widthMd};
      }
    `}
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 56px;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm} ${theme.space.sm} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const Body = styled.div`
  flex: 1;
  overflow-y: auto;
`;
