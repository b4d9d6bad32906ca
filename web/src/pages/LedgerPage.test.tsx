import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ledgerEntryFixture, ledgerOrganizationFixture } from '../modules/transfers/test/transferFixtures';
import type { FakeResolver } from '../test/fakeLink';
import { SLOW, renderPage } from '../modules/transfers/test/renderPage';

afterEach(() => window.localStorage.clear());

const PLATFORM_ACCOUNTS = [
  { __typename: 'LedgerAccount', id: 'platform:fee-revenue', kind: 'feeRevenue', name: 'Platform fee revenue', processor: null, balance: 1250.75, entries: 41 },
  { __typename: 'LedgerAccount', id: 'clearing:sandbox', kind: 'clearing', name: 'Card processor clearing (sandbox)', processor: 'sandbox', balance: 20100, entries: 60 },
];
const AUDIT_RUNS = [
  {
    __typename: 'LedgerAuditRun', id: 'run-2', trigger: 'manual', status: 'differences', startedAt: '2026-11-25T02:00:00.000Z', finishedAt: '2026-11-25T02:00:01.000Z',
    checks: 7, differenceCount: 1, differences: [{ __typename: 'LedgerAuditDifference', check: 'balancedJournals', subject: 'invoicePayment:invoice:x', detail: '3 lines summing to -1' }], error: null, mailedAt: '2026-11-25T02:00:02.000Z',
  },
  { __typename: 'LedgerAuditRun', id: 'run-1', trigger: 'schedule', status: 'clean', startedAt: '2026-11-24T02:00:00.000Z', finishedAt: '2026-11-24T02:00:01.000Z', checks: 7, differenceCount: 0, differences: [], error: null, mailedAt: null },
];

function setup(role: Role, path: string, extra: Record<string, FakeResolver> = {}) {
  return renderPage(role, path, {
    LedgerOrganizations: () => ({ data: { ledgerOrganizations: { __typename: 'LedgerOrganizationList', total: 2, items: [ledgerOrganizationFixture(), ledgerOrganizationFixture({ id: 'org-2', name: 'Paro Valley Hotel', type: 'hotel', currentBalance: 0 })] } } }),
    LedgerOrganization: () => ({ data: { organization: ledgerOrganizationFixture() } }),
    OrgLedger: () => ({ data: { orgLedger: { __typename: 'LedgerEntryList', total: 2, items: [ledgerEntryFixture(), ledgerEntryFixture({ id: 'le-2', amount: 1384.5, balance: 2554.5, transactionType: 'invoicePayment', remarks: 'Invoice INV-2026-000101 paid' })] } } }),
    OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 1384.5, owing: 0, owingOrganizations: 0 } } }),
    LedgerAccounts: () => ({ data: { ledgerAccounts: PLATFORM_ACCOUNTS } }),
    LedgerAccountEntries: () => ({ data: { ledgerAccountEntries: { __typename: 'LedgerEntryList', total: 1, endCursor: null, items: [ledgerEntryFixture({ id: 'le-9', amount: 35, balance: 35, transactionType: 'invoicePayment', remarks: 'Invoice INV-2026-000101 paid', sourceType: 'invoice', sourceId: 'inv-1' })] } } }),
    LedgerAuditRuns: () => ({ data: { ledgerAuditRuns: AUDIT_RUNS } }),
    RunLedgerAudit: () => ({ data: { runLedgerAudit: AUDIT_RUNS[0] } }),
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

describe('the platform\'s own accounts (PG Admin)', () => {
  it('lists them on /ledger with balances; a row opens its entries, and each entry links to its source', async () => {
    const { view, user } = setup(Role.PG_ADMIN, '/ledger');
    const table = await screen.findByRole('table', { name: 'Platform Accounts' }, SLOW);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Account', 'Balance', 'Entries']);
    expect(within(table).getByText('$1,250.75')).toBeInTheDocument();
    await user.click(within(table).getByText('Platform fee revenue'));
    await waitFor(() => expect(view.location()).toBe('/ledger/accounts/platform%3Afee-revenue'));
    const entries = await screen.findByRole('table', { name: 'Ledger Details' }, SLOW);
    expect(await within(entries).findByRole('link', { name: 'Invoice INV-2026-000101 paid' })).toHaveAttribute('href', '/invoices/inv-1');
    expect(screen.getByRole('heading', { name: 'Platform fee revenue' })).toBeInTheDocument();
  });

  it('is not shown to the bank, and its pages say so', async () => {
    setup(Role.BANK_FINANCE, '/ledger');
    await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    expect(screen.queryByRole('table', { name: 'Platform Accounts' })).not.toBeInTheDocument();
  });

  it('/ledger/audits lists the runs with their differences and runs one on demand', async () => {
    const { view, user } = setup(Role.PG_ADMIN, '/ledger/audits');
    expect(await screen.findByRole('heading', { name: 'Ledger Audits' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('1 difference')).toBeInTheDocument();
    expect(screen.getByText('Clean')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Differences' }));
    expect(screen.getByText(/3 lines summing to -1/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run audit now' }));
    await waitFor(() => expect(view.calls.some((c) => c.operationName === 'RunLedgerAudit')).toBe(true));
  });
});

describe('Ledger Details links', () => {
  it('each entry opens the invoice, checkout, refund, dispute or transfer it came from', async () => {
    setup(Role.BANK_ADMIN, '/ledger/org-1');
    const table = await screen.findByRole('table', { name: 'Ledger Details' }, SLOW);
    expect(await within(table).findByRole('link', { name: 'Transfer TRF-2026-000701 (2 items)' })).toHaveAttribute('href', '/transfers/trf-1');
  });
});

describe('dashboard', () => {
  it('shows organizations that owe the platform apart from what the bank owes merchants', async () => {
    setup(Role.BANK_ADMIN, '/', { OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 1384.5, owing: 300, owingOrganizations: 1 } } }) });
    expect(await screen.findByText('$1,384.50', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/1 organization owes the platform/)).toHaveTextContent('$300.00');
  });

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
