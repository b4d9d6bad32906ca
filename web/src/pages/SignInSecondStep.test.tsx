import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { graphQLError } from '../test/fakeLink';
import { organizationFixture, userFixture } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

// Issue 44: the sign-in's second step (authenticator code or recovery code).

afterEach(() => window.localStorage.clear());

const challenge = () => ({
  data: { createSession: { __typename: 'SessionResult', token: null, user: null, secondFactorChallenge: 'challenge-1', secondFactorEnrolmentRequired: false } },
});
const verified = () => ({
  data: { verifySecondFactor: { __typename: 'SessionResult', token: 'full-token', user: { ...userFixture(), organization: organizationFixture() } } },
});

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'karma@drukadventures.bt');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

describe('sign-in, second step', () => {
  it('asks for the code after the password, then lands where the password-only sign-in lands', async () => {
    const view = renderApp({ resolvers: { CreateSession: challenge, VerifySecondFactor: verified } });
    const user = await passwordStep();
    expect(window.localStorage.getItem('token')).toBeNull();
    await user.type(screen.getByLabelText('Authentication code'), '123 456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBe('full-token');
    expect(view.calls.find((c) => c.operationName === 'VerifySecondFactor')?.variables).toEqual({ input: { challenge: 'challenge-1', code: '123456' } });
  });

  it('takes a recovery code instead', async () => {
    const view = renderApp({ resolvers: { CreateSession: challenge, VerifySecondFactor: verified } });
    const user = await passwordStep();
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    await user.type(screen.getByLabelText('Recovery code'), 'abcd-efgh-jkmn');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: /Hello, Karma/ })).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'VerifySecondFactor')?.variables).toEqual({
      input: { challenge: 'challenge-1', recoveryCode: 'abcd-efgh-jkmn' },
    });
  });

  it('refuses a short code before asking the API, and shows the API message for a wrong one', async () => {
    const view = renderApp({
      resolvers: {
        CreateSession: challenge,
        VerifySecondFactor: () => graphQLError('That code was already used. Wait for the next code in your authenticator app.', 'BAD_USER_INPUT'),
      },
    });
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '12');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'VerifySecondFactor')).toBe(false);
    await user.type(screen.getByLabelText('Authentication code'), '3456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('That code was already used. Wait for the next code in your authenticator app.')).length).toBeGreaterThan(0);
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Two-step verification' })).toBeInTheDocument();
  });

  it('goes back to the password when the challenge has expired', async () => {
    renderApp({
      resolvers: {
        CreateSession: challenge,
        VerifySecondFactor: () => graphQLError('This sign-in took longer than 5 minutes. Please sign in again.', 'BAD_USER_INPUT'),
      },
    });
    const user = await passwordStep();
    await user.type(screen.getByLabelText('Authentication code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument());
  });
});
