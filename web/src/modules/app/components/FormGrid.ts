import { media } from '@pg/ui-kit';
import styled from 'styled-components';

// The layout of the back office's forms: two columns, one on phones, buttons at the end.

export const FormGrid = styled.div<{ $columns?: 1 | 2 }>`
  display: grid;
  gap: 16px;
  grid-template-columns: ${({ $columns = 2 }) => ($columns === 2 ? '1fr 1fr' : '1fr')};
  ${media.down('md')} {
    grid-template-columns: 1fr;
  }
`;

/** A field across both columns. */
export const FormWide = styled.div`
  grid-column: 1 / -1;
`;

export const FormActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  gap: 12px;
  justify-content: flex-end;
`;
