import styled from 'styled-components';

/** A date and time on one line where the table has room (it scrolls in its own box on a phone). */
export const Time = styled.span`
  white-space: nowrap;
`;
