import styled from 'styled-components';

import type { Tone } from '../theme';

export const Root = styled.div<{ $tone: Tone }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme, $tone }) => theme.tones[$tone].border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.tones[$tone].bg};
  color: ${({ theme, $tone }) => theme.tones[$tone].fg};
  & > svg:first-child {
    flex: none;
    margin-top: 3px;
    color: ${({ theme, $tone }) => theme.tones[$tone].solid};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  padding: 2px 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

export const Title = styled.p`
  margin: 0 0 2px;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;
