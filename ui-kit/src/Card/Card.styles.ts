import styled from 'styled-components';

import { media } from '../theme';

export const Root = styled.section`
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  min-width: 0;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.down('sm')} {
    padding: ${({ theme }) => `${theme.space.md}`};
  }
`;

export const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export const HeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Body = styled.div<{ $flush: boolean }>`
  padding: ${({ theme, $flush }) => ($flush ? '0' : theme.space.lg)};
  & > p:first-child {
    margin-top: 0;
  }
  & > p:last-child {
    margin-bottom: 0;
  }
  & > * + * {
    margin-top: ${({ theme }) => theme.space.md};
  }
  ${media.down('sm')} {
    padding: ${({ theme, $flush }) => ($flush ? '0' : theme.space.md)};
  }
`;
