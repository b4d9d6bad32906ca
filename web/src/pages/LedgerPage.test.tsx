import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ledgerEntryFixture, ledgerOrganizationFixture } from '../modules/transfers/test/transferFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { SLOW, renderPage } from '../modules/transfers/test/renderPage';

afterEach(() => window.localStorage.clear());

function setup(role: Role, path: string, extra: Record<string, FakeResolver> = {}) {
  return renderPage(role, path, {
    LedgerOrganizations: () => ({ data: { ledgerOrganizations: { __typename: 'LedgerOrganizationList', total: 2, items: [ledgerOrganizationFixture(), ledgerOrganizationFixture({ id: 'org-2', name: 'Paro Valley Hotel', type: 'hotel', currentBalance: 0 })] } } }),
    LedgerOrganization: () => ({ data: { organization: ledgerOrganizationFixture() } }),
    OrgLedger: () => ({ data: { orgLedger: { __typename: 'LedgerEntryList', total: 2, items: [ledgerEntryFixture(), ledgerEntryFixture({ id: 'le-2', amount: 1384.5, balance: 2554.5, transactionType: 'invoicePayment', remarks: 'Invoice INV-2026-000101 paid' })] } } }),
    OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 1384.5 } } }),
    ...extra,
  });
}

describe('/ledger', () => {
  it('lists organizations with initials, name, type and balance; searches, filters by type, sorts and opens details', async () => {
    const { view, user } = setup(Role.BANK_FINANCE, '/ledger');
    const table = await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Logo', 'Name', 'Type', 'Balance']);
    const row = (await within(table).findByText('Druk Heritage Tours')).closest('tr') as HTMLElement;
    expect(within(row).getByRole('img', { name: 'Druk Heritage Tours' })).toHaveTextContent('DT');
    expect(within(row).getByText('Tour Operator')).toBeInTheDocument();
    expect(within(row).getByText('$1,384.50')).toBeInTheDocument();
    // Bank Finance may create organizations: the button goes to the organization create page.
    await user.click(screen.getByRole('button', { name: 'Create Organization' }));
    await waitFor(() => expect(view.location()).toBe('/organizations/create'));
  });

  it('searches, sorts by balance and filters by type; a double click opens the Ledger Details', async () => {
    const { view, user } = setup(Role.BANK_ADMIN, '/ledger');
    const table = await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    expect(screen.getByRole('button', { name: 'Create Organization' })).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Search Organization'), 'Druk');
    await user.click(screen.getByRole('button', { name: /Balance/ }));
    await waitFor(() => expect(view.calls.filter((c) => c.operationName === 'LedgerOrganizations').at(-1)?.variables).toMatchObject({ searchParam: 'Druk', sortField: 'balance', sortDirection: 'ASC' }));
    await user.dblClick(within(table).getByText('Paro Valley Hotel'));
    await waitFor(() => expect(view.location()).toBe('/ledger/org-2'));
  });
});

describe('/ledger/{id}', () => {
  it('shows "Ledger Details" with Date, Transaction Type, Amount, Balance, Description', async () => {
    setup(Role.PG_ADMIN, '/ledger/org-1');
    const table = await screen.findByRole('table', { name: 'Ledger Details' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Transaction Type', 'Amount', 'Balance', 'Description']);
    const row = (await within(table).findByText('Transfer TRF-2026-000701 (2 items)')).closest('tr') as HTMLElement;
    // The type's column, and under the date for phones (jsdom shows both).
    expect(within(row).getAllByText('Transfer')).toHaveLength(2);
    expect(within(row).getByText('-$1,170.00')).toBeInTheDocument();
    expect(within(table).getAllByText('Invoice Payment')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'Druk Heritage Tours' })).toBeInTheDocument();
  });
});

describe('dashboard', () => {
  it('shows the bank admin the outstanding balance; other roles do not ask for it', async () => {
    const bank = setup(Role.BANK_ADMIN, '/');
    expect(await screen.findByText('$1,384.50', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Outstanding Balance to Bank is/)).toBeInTheDocument();
    bank.view.unmount();
    const owner = setup(Role.OWNER, '/');
    await screen.findByText('Quick Shortcuts', {}, SLOW);
    expect(screen.queryByText(/Outstanding Balance to Bank is/)).not.toBeInTheDocument();
    expect(owner.view.calls.some((c) => c.operationName === 'OutstandingAmount')).toBe(false);
  });
});
