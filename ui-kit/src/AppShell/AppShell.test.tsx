import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { AppShell, isActive } from './AppShell';

const MENU = [
  { to: '/', label: 'Home' },
  { to: '/invoices', label: 'Invoices' },
  { to: '/users', label: 'Users' },
];

function setup(activePath = '/invoices/12') {
  const onLogoClick = jest.fn();
  const logout = jest.fn();
  render(
    <UiKitProvider>
      <AppShell
        logo={<img src="/logo.svg" alt="BhutanPay" />}
        onLogoClick={onLogoClick}
        menuItems={MENU}
        activePath={activePath}
        user={{ name: 'Karma Dorji' }}
        profileMenu={[
          { label: 'Account Settings', onSelect: jest.fn() },
          { label: 'Logout', onSelect: logout },
        ]}
        partnerLogo={<span>In Partnership with</span>}
        footer={<button type="button">Terms And Conditions</button>}
      >
        <h1>Page</h1>
      </AppShell>
    </UiKitProvider>,
  );
  return { onLogoClick, logout };
}

describe('AppShell', () => {
  it('matches sub-pages to their menu item, home only exactly', () => {
    expect(isActive('/invoices', '/invoices/12')).toBe(true);
    expect(isActive('/', '/invoices')).toBe(false);
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/users', '/users-archive')).toBe(false);
  });

  it("renders the menu as nav 'Main' with the current page marked", () => {
    setup();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Home', 'Invoices', 'Users']);
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('main')).toHaveTextContent('Page');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Terms And Conditions');
  });

  it('goes home from the logo and opens the profile menu from the pill', async () => {
    const { onLogoClick, logout } = setup();
    await userEvent.click(screen.getAllByRole('button', { name: 'Home' })[0]);
    expect(onLogoClick).toHaveBeenCalled();
    const pill = screen.getByRole('button', { name: 'Karma Dorji, account menu' });
    expect(within(pill).getByText('KD')).toBeInTheDocument();
    await userEvent.click(pill);
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalled();
  });

  it('opens the menu in a left drawer from the hamburger and closes it on Escape', async () => {
    setup();
    // The hamburger is display:none from md up; jsdom has no viewport width, so query hidden too.
    await userEvent.click(screen.getByRole('button', { name: 'Open menu', hidden: true }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu', hidden: true })).toHaveFocus();
  });
});
