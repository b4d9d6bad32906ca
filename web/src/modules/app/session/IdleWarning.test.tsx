import { Role, SESSION_MESSAGES } from '@pg/domain';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { sessionResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';
import { IDLE_MESSAGE, IDLE_TITLE, STAY_SIGNED_IN } from './IdleWarning';
import { LAST_REQUEST_KEY } from './sessionActivity';

const MINUTE = 60_000;

afterEach(() => {
  jest.useRealTimers();
  window.localStorage.clear();
});

function setup(idleMinutes: number | null, role: Role = Role.BANK_ADMIN) {
  jest.useFakeTimers();
  const view = renderApp({
    path: '/account-settings',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      SessionIdle: () => ({ data: { session: { __typename: 'Session', idleMinutes } } }),
      RenewSession: () => ({ data: { renewSession: { __typename: 'SuccessResult', success: true } } }),
    },
  });
  return { view, user: userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) }) };
}

const advance = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

describe('idle warning (issue 44)', () => {
  it('warns a minute before the idle sign-out; "Stay signed in" renews from the keyboard', async () => {
    const { view, user } = setup(15);
    await screen.findByRole('heading', { name: 'Account Settings' });
    // The API's idle clock may trail this tab's last request by its one-minute write: the
    // warning comes 13 minutes after the last request, the sign-out at 14.
    await advance(12.5 * MINUTE);
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    await advance(0.6 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: IDLE_TITLE });
    expect(dialog).toHaveTextContent(IDLE_MESSAGE);
    expect(screen.getByRole('button', { name: STAY_SIGNED_IN })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'RenewSession')).toHaveLength(1);
    // The renewal is a request: the next warning counts from it.
    await advance(12.9 * MINUTE);
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'DeleteSession')).toBe(false);
  });

  it('without an answer signs out, ends the session in the API and says why on the sign-in page', async () => {
    const { view } = setup(15);
    await screen.findByRole('heading', { name: 'Account Settings' });
    await advance(13.1 * MINUTE);
    await screen.findByRole('dialog', { name: IDLE_TITLE });
    await advance(1 * MINUTE);
    expect(view.location()).toBe('/signin');
    expect(await screen.findByText(SESSION_MESSAGES.signedOutIdle)).toBeInTheDocument();
    const signOut = view.calls.find((c) => c.operationName === 'DeleteSession');
    expect(signOut?.headers.Authorization).toBe('Bearer t');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('renews without asking when the person typed or clicked since the last request', async () => {
    const { view } = setup(15);
    await screen.findByRole('heading', { name: 'Account Settings' });
    await advance(10 * MINUTE);
    act(() => {
      window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    });
    await advance(3.1 * MINUTE);
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'RenewSession')).toHaveLength(1);
  });

  it("counts another tab's requests: the same session is in use there", async () => {
    const { view } = setup(15);
    await screen.findByRole('heading', { name: 'Account Settings' });
    await advance(13.1 * MINUTE);
    await screen.findByRole('dialog', { name: IDLE_TITLE });
    act(() => {
      const now = String(Date.now());
      window.localStorage.setItem(LAST_REQUEST_KEY, now);
      window.dispatchEvent(new StorageEvent('storage', { key: LAST_REQUEST_KEY, newValue: now }));
    });
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    await advance(12 * MINUTE);
    expect(view.calls.some((c) => c.operationName === 'DeleteSession')).toBe(false);
    expect(view.location()).toBe('/account-settings');
  });

  it('has no timer without an idle limit (a merchant whose Owner set none)', async () => {
    const { view } = setup(null, Role.OWNER);
    await screen.findByRole('heading', { name: 'Account Settings' });
    await advance(12 * 60 * MINUTE);
    expect(screen.queryByRole('dialog', { name: IDLE_TITLE })).not.toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'DeleteSession')).toBe(false);
  });
});
