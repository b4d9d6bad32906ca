import { Role } from '@pg/domain';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { graphQLError } from '../test/fakeLink';
import { organizationFixture, userFixture } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function loginResponse(user = userFixture(), organization = organizationFixture()) {
  return { data: { createSession: { __typename: 'SessionResult', token: 'new-token', user: { ...user, organization } } } };
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

  it('sends a locked user to /locked', async () => {
    const view = renderApp({ resolvers: { CreateSession: () => loginResponse(userFixture({ locked: true })) } });
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByText('Your account is pending approval')).toBeInTheDocument();
    // The locked screen shows on every path at once; the move to /locked follows it.
    await waitFor(() => expect(view.location()).toBe('/locked'), { timeout: 5000 });
  });

  it('sends a merchant with an incomplete business profile to account settings in edit mode', async () => {
    const view = renderApp({
      resolvers: {
        CreateSession: () => loginResponse(userFixture({ role: Role.OWNER }), organizationFixture({ isBusinessProfileComplete: false })),
      },
    });
    await fill('karma@drukadventures.bt', 'Secret#123');
    expect(await screen.findByText('Please complete your business information')).toBeInTheDocument();
    await waitFor(() => expect(view.location()).toBe('/account-settings?complete_business_info=true'), { timeout: 5000 });
    expect(screen.getByRole('form', { name: 'Business details' })).toBeInTheDocument();
  });

  it('shows the server message on wrong credentials and stays signed out', async () => {
    renderApp({ resolvers: { CreateSession: () => graphQLError('Invalid email or password', 'BAD_USER_INPUT') } });
    await fill('karma@drukadventures.bt', 'wrong');
    expect(await screen.findByText('Invalid email or password')).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
  });
});
