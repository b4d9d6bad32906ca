import { Role } from '@pg/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { graphQLError } from '../test/fakeLink';
import { organizationFixture, sessionResponse, userFixture } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function loginResponse(user = userFixture(), organization = organizationFixture()) {
  return { data: { createSession: { __typename: 'SessionResult', token: 'new-token', user: { ...user, organization } } } };
}

/** Records whether `text` is ever on screen, however briefly, from now on. */
function watchFor(text: string): { seen: () => boolean; stop: () => void } {
  let seen = false;
  const observer = new MutationObserver(() => {
    if (document.body.textContent?.includes(text)) seen = true;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { seen: () => seen, stop: () => observer.disconnect() };
}

async function fill(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('E-mail'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('sign-in', () => {
  it('shows the required messages on an empty submit', async () => {
    renderApp();
    await fill('', '');
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('puts focus on the first field with an error after a refused submit', async () => {
    renderApp();
    await fill('', 'secret');
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('sends one request however often the form is submitted while it runs (the button is busy)', async () => {
    let answer: (value: ReturnType<typeof loginResponse>) => void = () => undefined;
    const view = renderApp({ resolvers: { CreateSession: () => new Promise((resolve) => (answer = resolve)) } });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail'), 'karma@drukadventures.bt');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    const form = screen.getByRole('button', { name: 'Log In' }).closest('form') as HTMLFormElement;
    // A double Enter: two submits before React re-renders.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const button = screen.getByRole('button', { name: 'Log In' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'CreateSession')).toHaveLength(1));
    answer(loginResponse());
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'CreateSession')).toHaveLength(1);
  });

  it('rejects a malformed e-mail', async () => {
    const view = renderApp();
    await fill('not-an-email', 'secret');
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(view.calls).toHaveLength(0);
  });

  it('offers Forgot password and Register Now', async () => {
    const view = renderApp();
    expect(screen.getByRole('link', { name: 'Forgot password' })).toHaveAttribute('href', '/forgot-password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Register Now' }));
    // The sign-up page loads lazily; the router moves once it has arrived.
    await waitFor(() => expect(view.location()).toBe('/signup'));
  });

  it('stores the token and lands on the dashboard', async () => {
    const view = renderApp({ resolvers: { CreateSession: () => loginResponse() } });
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('new-token');
    expect(view.calls[0].variables).toEqual({ input: { email: 'karma@drukadventures.bt', password: 'Secret#123' } });
  });

  it('shows the server message on wrong credentials and stays signed out', async () => {
    renderApp({ resolvers: { CreateSession: () => graphQLError('Invalid email or password', 'BAD_USER_INPUT') } });
    await fill('karma@drukadventures.bt', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});

// Where sign-in lands (issue 44; the rule is auth/landing.ts): each case signed in from the
// sign-in screen at /, at /signin and at a deep link, the final address checked once the
// landing screen shows.
const ENTRIES = ['/', '/signin', '/invoices/42'];
const COMPLETE = '/account-settings?complete_business_info=true';

describe('where sign-in lands, from every entry', () => {
  it.each(ENTRIES)('a locked user signing in at %s lands on /locked', async (path) => {
    const view = renderApp({ path, resolvers: { CreateSession: () => loginResponse(userFixture({ locked: true })) } });
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Your account is pending approval' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/locked'), { timeout: 5000 });
  });

  it.each(ENTRIES)('a user of a suspended organization signing in at %s lands on /locked', async (path) => {
    const view = renderApp({ path, resolvers: { CreateSession: () => loginResponse(userFixture(), organizationFixture({ status: 'suspended' })) } });
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByRole('heading', { name: 'Your organization is locked' })).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/locked'), { timeout: 5000 });
    expect(screen.queryByRole('navigation', { name: /main/i })).not.toBeInTheDocument();
  });

  it.each(ENTRIES)('an Owner without business information signing in at %s lands on account settings with the notice, and stays', async (path) => {
    const view = renderApp({
      path,
      resolvers: { CreateSession: () => loginResponse(userFixture({ role: Role.OWNER }), organizationFixture({ isBusinessProfileComplete: false })) },
    });
    const dashboard = watchFor('Quick Shortcuts');
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByText('Please complete your business information')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Business details' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.location()).toBe(COMPLETE);
    // The session and the address change in one render: no screen of the old address shows on the way.
    dashboard.stop();
    expect(dashboard.seen()).toBe(false);
    // Nothing moves it on once the page has settled (the defect went on to /).
    await waitFor(() => expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument());
    expect(view.location()).toBe(COMPLETE);
  });

  it.each([
    ['/', '/'],
    ['/signin', '/'],
    ['/invoices/42', '/invoices/42'],
  ])('staff (PG Admin) of an organization without business information signing in at %s land on %s', async (path, landing) => {
    const view = renderApp({
      path,
      resolvers: { CreateSession: () => loginResponse(userFixture({ role: Role.PG_ADMIN }), organizationFixture({ isBusinessProfileComplete: false })) },
    });
    await fill('karma@drukadventures.bt', 'Secret#123');
    await screen.findByRole('navigation', { name: /main/i });
    await waitFor(() => expect(view.location()).toBe(landing), { timeout: 5000 });
    expect(screen.queryByText('Please complete your business information')).not.toBeInTheDocument();
  });

  it.each([
    ['/', '/'],
    ['/signin', '/'],
    ['/gateway-settings', '/'],
  ])('a User signing in at %s, a deep link the role may not open, lands on %s, not on the not-allowed page', async (path, landing) => {
    const view = renderApp({ path, resolvers: { CreateSession: () => loginResponse(userFixture({ role: Role.USER })) } });
    const notAllowed = watchFor('You are not allowed to view this page');
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.location()).toBe(landing);
    notAllowed.stop();
    expect(notAllowed.seen()).toBe(false);
  });
});

describe('/signin once signed in', () => {
  it('goes where signing in there lands: account settings for an Owner without business information', async () => {
    const view = renderApp({
      path: '/signin',
      token: 't',
      resolvers: { Session: () => sessionResponse({ role: Role.OWNER }, { isBusinessProfileComplete: false }) },
    });
    expect(await screen.findByRole('form', { name: 'Business details' }, { timeout: 5000 })).toBeInTheDocument();
    expect(view.location()).toBe(COMPLETE);
  });

  it('goes home for an Owner with business information', async () => {
    const view = renderApp({ path: '/signin', token: 't', resolvers: { Session: () => sessionResponse({ role: Role.OWNER }) } });
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.location()).toBe('/');
  });
});
