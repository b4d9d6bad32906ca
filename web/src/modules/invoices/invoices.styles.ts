import { media } from '@pg/ui-kit';
import styled from 'styled-components';

// Styled pieces the invoice list and the invoice details share.

/** The main column with a side column from lg up (width in $aside, none when null); one column below. */
export const AsideColumns = styled.div<{ $aside: string | null }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  grid-template-columns: minmax(0, 1fr);

  ${media.up('lg')} {
    grid-template-columns: ${({ $aside }) => ($aside ? `minmax(0, 1fr) ${$aside}` : 'minmax(0, 1fr)')};
  }
`;

/** A page title row; its h1 at the invoice screens' 24px. */
export const TitleBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;

  h1 {
    margin: 0;
    font-size: 24px;
  }
`;
