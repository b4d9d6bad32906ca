import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { renderApp } from '../test/renderApp';

// Issue 44: passkeys on the sign-in page: "Use a passkey" offered first in the second step where
// the person has one (the code stays), and "Sign in with a passkey" without a password.

afterEach(() => window.localStorage.clear());

const challenge = () => ({
  data: { createSession: { __typename: 'SessionResult', token: null, user: null, secondFactorChallenge: 'challenge-1', secondFactorEnrolmentRequired: false } },
});
const optionsWith = (ids: string[]) => () => ({
  data: {
    passkeyAuthenticationOptions: JSON.stringify({ challenge: 'c', rpId: 'localhost', allowCredentials: ids.map((id) => ({ id, type: 'public-key' })) }),
  },
});

async function passwordStep() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'karma@drukadventures.bt');
  await user.type(screen.getByLabelText('Password'), 'Secret#123');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  await screen.findByRole('heading', { name: 'Two-step verification' });
  return user;
}

describe('sign-in with passkeys', () => {
  it('offers "Use a passkey" first when the person has one; the code stays available', async () => {
    const view = renderApp({ resolvers: { CreateSession: challenge, PasskeyAuthenticationOptions: optionsWith(['key-1']) } });
    await passwordStep();
    const passkey = await screen.findByRole('button', { name: 'Use a passkey' });
    const code = screen.getByLabelText('Authentication code');
    expect(passkey.compareDocumentPosition(code) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(view.calls.find((c) => c.operationName === 'PasskeyAuthenticationOptions')?.variables).toEqual({ challenge: 'challenge-1' });
  });

  it('shows no passkey button to a person without one', async () => {
    renderApp({ resolvers: { CreateSession: challenge, PasskeyAuthenticationOptions: optionsWith([]) } });
    await passwordStep();
    expect(screen.getByLabelText('Authentication code')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Use a passkey' })).toBeNull();
  });

  it('says clearly when the browser cannot use a passkey, by keyboard too', async () => {
    renderApp({ resolvers: { CreateSession: challenge, PasskeyAuthenticationOptions: optionsWith(['key-1']) } });
    const user = await passwordStep();
    (await screen.findByRole('button', { name: 'Use a passkey' })).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser could not use a passkey. Please try again.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('offers "Sign in with a passkey" on the sign-in page, without a password', async () => {
    const view = renderApp({ resolvers: { PasskeyAuthenticationOptions: optionsWith([]) } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in with a passkey' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This browser could not use a passkey. Please try again.');
    expect(view.calls.find((c) => c.operationName === 'PasskeyAuthenticationOptions')?.variables).toEqual({ challenge: null });
  });
});
