import { media } from '@pg/ui-kit';
import styled from 'styled-components';

/** A date and time on one line where the table has room; on a phone it wraps, keeping the row's button in view. */
export const Time = styled.span`
  white-space: nowrap;
  ${media.down('md')} {
    white-space: normal;
  }
`;
