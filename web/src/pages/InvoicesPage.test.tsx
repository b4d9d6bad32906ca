import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { InvoiceListItem } from '../modules/invoices/graphql/fragments';
import { invoiceListItemFixture, invoicesResponse } from '../modules/invoices/graphql/testFixtures';
import { sessionResponse } from '../test/fixtures';
import { renderApp } from '../test/renderApp';

afterEach(() => window.localStorage.clear());

function setup(role: Role, items: InvoiceListItem[]) {
  const view = renderApp({
    path: '/invoices',
    token: 't',
    resolvers: {
      Session: () => sessionResponse({ role }),
      Invoices: () => invoicesResponse(items),
    },
  });
  return { view, user: userEvent.setup() };
}

const rows = [
  invoiceListItemFixture(),
  invoiceListItemFixture({ id: 'inv-2', code: 'INV-2026-000002', status: 'paid', recipientName: 'Haruto', recipientSurName: 'Sato', name: 'Kyoto Photo Club' }),
];

describe('invoice list', () => {
  it('shows the empty state', async () => {
    setup(Role.OWNER, []);
    expect(await screen.findByRole('heading', { name: 'Invoices Dashboard' })).toBeInTheDocument();
    expect(await screen.findByText('No Invoices found')).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });

  it('lists rows with the customer for merchants and filters on unpaid', async () => {
    const { view, user } = setup(Role.OWNER, rows);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    expect(await within(table).findByText('INV-2026-000001')).toBeInTheDocument();
    expect(within(table).getByText('Anna Keller')).toBeInTheDocument();
    expect(within(table).getAllByText('$1,024.90')).toHaveLength(2);
    expect(within(table).getByRole('columnheader', { name: /Customer/ })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Org Logo' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invoice' })).toBeEnabled();
    // The unpaid row carries the dot for merchant-side users.
    expect(within(table).getAllByRole('img', { name: 'Unpaid' })).toHaveLength(1);
    // Issue 50: the default order (group name, no column of its own) is said over the list.
    expect(screen.getByText('Sorted by group name, A to Z')).toBeInTheDocument();
    expect(screen.getByText('1 - 2 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Unpaid' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.operationName === 'Invoices').at(-1)?.variables).toMatchObject({ status: 'unpaid', page: 1, first: 10 }),
    );
    const listConfig = JSON.parse(window.localStorage.getItem('listConfig') ?? '{}') as { invoices: { filters: unknown } };
    expect(listConfig.invoices.filters).toEqual({ status: 'unpaid' });
  });

  it('shows the org logo instead of the customer for the platform and filters on paid', async () => {
    const { view, user } = setup(Role.PG_ADMIN, rows);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await within(table).findByText('INV-2026-000001');
    expect(within(table).getByRole('columnheader', { name: 'Org Logo' })).toBeInTheDocument();
    expect(within(table).queryByText('Anna Keller')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Invoice' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Paid' }));
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'Invoices').at(-1)?.variables).toMatchObject({ status: 'paid' }));
  });

  it('opens the summary on click, steps with Next, and opens the details on double click', async () => {
    const { view, user } = setup(Role.OWNER, rows);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    await user.click(await within(table).findByText('INV-2026-000001'));
    const summary = screen.getByRole('complementary', { name: 'Invoice summary' });
    expect(within(summary).getByText('Himalayan Explorers')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await user.click(within(summary).getByRole('button', { name: /Next/ }));
    expect(within(summary).getByText('Kyoto Photo Club')).toBeInTheDocument();
    // Paid invoices cannot be shared again: Copy Paylink is off once sections lock.
    expect(within(summary).getByRole('button', { name: 'Copy Paylink' })).toBeDisabled();
    await user.dblClick(within(table).getByText('INV-2026-000001'));
    await waitFor(() => expect(view.location()).toBe('/invoices/inv-1'));
  });
});
