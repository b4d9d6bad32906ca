import styled from 'styled-components';

import { controlBox } from '../Field';

export const StyledTextArea = styled.textarea<{ $invalid?: boolean }>`
  ${controlBox}
  padding: ${({ theme }) => theme.space.sm};
  min-height: 96px;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;
