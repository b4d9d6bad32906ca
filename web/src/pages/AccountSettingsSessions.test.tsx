import { Role, SESSION_MESSAGES } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { FakeResolver } from '../test/fakeLink';
import { graphQLError } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

const SESSIONS = [
  {
    __typename: 'AuthSessionType',
    id: 's-here',
    browser: 'Chrome on Windows',
    address: '203.0.113.7',
    createdAt: '2026-12-07T08:00:00.000Z',
    lastActiveAt: '2026-12-07T09:30:00.000Z',
    current: true,
  },
  {
    __typename: 'AuthSessionType',
    id: 's-phone',
    browser: 'Safari on iOS',
    address: '198.51.100.20',
    createdAt: '2026-12-06T18:00:00.000Z',
    lastActiveAt: '2026-12-06T19:00:00.000Z',
    current: false,
  },
];

function setup(role: Role = Role.OWNER, extra: Record<string, FakeResolver> = {}) {
  let sessions = SESSIONS;
  const view = renderApp({
    path: '/account-settings',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      MySessions: () => ({ data: { mySessions: sessions } }),
      EndSession: (vars) => {
        sessions = sessions.filter((s) => s.id !== vars.id);
        return { data: { endSession: { __typename: 'SuccessResult', success: true } } };
      },
      EndOtherSessions: () => {
        sessions = sessions.filter((s) => s.current);
        return { data: { endOtherSessions: 1 } };
      },
      SessionIdle: () => ({ data: { session: { __typename: 'Session', idleMinutes: null } } }),
      UpdateSessionIdleLimit: () => ({ data: { updateSessionIdleLimit: { __typename: 'SuccessResult', success: true } } }),
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

describe('account settings: sessions (issue 44)', () => {
  it('lists the sessions with browser, address, sign-in and last activity, this one marked', async () => {
    setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const here = within(list).getByRole('listitem', { name: 'Chrome on Windows (this session)' });
    expect(within(here).getByText('This session')).toBeInTheDocument();
    expect(within(here).getByText('203.0.113.7')).toBeInTheDocument();
    const phone = within(list).getByRole('listitem', { name: 'Safari on iOS' });
    expect(within(phone).queryByText('This session')).not.toBeInTheDocument();
    expect(within(phone).getByText('Signed in')).toBeInTheDocument();
    expect(within(phone).getByText('Last active')).toBeInTheDocument();
  });

  it('signs out one other session, then the list no longer has it', async () => {
    const { view, user } = setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const phone = await within(list).findByRole('listitem', { name: 'Safari on iOS' });
    await user.click(within(phone).getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText(SESSION_MESSAGES.sessionEnded)).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'EndSession')?.variables).toEqual({ id: 's-phone' });
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Safari on iOS' })).not.toBeInTheDocument());
  });

  it('"Sign out everywhere else" ends the others and is disabled when none is left', async () => {
    const { view, user } = setup(Role.BANK_ADMIN);
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    await within(list).findByRole('listitem', { name: 'Safari on iOS' });
    const button = screen.getByRole('button', { name: 'Sign out everywhere else' });
    await user.click(button);
    expect(await screen.findByText(SESSION_MESSAGES.otherSessionsEnded)).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'EndOtherSessions')).toBe(true);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(button).toBeDisabled();
  });

  it('"Sign out" on this session signs out here and ends it in the API', async () => {
    const { view, user } = setup();
    const list = await screen.findByRole('list', { name: 'Your sessions' });
    const here = await within(list).findByRole('listitem', { name: 'Chrome on Windows (this session)' });
    await user.click(within(here).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(view.calls.some((c) => c.operationName === 'DeleteSession')).toBe(true));
    expect(view.calls.some((c) => c.operationName === 'EndSession')).toBe(false);
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it("lets the Owner set the organization's idle limit, validated with the domain's message", async () => {
    const { view, user } = setup(Role.OWNER);
    const form = await screen.findByRole('form', { name: 'Idle sign-out' });
    const field = within(form).getByLabelText('Sign out after (minutes without activity)');
    await user.type(field, '3');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(SESSION_MESSAGES.idleMinutesInvalid)).toBeInTheDocument();
    expect(view.calls.some((c) => c.operationName === 'UpdateSessionIdleLimit')).toBe(false);
    await user.clear(field);
    await user.type(field, '30');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(SESSION_MESSAGES.idleLimitSaved)).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'UpdateSessionIdleLimit')?.variables).toEqual({ minutes: 30 });
  });

  it("shows the API's field message when it refuses the limit", async () => {
    const refusal = { ...graphQLError('Invalid input', 'BAD_USER_INPUT') };
    refusal.errors[0].extensions = { code: 'BAD_USER_INPUT', fields: { minutes: 'Refused by the API' } };
    const { user } = setup(Role.OWNER, { UpdateSessionIdleLimit: () => refusal });
    const form = await screen.findByRole('form', { name: 'Idle sign-out' });
    await user.type(within(form).getByLabelText('Sign out after (minutes without activity)'), '45');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Refused by the API')).toBeInTheDocument();
  });

  it('shows the idle limit only to the Owner', async () => {
    setup(Role.ADMIN);
    await screen.findByRole('list', { name: 'Your sessions' });
    expect(screen.queryByRole('form', { name: 'Idle sign-out' })).not.toBeInTheDocument();
  });
});
