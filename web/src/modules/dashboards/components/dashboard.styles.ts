import { media } from '@pg/ui-kit';
import styled, { keyframes } from 'styled-components';

// Shared layout of the per-role dashboards: tiles of figures, cards of charts and queues.

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-top: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

export const SectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/** Cards side by side, one column at 390 px (min() keeps a narrow screen from scrolling sideways). */
export const CardGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 320px), 1fr));
  min-width: 0;
  & > * {
    min-width: 0;
  }
`;

export const Tiles = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 170px), 1fr));
  margin: 0;
`;

export const Tile = styled.div`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.regular};
  }
`;

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

/** A grey block where figures will be, while they load. */
export const Skeleton = styled.div<{ $height?: number }>`
  height: ${({ $height = 24 }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceHover};
  border: 1px solid ${({ theme }) => theme.colors.border};
  animation: ${shimmer} 0.9s ease-in-out infinite alternate;
`;

/** A table that scrolls inside its card, never the page. */
export const TableWrap = styled.div`
  overflow-x: auto;
  max-width: 100%;
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    color: ${({ theme }) => theme.colors.textMuted};
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    white-space: nowrap;
  }
  td.num,
  th.num {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const ChartFrame = styled.div`
  height: 260px;
  width: 100%;
  min-width: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${media.down('sm')} {
    height: 220px;
  }
`;

export const Queue = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding-bottom: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  & > * {
    flex: 1 1 150px;
    max-width: 220px;
  }
  ${media.down('sm')} {
    & > * {
      max-width: none;
    }
  }
`;

/** A bar inside a table cell: how large a balance is next to the largest. */
export const Bar = styled.span<{ $share: number; $tone: 'success' | 'danger' }>`
  display: block;
  height: 8px;
  margin-top: 4px;
  width: ${({ $share }) => ($share > 0 ? Math.max(2, Math.round($share * 100)) : 0)}%;
  background: ${({ theme, $tone }) => theme.tones[$tone].solid};
  border-radius: ${({ theme }) => theme.radii.pill};
`;
