import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { graphQLError } from '../../../test/fakeLink';
import { sessionResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { organizationEventsResponse, organizationRowFixture } from '../../organizations/test/organizationFixtures';
import { usersResponse } from '../../users/test/userFixtures';

afterEach(() => window.localStorage.clear());

const NOT_ALLOWED = 'You are not allowed to view this page';

// Expected menus written out from spec 000 section 2 (not computed with menuFor, so a wrong
// matrix in @pg/domain fails here).
const MENUS: Record<Role, string[]> = {
  [Role.PG_ADMIN]: [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Users',
    'Organizations',
    'Developer',
    'Account Settings',
    'Gateway Settings',
    'Audit Log',
  ],
  [Role.BANK_ADMIN]: [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Developer',
    'Account Settings',
  ],
  [Role.BANK_FINANCE]: [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Users',
    'Organizations',
    'Developer',
    'Account Settings',
  ],
  [Role.ADMIN]: ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Users', 'Developer', 'Account Settings', 'Audit Log'],
  [Role.OWNER]: ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Users', 'Developer', 'Account Settings', 'Audit Log'],
  [Role.USER]: ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Developer', 'Account Settings'],
};

const ALLOWED: Record<string, Role[]> = {
  '/users': [Role.PG_ADMIN, Role.BANK_FINANCE, Role.ADMIN, Role.OWNER],
  '/organizations/12': [Role.PG_ADMIN, Role.BANK_FINANCE],
  '/ledger': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE],
  '/transactions': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE],
  '/transfers/3': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE],
  '/gateway-settings': [Role.PG_ADMIN],
  '/invoices': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE, Role.ADMIN, Role.OWNER, Role.USER],
  '/developer': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE, Role.ADMIN, Role.OWNER, Role.USER],
  '/send-summary': [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE, Role.ADMIN, Role.OWNER, Role.USER],
};

function signedIn(role: Role, path = '/') {
  return renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Users: () => usersResponse([]),
      OrganizationDetails: () => ({ data: { organization: organizationRowFixture({ id: '12' }) } }),
      OrganizationEvents: () => organizationEventsResponse(),
    },
  });
}

describe('side menu per role', () => {
  it.each(Object.entries(MENUS))('role %s sees exactly its menu', async (role, labels) => {
    signedIn(Number(role) as Role);
    const nav = await screen.findByRole('navigation', { name: /main/i });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.trim());
    expect(names).toEqual(labels);
  });
});

describe('route access per role', () => {
  const cases = Object.entries(ALLOWED).flatMap(([path, roles]) =>
    [Role.PG_ADMIN, Role.BANK_ADMIN, Role.USER, Role.ADMIN, Role.BANK_FINANCE, Role.OWNER].map((role) => [path, role, roles.includes(role)] as const),
  );

  it.each(cases)('%s for role %s allowed=%s', async (path, role, allowed) => {
    signedIn(role, path);
    await screen.findByRole('navigation', { name: /main/i });
    if (allowed) {
      // Each screen shows itself (its heading).
      if (path === '/send-summary') expect(await screen.findByRole('heading', { name: 'Send Summary' })).toBeInTheDocument();
      else if (path === '/invoices') expect(await screen.findByRole('heading', { name: 'Invoices Dashboard' })).toBeInTheDocument();
      else if (path === '/gateway-settings') expect(await screen.findByRole('heading', { name: 'Gateway Settings' })).toBeInTheDocument();
      else if (path === '/developer') expect(await screen.findByRole('heading', { name: 'Developer Settings' })).toBeInTheDocument();
      // transfers and ledger
      else if (path === '/ledger') expect(await screen.findByRole('heading', { name: 'Ledger' })).toBeInTheDocument();
      else if (path === '/transactions') expect(await screen.findByRole('heading', { name: 'Transactions' })).toBeInTheDocument();
      else if (path === '/transfers/3') expect(await screen.findByRole('heading', { name: 'Transfer Details' })).toBeInTheDocument();
      // These pages load their chunk on first visit.
      else if (path === '/users') expect(await screen.findByRole('heading', { name: 'Users' }, { timeout: 5000 })).toBeInTheDocument();
      else if (path === '/organizations/12')
        expect(await screen.findByRole('heading', { name: 'Organization Details' }, { timeout: 5000 })).toBeInTheDocument();
      else throw new Error(`no expectation for ${path}`);
      expect(screen.queryByText(NOT_ALLOWED)).not.toBeInTheDocument();
    } else {
      expect(screen.getByText(NOT_ALLOWED)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Back to dashboard' })).toBeInTheDocument();
    }
  });
});

describe('session states', () => {
  it('shows a loading screen while the session is fetched, and public pages meanwhile', async () => {
    let release: (value: ReturnType<typeof sessionResponse>) => void = () => {};
    const pending = new Promise<ReturnType<typeof sessionResponse>>((resolve) => (release = resolve));
    const view = renderApp({ path: '/', token: 't', resolvers: { Session: () => pending } });
    expect(screen.queryByRole('heading', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: /main/i })).not.toBeInTheDocument();
    release(sessionResponse());
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.calls[0].headers.Authorization).toBe('Bearer t');
  });

  it('a null session signs out and shows sign-in', async () => {
    renderApp({ path: '/', token: 'stale', resolvers: { Session: () => ({ data: { session: null } }) } });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a locked user sees the locked page on every path', async () => {
    renderApp({ path: '/invoices', token: 't', resolvers: { Session: () => sessionResponse({ locked: true }) } });
    expect(await screen.findByText('Your account is pending approval')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login as different user' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check Again' })).toBeInTheDocument();
  });

  it('a user of a locked organization is told the organization is locked, on every path', async () => {
    renderApp({
      path: '/',
      token: 't',
      resolvers: { Session: () => sessionResponse({ locked: true }, { name: 'Thunder Dragon Treks', status: 'suspended' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Your organization is locked' })).toBeInTheDocument();
    expect(screen.getByText(/Thunder Dragon Treks has been locked by the bank/)).toBeInTheDocument();
    expect(screen.queryByText('Your account is pending approval')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('a user of a suspended organization is confined even where the session does not flag the user locked', async () => {
    // The API flags them locked (docs/decisions/0010); the router does not depend on it.
    renderApp({
      path: '/invoices',
      token: 't',
      resolvers: { Session: () => sessionResponse({ locked: false }, { name: 'Thunder Dragon Treks', status: 'suspended' }) },
    });
    expect(await screen.findByRole('heading', { name: 'Your organization is locked' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('/locked, once the user is no longer locked (Check Again reloads it), goes where signing in lands: home', async () => {
    const view = renderApp({ path: '/locked', token: 't', resolvers: { Session: () => sessionResponse({ locked: false }) } });
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.location()).toBe('/');
    expect(screen.queryByText('Your account is pending approval')).toBeNull();
  });

  it('/locked, once the user is no longer locked, sends an Owner without business information to account settings', async () => {
    const view = renderApp({
      path: '/locked',
      token: 't',
      resolvers: { Session: () => sessionResponse({ locked: false }, { isBusinessProfileComplete: false }) },
    });
    expect(await screen.findByRole('form', { name: 'Business details' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.location()).toBe('/account-settings?complete_business_info=true');
  });

  it('signed out, a dashboard path falls to the sign-in screen', async () => {
    renderApp({ path: '/users' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('signed in, an unknown path redirects to /404', async () => {
    const view = signedIn(Role.OWNER, '/no-such-page');
    expect(await screen.findByText('Sorry, the page was not found')).toBeInTheDocument();
    expect(view.location()).toBe('/404');
  });

  it('legal pages render signed out, with the tagline and date', async () => {
    renderApp({ path: '/bhutanpay-marks-usage-agreement' });
    expect(await screen.findByRole('heading', { name: 'BhutanPay Marks Usage Agreement' })).toBeInTheDocument();
    expect(screen.getByText("Bhutan's Premier Payment Solution")).toBeInTheDocument();
    expect(screen.getByText(/15 May 2023/)).toBeInTheDocument();
  });

  it('AUTH_REQUIRED on a dashboard call clears the token and shows Session Expired', async () => {
    const view = renderApp({
      path: '/account-settings',
      token: 'expired',
      resolvers: { Session: () => graphQLError('Authentication required', 'AUTH_REQUIRED') },
    });
    expect(await screen.findByText('Session Expired')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/signin'));
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('a network failure shows Something went wrong !', async () => {
    renderApp({ path: '/', token: 't', resolvers: { Session: () => new TypeError('Failed to fetch') } });
    expect(await screen.findByText('Something went wrong !')).toBeInTheDocument();
  });
});
