import { Role } from '@pg/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { usersResponse } from '../modules/users/test/userFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

function setup(role: Role) {
  const view = renderApp({
    path: '/users/invite',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      InviteUser: () => ({ data: { inviteUser: { __typename: 'User', id: 'new' } } }),
      Users: () => usersResponse([]),
      OrganizationAutocomplete: (vars) => ({
        data: {
          organizationAutocomplete: {
            __typename: 'OrganizationConnection',
            edges: [{ __typename: 'OrganizationEdge', id: 'org-9', name: `Druk Heritage Tours (${String(vars.first)})`, cursor: 'c' }],
            pageInfo: { __typename: 'PageInfo', endCursor: null, startCursor: null, hasNextPage: false },
          },
        },
      }),
    },
  });
  return { view, user: userEvent.setup() };
}

async function chooseRole(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('combobox', { name: 'Role' }));
  await user.click(screen.getByRole('option', { name }));
}

describe('Invite User (spec 002 s5, s6)', () => {
  it(
    'lets an Owner invite Admin or User into their own organization, then toasts and goes to /users',
    async () => {
      const { user, view } = setup(Role.OWNER);
      // The page's chunk loads on first visit.
      await screen.findByRole('heading', { name: 'Invite User' }, { timeout: 5000 });
      const submit = screen.getByRole('button', { name: 'Invite' });
      expect(submit).toBeDisabled();
      expect(screen.queryByRole('combobox', { name: 'Organization' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('combobox', { name: 'Role' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'User']);
      await user.keyboard('{Escape}');
      await user.type(screen.getByLabelText('Name'), 'Deki');
      await user.type(screen.getByLabelText('E-mail'), 'deki@');
      await user.tab();
      expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
      await user.type(screen.getByLabelText('E-mail'), 'drukadventures.bt');
      await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Valley#2026');
      await chooseRole(user, 'User');
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);
      expect(await screen.findByText('User Invited')).toBeInTheDocument();
      await waitFor(() => expect(view.location()).toBe('/users'));
      expect(view.calls.find((c) => c.operationName === 'InviteUser')?.variables).toEqual({
        input: { name: 'Deki', surname: null, email: 'deki@drukadventures.bt', password: 'Valley#2026', organizationId: 'org-1', role: 4 },
      });
    },
    LONG,
  );

  it('shows the spec messages for empty required fields', async () => {
    const { user } = setup(Role.ADMIN);
    await user.click(await screen.findByLabelText('Name', {}, { timeout: 5000 }));
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.click(screen.getByLabelText('E-mail'));
    await user.tab();
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
  });

  it('offers bank finance the bank roles only', async () => {
    const { user } = setup(Role.BANK_FINANCE);
    await user.click(await screen.findByRole('combobox', { name: 'Role' }, { timeout: 5000 }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Bank Admin', 'Bank Finance']);
  });

  it('gives the platform the organization type-ahead: 5 active tour operators', async () => {
    const { user, view } = setup(Role.PG_ADMIN);
    const picker = await screen.findByRole('combobox', { name: 'Organization' }, { timeout: 5000 });
    await user.type(picker, 'Druk');
    expect(await screen.findByRole('option', { name: 'Druk Heritage Tours (5)' })).toBeInTheDocument();
    // Debounced: the search for the typed text follows.
    await waitFor(() =>
      expect(view.calls.filter((c) => c.operationName === 'OrganizationAutocomplete').at(-1)?.variables).toMatchObject({
        name: 'Druk',
        first: 5,
        type: ['agency'],
        status: ['active'],
      }),
    );
  });
});
