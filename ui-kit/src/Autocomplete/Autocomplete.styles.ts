import styled from 'styled-components';

export const Footer = styled.div`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const LoadingSlot = styled.span`
  display: inline-flex;
  padding-right: ${({ theme }) => theme.space.sm};
`;
