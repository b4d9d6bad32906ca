import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { userRowFixture } from '../modules/users/test/userFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

/** User-event typing through a whole form: generous when the machine is busy. */
const LONG = 20_000;

afterEach(() => window.localStorage.clear());

function setup(role: Role, target = userRowFixture(), extra: Record<string, FakeResolver> = {}, path = `/users/${target.id}`) {
  let current = target;
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      User: () => ({ data: { user: current } }),
      UpdateUserDetails: (vars) => {
        const input = vars.input as { name: string; surname: string | null; role?: number };
        current = { ...current, name: input.name, surname: input.surname, role: input.role ?? current.role };
        return { data: { updateUser: current } };
      },
      UnlockUser: () => {
        current = { ...current, locked: false };
        return { data: { unlockUser: current } };
      },
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

describe('user details (spec 002 s2, s4)', () => {
  it(
    'edits name and role within the grant, toasting User Updated Successfully',
    async () => {
      const { user, view } = setup(Role.OWNER);
      await screen.findByRole('heading', { name: 'User Details' }, { timeout: 5000 });
      const save = screen.getByRole('button', { name: 'Save' });
      expect(save).toBeDisabled();
      await user.click(screen.getByRole('combobox', { name: 'Role' }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Admin', 'User']);
      await user.click(screen.getByRole('option', { name: 'Admin' }));
      await user.clear(screen.getByLabelText('Surname'));
      await user.type(screen.getByLabelText('Surname'), 'Dema');
      await user.click(save);
      expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
      expect(view.calls.find((c) => c.operationName === 'UpdateUserDetails')?.variables).toEqual({
        input: { id: 'user-2', name: 'Ugyen', surname: 'Dema', role: 5 },
      });
      expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    },
    LONG,
  );

  it('shows one’s own page with the role read-only and Lock disabled', async () => {
    setup(Role.ADMIN, userRowFixture({ id: 'user-1', name: 'Karma', surname: 'Wangchuk', role: Role.ADMIN }));
    await screen.findByRole('heading', { name: 'User Details' }, { timeout: 5000 });
    expect(screen.getByLabelText('Role')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Lock' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Activate' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Change Avatar' })).toBeEnabled();
  });

  it('gives an Admin nothing to change on the Owner', async () => {
    setup(Role.ADMIN, userRowFixture({ id: 'owner', role: Role.OWNER }));
    await screen.findByRole('heading', { name: 'User Details' }, { timeout: 5000 });
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lock' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Change Avatar' })).not.toBeInTheDocument();
  });

  it('activates a locked user', async () => {
    const { user } = setup(Role.OWNER, userRowFixture({ locked: true }));
    const activate = await screen.findByRole('button', { name: 'Activate' }, { timeout: 5000 });
    expect(screen.getByRole('button', { name: 'Lock' })).toBeDisabled();
    await user.click(activate);
    expect(await screen.findByText('User Updated Successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByRole('main')).getAllByText('Active').length).toBeGreaterThan(0));
  });

  it('opens the avatar dialog by ?action=add-user-avatar', async () => {
    setup(Role.OWNER, userRowFixture(), {}, '/users/user-2?action=add-user-avatar');
    expect(await screen.findByRole('dialog', { name: 'Upload Avatar' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it("lets an Owner reset the second factor of their organization's user, after a confirmation (issue 44)", async () => {
    const { user, view } = setup(Role.OWNER, userRowFixture(), {
      ResetSecondFactor: () => ({ data: { resetSecondFactor: { __typename: 'SuccessResult', success: true } } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Reset two-step verification' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset two-step verification?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('Two-step verification was reset.')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'ResetSecondFactor')?.variables).toEqual({ userId: 'user-2' });
  });

  it('offers no reset to an Admin', async () => {
    setup(Role.ADMIN);
    await screen.findByRole('heading', { name: 'User Details' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Reset two-step verification' })).toBeNull();
  });
});
