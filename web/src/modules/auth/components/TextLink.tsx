import { Link, type LinkProps } from 'react-router';
import styled from 'styled-components';

// In-app navigation links inside form text ('Forgot password', 'My business is not listed').
// They must be real router links (crawlable, open in a new tab), which the kit's buttons are not.
export const TextLink = styled(Link)<LinkProps>`
  color: inherit;
  font-weight: 600;
  text-decoration: underline;
`;
