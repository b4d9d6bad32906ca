import styled from 'styled-components';

import { media } from '../theme';

export const List = styled.dl<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  margin: 0;
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Entry = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const Term = styled.dt`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Detail = styled.dd`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;
