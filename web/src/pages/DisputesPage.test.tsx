import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { disputeListItemFixture } from '../modules/disputes/test/disputeFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, items = [disputeListItemFixture()]) {
  const view = renderApp({
    path: '/disputes',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Disputes: () => ({ data: { disputes: { __typename: 'DisputeList', total: items.length, items } } }),
    },
  });
  return { view, user: userEvent.setup() };
}

describe('dispute list (spec 001 s2)', () => {
  it("shows the merchant's columns, the awaiting dot and the side summary with its buttons", async () => {
    const { user } = setup(Role.OWNER);
    expect(await screen.findByRole('heading', { name: 'Disputes' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Date Requested', 'Dispute ID', 'Customer', 'Dispute Amount', 'Status']));
    expect(headers).not.toContain('Org');
    const row = (await within(table).findByText('DSP-2026-000101')).closest('tr') as HTMLElement;
    expect(within(row).getByText('02-Nov-2026')).toBeInTheDocument();
    expect(within(row).getByText('$512.50')).toBeInTheDocument();
    expect(within(row).getByText('Received')).toBeInTheDocument();
    expect(within(row).getByRole('img', { name: 'Awaiting my action' })).toBeInTheDocument();

    await user.click(within(row).getByText('Pema Lhamo'));
    expect(await screen.findByText('Dispute Information')).toBeInTheDocument();
    expect(screen.getByText('Payment Information')).toBeInTheDocument();
    expect(screen.getByText('Date Opened')).toBeInTheDocument();
    expect(screen.getByText('Supporting Documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute Details' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Invoice Details' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline' })).toBeEnabled();
    // Spec 001 L205 "Merchants see the Customer column": it stays while the summary is open.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toContain('Customer');
  });

  it('shows the organization column to the platform, and PG no dot for a received dispute', async () => {
    setup(Role.PG_ADMIN);
    const table = await screen.findByRole('table', { name: 'Disputes' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toContain('Org');
    expect(headers).not.toContain('Customer');
    await within(table).findByText('DSP-2026-000101');
    expect(within(table).queryByRole('img', { name: 'Awaiting my action' })).not.toBeInTheDocument();
  });

  it('says No Disputes found when empty', async () => {
    setup(Role.OWNER, []);
    expect(await screen.findByText('No Disputes found')).toBeInTheDocument();
  });

  it('searches, sorts by amount and filters to the viewer’s actions', async () => {
    const { user, view } = setup(Role.ADMIN);
    await screen.findByText('DSP-2026-000101');
    await user.type(screen.getByPlaceholderText('Search Dispute'), 'DSP-9');
    await user.click(screen.getByRole('checkbox', { name: 'Awaiting my action' }));
    await user.click(screen.getByRole('button', { name: /Dispute Amount/ }));
    await screen.findByText('DSP-2026-000101');
    const last = () => view.calls.filter((c) => c.operationName === 'Disputes').at(-1)?.variables;
    await waitFor(() =>
      expect(last()).toMatchObject({ searchParam: 'DSP-9', awaitingMyAction: true, sortField: 'disputeAmount', sortDirection: 'ASC', first: 10, page: 1 }),
    );
  });
});
