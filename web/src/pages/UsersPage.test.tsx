import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { userRowFixture, usersResponse } from '../modules/users/test/userFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

const ROWS = [
  userRowFixture(),
  userRowFixture({ id: 'user-1', name: 'Karma', surname: 'Wangchuk', email: 'karma@drukadventures.bt', role: Role.OWNER }),
  userRowFixture({ id: 'user-3', name: 'Kinley', surname: 'Penjor', email: 'kinley@drukadventures.bt', locked: true }),
];

function setup(role: Role, rows = ROWS, extra: Record<string, FakeResolver> = {}) {
  const view = renderApp({
    path: '/users',
    token: 't',
    resolvers: { Session: () => sessionResponse({ role }), Users: () => usersResponse(rows, 13), ...extra },
  });
  return { view, user: userEvent.setup() };
}

const lastUsers = (view: ReturnType<typeof setup>['view']) => view.calls.filter((c) => c.operationName === 'Users').at(-1)?.variables;

describe('user list (spec 002 s2, s6)', () => {
  it('shows a merchant Name, Role and Status without the Org column, with paging text', async () => {
    setup(Role.OWNER);
    // The page's chunk loads on first visit.
    const table = await screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Name', 'Role', 'Status']));
    expect(headers).not.toContain('Org');
    expect(await within(table).findByText('Kinley Penjor')).toBeInTheDocument();
    expect(within(table).getByText('Locked')).toBeInTheDocument();
    expect(screen.getByText(/1 - 10 of 13/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invite User' })).toBeEnabled();
  });

  it(
    'selects a row into the side summary with the lock rules: not oneself, activate only the locked',
    async () => {
      const { user } = setup(Role.OWNER);
      const table = await screen.findByRole('table', { name: 'Users' });
      await user.click(await within(table).findByText('ugyen@drukadventures.bt'));
      const summary = await screen.findByLabelText('User summary');
      expect(within(summary).getByRole('button', { name: 'Lock' })).toBeEnabled();
      expect(within(summary).getByRole('button', { name: 'Activate' })).toBeDisabled();
      await user.click(within(table).getByText('karma@drukadventures.bt'));
      await waitFor(() => expect(within(screen.getByLabelText('User summary')).getByText('Owner')).toBeInTheDocument());
      expect(within(screen.getByLabelText('User summary')).getByRole('button', { name: 'Lock' })).toBeDisabled();
      await user.click(within(table).getByText('kinley@drukadventures.bt'));
      await waitFor(() => expect(within(screen.getByLabelText('User summary')).getByRole('button', { name: 'Activate' })).toBeEnabled());
    },
    LONG,
  );

  it(
    'locks after a confirmation and says User Updated Successfully',
    async () => {
      const { user, view } = setup(Role.OWNER, ROWS, { LockUser: () => ({ data: { lockUser: { ...ROWS[0], locked: true } } }) });
      await user.click(await screen.findByText('ugyen@drukadventures.bt'));
      await user.click(within(await screen.findByLabelText('User summary')).getByRole('button', { name: 'Lock' }));
      const dialog = await screen.findByRole('dialog', { name: 'Lock User' });
      await user.click(within(dialog).getByRole('button', { name: 'Lock' }));
      expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'LockUser')?.variables).toEqual({ id: 'user-2' });
    },
    LONG,
  );

  it(
    'gives the platform the Org column, the role dot and its role filter',
    async () => {
      const bankAdmin = userRowFixture({
        id: 'b1',
        name: 'Karma',
        surname: 'Dorji',
        role: Role.BANK_ADMIN,
        email: 'bank.admin@demo.test',
        organization: { __typename: 'Organization', id: 'bank', name: 'Bank of Bhutan', type: 'bank', status: 'active', logo: [] },
      });
      const { user, view } = setup(Role.PG_ADMIN, [bankAdmin, ROWS[0]]);
      const table = await screen.findByRole('table', { name: 'Users' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toContain('Org');
      const row = (await within(table).findByText('bank.admin@demo.test')).closest('tr') as HTMLElement;
      expect(within(row).getByRole('img', { name: 'PG Admin or Bank Admin' })).toBeInTheDocument();
      await user.click(screen.getByRole('checkbox', { name: 'Only PG Admin & Bank Admin' }));
      await user.type(screen.getByPlaceholderText('Search User'), 'karma');
      await waitFor(() => expect(lastUsers(view)).toMatchObject({ roles: [1, 3], searchParam: 'karma', page: 1, first: 10 }));
    },
    LONG,
  );

  it('says No Users found', async () => {
    setup(Role.ADMIN, []);
    expect(await screen.findByText('No Users found')).toBeInTheDocument();
  });
});
