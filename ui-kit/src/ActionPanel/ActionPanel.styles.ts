import styled from 'styled-components';

import { media, visuallyHidden } from '../theme';

/**
 * One element, two layouts by CSS alone: a sticky side panel from md up, and a bar fixed to the
 * bottom of the screen below md (where a side column would push the actions off screen).
 */
export const Root = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${media.up('lg')} {
    position: sticky;
    top: 88px;
  }
  ${media.down('md')} {
    position: fixed;
    left: 0;
    right: 0;
    bottom: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`} calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
    border-width: 1px 0 0;
    border-radius: 0;
    box-shadow: 0 -4px 12px rgba(16, 24, 40, 0.08);
  }
`;

export const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  ${media.down('md')} {
    ${visuallyHidden}
  }
`;

export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${media.down('md')} {
    display: flex;
    flex: 1;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    /* Two to a row on a phone; a third takes the next row whole. */
    & > * {
      flex: 1 1 140px;
      min-width: 0;
    }
  }
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${media.down('md')} {
    width: 100%;
    text-align: center;
  }
`;

/** Keeps the end of the page clear of the fixed bar on phones. */
export const Spacer = styled.div`
  display: none;
  ${media.down('md')} {
    display: block;
    height: 120px;
  }
`;
