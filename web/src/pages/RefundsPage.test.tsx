import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { refundListItemFixture } from '../modules/refunds/test/refundFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, items = [refundListItemFixture()], extra: Record<string, FakeResolver> = {}, path = '/refunds') {
  const view = renderApp({
    path,
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Refunds: () => ({ data: { refunds: { __typename: 'RefundList', total: items.length, items } } }),
      ...extra,
    },
  });
  return { view, user: userEvent.setup() };
}

describe('refund list', () => {
  it('shows merchant columns, the awaiting dot and the side summary', async () => {
    const { user } = setup(Role.OWNER);
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Date Requested', 'Refund ID', 'Customer', 'Refund Amount', 'Progress Stage']));
    expect(headers).not.toContain('Org');
    const row = (await within(table).findByText('RF-0001')).closest('tr') as HTMLElement;
    expect(within(row).getByText('02-Nov-2026')).toBeInTheDocument();
    expect(within(row).getByText('$104.99')).toBeInTheDocument();
    expect(within(row).getByText('Initiated')).toBeInTheDocument();
    expect(within(row).getByText('Pema Lhamo')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Awaiting my action' })).toBeInTheDocument();

    await user.click(within(row).getByText('Pema Lhamo'));
    expect(await screen.findByText('Refund Information')).toBeInTheDocument();
    expect(screen.getByText('Payment Information')).toBeInTheDocument();
    expect(screen.getByText('Quick Actions')).toBeInTheDocument();
    expect(screen.getByText('Invoice Total')).toBeInTheDocument();
    expect(screen.getByText('$512.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refund Details' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('shows the organization column to the bank and no dot for a merchant-stage refund', async () => {
    setup(Role.BANK_ADMIN);
    const table = await screen.findByRole('table', { name: 'Refunds' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Org');
    expect(headers).not.toContain('Customer');
    await within(table).findByText('RF-0001');
    expect(within(table).queryByRole('img', { name: 'Awaiting my action' })).not.toBeInTheDocument();
  });

  it('says No Refunds found when empty', async () => {
    setup(Role.OWNER, []);
    expect(await screen.findByText('No Refunds found')).toBeInTheDocument();
  });

  it('searches, sorts and filters to the viewer’s actions', async () => {
    const { user, view } = setup(Role.OWNER);
    await screen.findByText('RF-0001');
    await user.type(screen.getByPlaceholderText('Search Refund'), 'RF-9');
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting my action' }));
    await user.click(screen.getByRole('button', { name: /Refund ID/ }));
    await screen.findByText('RF-0001');
    const last = () => view.calls.filter((c) => c.operationName === 'Refunds').at(-1)?.variables;
    await waitFor(() =>
      expect(last()).toMatchObject({ searchParam: 'RF-9', awaitingMyAction: true, sortField: 'code', sortDirection: 'ASC', first: 10, page: 1 }),
    );
  });

  it('keeps the sort in the URL, and a sort in a link wins over the remembered one (spec 001 L12)', async () => {
    const { user, view } = setup(Role.OWNER, undefined, {}, '/refunds?sortField=progressStatus&sortDirection=DESC');
    await screen.findByText('RF-0001');
    const last = () => view.calls.filter((c) => c.operationName === 'Refunds').at(-1)?.variables;
    expect(last()).toMatchObject({ sortField: 'progressStatus', sortDirection: 'DESC' });
    await user.click(screen.getByRole('button', { name: /Refund ID/ }));
    await waitFor(() => expect(last()).toMatchObject({ sortField: 'code', sortDirection: 'ASC' }));
    expect(view.location()).toContain('sortField=code');
  });
});
