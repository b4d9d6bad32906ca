import styled from 'styled-components';

import { media } from '../theme';

export const Root = styled.div<{ $withAside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $withAside }) => ($withAside ? 'minmax(0, 1fr) minmax(420px, 44%)' : 'minmax(0, 1fr)')};
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${media.down('lg')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Main = styled.main`
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  ${media.down('sm')} {
    padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md}`};
    align-items: flex-start;
  }
`;

export const Content = styled.div`
  width: 100%;
  max-width: 440px;
`;

export const Aside = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
  background: linear-gradient(155deg, ${({ theme }) => theme.colors.primary} 0%, ${({ theme }) => theme.colors.sidebar} 100%);
  color: ${({ theme }) => theme.colors.primaryContrast};
  ${media.down('lg')} {
    display: none;
  }
`;
