import { type ReactNode, useEffect, useRef, useState } from 'react';

import { Avatar } from '../Avatar';
import { IconButton } from '../Button';
import { Drawer } from '../Drawer';
import { MenuIcon } from '../icons';
import { Menu, type MenuItem } from '../Menu';
import {
  Column,
  DrawerPartner,
  Footer,
  Header,
  HiddenText,
  LogoButton,
  Main,
  MobileOnly,
  NavList,
  NavScroll,
  Partner,
  Root,
  Sidebar,
  SidebarTop,
  SkipLink,
  Spacer,
  UserName,
} from './AppShell.styles';

export interface AppShellMenuItem {
  to: string;
  label: string;
  icon?: ReactNode;
}

export interface AppShellUser {
  name: string;
  avatarUrl?: string | null;
  /** Tried when avatarUrl fails to load. */
  avatarFallbackUrl?: string | null;
}

export interface AppShellProps<I extends AppShellMenuItem = AppShellMenuItem> {
  logo: ReactNode;
  /** The logo drawn on the dark side menu; defaults to `logo`. */
  logoOnDark?: ReactNode;
  onLogoClick?: () => void;
  menuItems: readonly I[];
  /** Path of the current route; the item with this `to` (or a parent of it) is highlighted. */
  activePath: string;
  /** Wraps an item's content in the app's router link; default is a plain <a href>. */
  renderLink?: (item: I, children: ReactNode) => ReactNode;
  user: AppShellUser;
  /** Entries of the profile pill's menu (Account Settings, Logout). */
  profileMenu: readonly MenuItem[];
  /** 'In Partnership with' block at the foot of the menu. */
  partnerLogo?: ReactNode;
  footer?: ReactNode;
  /** The header's search (before the profile pill); it adapts to narrow screens itself. */
  search?: ReactNode;
  children?: ReactNode;
}

export function isActive(to: string, activePath: string): boolean {
  if (to === activePath) return true;
  // '/' is home only; other items also own their sub-pages (/invoices/12 -> Invoices).
  return to !== '/' && activePath.startsWith(`${to.replace(/\/$/, '')}/`);
}

interface NavProps<I extends AppShellMenuItem> {
  items: readonly I[];
  activePath: string;
  renderLink: (item: I, children: ReactNode) => ReactNode;
  tone: 'dark' | 'light';
  onNavigate?: () => void;
}

function MainNav<I extends AppShellMenuItem>({ items, activePath, renderLink, tone, onNavigate }: NavProps<I>) {
  const list = useRef<HTMLUListElement>(null);
  // The link element belongs to the app (renderLink), so aria-current is set on it here.
  useEffect(() => {
    list.current?.querySelectorAll<HTMLLIElement>(':scope > li').forEach((li) => {
      const link = li.querySelector('a');
      if (!link) return;
      if (li.dataset.active === 'true') link.setAttribute('aria-current', 'page');
      else link.removeAttribute('aria-current');
    });
  });
  return (
    <nav aria-label="Main">
      <NavList ref={list} $tone={tone}>
        {items.map((item) => (
          // The click comes from the item's link (mouse, or Enter on the focused link), bubbling up:
          // the link is the interactive, keyboard-reachable element; the item only listens.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- delegated click of the link inside
          <li key={item.to} data-active={isActive(item.to, activePath)} onClick={onNavigate}>
            {renderLink(
              item,
              <span data-nav-item="">
                {item.icon}
                <span>{item.label}</span>
              </span>,
            )}
          </li>
        ))}
      </NavList>
    </nav>
  );
}

/** Target of the skip link; one shell per page. */
const MAIN_ID = 'main-content';

const defaultRenderLink = (item: AppShellMenuItem, children: ReactNode) => <a href={item.to}>{children}</a>;

/**
 * The signed-in frame (spec 000 'App shell'): side menu from md up; below md a hamburger opens
 * the same menu in a left drawer. The header holds the profile pill (avatar or initials + name)
 * that opens the profile menu.
 */
export function AppShell<I extends AppShellMenuItem>({
  logo,
  logoOnDark,
  onLogoClick,
  menuItems,
  activePath,
  renderLink = defaultRenderLink,
  user,
  profileMenu,
  partnerLogo,
  footer,
  search,
  children,
}: AppShellProps<I>) {
  const [drawerOpen, setDrawerOpen] = useState(false);

  // Navigating elsewhere (back button, a link in the page) closes the mobile menu too: adjusted
  // while rendering when the path changes (https://react.dev/learn/you-might-not-need-an-effect).
  const [drawerPath, setDrawerPath] = useState(activePath);
  if (drawerPath !== activePath) {
    setDrawerPath(activePath);
    setDrawerOpen(false);
  }

  const logoButton = (onDark: boolean) =>
    onLogoClick ? (
      <LogoButton type="button" aria-label="Home" onClick={onLogoClick}>
        {onDark ? (logoOnDark ?? logo) : logo}
      </LogoButton>
    ) : onDark ? (
      (logoOnDark ?? logo)
    ) : (
      logo
    );

  return (
    <Root>
      <SkipLink href={`#${MAIN_ID}`}>Skip to content</SkipLink>
      <Sidebar>
        <SidebarTop>{logoButton(true)}</SidebarTop>
        <NavScroll>
          <MainNav items={menuItems} activePath={activePath} renderLink={renderLink} tone="dark" />
        </NavScroll>
        {partnerLogo && <Partner>{partnerLogo}</Partner>}
      </Sidebar>
      <Column>
        <Header>
          <MobileOnly>
            <IconButton label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              <MenuIcon size={22} />
            </IconButton>
            {logoButton(false)}
          </MobileOnly>
          <Spacer />
          {search}
          {/* Named by its own text (the visible name first), as speech users say what they see. */}
          <Menu
            trigger={
              <>
                <Avatar name={user.name} url={user.avatarUrl} fallbackUrl={user.avatarFallbackUrl} size={32} decorative />
                <UserName aria-hidden="true">{user.name}</UserName>
                <HiddenText>{`${user.name}, account menu`}</HiddenText>
              </>
            }
            items={profileMenu}
          />
        </Header>
        <Main id={MAIN_ID} tabIndex={-1}>
          {children}
        </Main>
        {footer && <Footer>{footer}</Footer>}
      </Column>
      <Drawer open={drawerOpen} onClose={() => setDrawerOpen(false)} side="left" width={280} label="Menu">
        <NavScroll>
          <MainNav items={menuItems} activePath={activePath} renderLink={renderLink} tone="light" onNavigate={() => setDrawerOpen(false)} />
        </NavScroll>
        {partnerLogo && <DrawerPartner>{partnerLogo}</DrawerPartner>}
      </Drawer>
    </Root>
  );
}
