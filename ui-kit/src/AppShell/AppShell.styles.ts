import styled from 'styled-components';

import { focusRing, media, visuallyHidden } from '../theme';

export const SIDEBAR_WIDTH = 248;

export const Root = styled.div`
  display: grid;
  grid-template-columns: ${SIDEBAR_WIDTH}px minmax(0, 1fr);
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.background};
  ${media.down('md')} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  top: 8px;
  z-index: ${({ theme }) => theme.zIndices.toast};
  padding: 8px 12px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  &:focus {
    left: 8px;
  }
`;

export const Sidebar = styled.aside`
  position: sticky;
  top: 0;
  height: 100vh;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.sidebar};
  color: ${({ theme }) => theme.colors.sidebarText};
  ${media.down('md')} {
    display: none;
  }
`;

export const LogoButton = styled.button`
  display: inline-flex;
  align-items: center;
  padding: 4px;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: none;
  color: inherit;
  cursor: pointer;
  ${focusRing}
  & img {
    display: block;
  }
`;

export const SidebarTop = styled.div`
  display: flex;
  align-items: center;
  min-height: 64px;
  padding: ${({ theme }) => `0 ${theme.space.md}`};
`;

export const NavScroll = styled.div`
  flex: 1;
  overflow-y: auto;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
`;

export const NavList = styled.ul<{ $tone: 'dark' | 'light' }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 2px;

  & [data-nav-item] {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.sidebarText : theme.colors.text)};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-decoration: none;
    transition:
      background ${({ theme }) => theme.transitions.fast},
      color ${({ theme }) => theme.transitions.fast};
  }
  & [data-nav-item] > svg {
    flex: none;
    opacity: 0.85;
  }
  & > li:hover [data-nav-item] {
    background: ${({ theme, $tone }) => ($tone === 'dark' ? 'rgba(255,255,255,0.06)' : theme.colors.surfaceHover)};
    color: ${({ theme, $tone }) => ($tone === 'dark' ? '#fff' : theme.colors.text)};
  }
  & > li[data-active='true'] [data-nav-item] {
    background: ${({ theme, $tone }) => ($tone === 'dark' ? theme.colors.sidebarActive : theme.colors.primarySoft)};
    color: ${({ theme, $tone }) => ($tone === 'dark' ? '#fff' : theme.colors.primary)};
    box-shadow: inset 3px 0 0 ${({ theme, $tone }) => ($tone === 'dark' ? '#7FA6FF' : theme.colors.primary)};
  }
  /* Links may be display: contents (router links wrapping our item), so the ring goes on the item. */
  & a {
    outline: none;
    color: inherit;
    text-decoration: none;
  }
  & a:focus-visible [data-nav-item],
  & a[data-nav-item]:focus-visible {
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

export const Partner = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-top: 1px solid rgba(255, 255, 255, 0.1);
`;

export const DrawerPartner = styled.div`
  padding: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Column = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100vh;
`;

export const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 64px;
  padding: ${({ theme }) => `0 ${theme.space.lg}`};
  background: rgba(255, 255, 255, 0.92);
  backdrop-filter: saturate(180%) blur(8px);
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  ${media.down('sm')} {
    padding: ${({ theme }) => `0 ${theme.space.sm}`};
  }
`;

export const MobileOnly = styled.div`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  ${media.down('md')} {
    display: flex;
  }
`;

export const Spacer = styled.div`
  flex: 1;
`;

export const UserName = styled.span`
  max-width: 180px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  ${media.down('sm')} {
    display: none;
  }
`;

export const HiddenText = styled.span`
  ${visuallyHidden}
`;

export const Main = styled.main`
  flex: 1;
  padding: ${({ theme }) => theme.space.lg};
  &:focus {
    outline: none;
  }
  ${media.down('sm')} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

export const Footer = styled.footer`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;
