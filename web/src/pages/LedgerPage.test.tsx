import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';
import { ledgerEntryFixture, ledgerOrganizationFixture } from '../modules/transfers/test/transferFixtures';
import type { FakeResolver } from '../test/fakeLink';

afterEach(() => window.localStorage.clear());

const PLATFORM_ACCOUNTS = [
  { __typename: 'LedgerAccount', id: 'platform:fee-revenue', kind: 'feeRevenue', name: 'Platform fee revenue', processor: null, balance: 1250.75, entries: 41 },
  {
    __typename: 'LedgerAccount',
    id: 'clearing:sandbox',
    kind: 'clearing',
    name: 'Card processor clearing (sandbox)',
    processor: 'sandbox',
    balance: 20100,
    entries: 60,
  },
];
const AUDIT_RUNS = [
  {
    __typename: 'LedgerAuditRun',
    id: 'run-2',
    trigger: 'manual',
    status: 'differences',
    startedAt: '2026-11-25T02:00:00.000Z',
    finishedAt: '2026-11-25T02:00:01.000Z',
    checks: 7,
    differenceCount: 1,
    differences: [{ __typename: 'LedgerAuditDifference', check: 'balancedJournals', subject: 'invoicePayment:invoice:x', detail: '3 lines summing to -1' }],
    error: null,
    mailedAt: '2026-11-25T02:00:02.000Z',
  },
  {
    __typename: 'LedgerAuditRun',
    id: 'run-1',
    trigger: 'schedule',
    status: 'clean',
    startedAt: '2026-11-24T02:00:00.000Z',
    finishedAt: '2026-11-24T02:00:01.000Z',
    checks: 7,
    differenceCount: 0,
    differences: [],
    error: null,
    mailedAt: null,
  },
];

function setup(role: Role, path: string, extra: Record<string, FakeResolver> = {}) {
  return renderPage(role, path, {
    LedgerOrganizations: () => ({
      data: {
        ledgerOrganizations: {
          __typename: 'LedgerOrganizationList',
          total: 2,
          items: [ledgerOrganizationFixture(), ledgerOrganizationFixture({ id: 'org-2', name: 'Paro Valley Hotel', type: 'hotel', currentBalance: 0 })],
        },
      },
    }),
    LedgerOrganization: () => ({ data: { organization: ledgerOrganizationFixture() } }),
    OrgLedger: () => ({
      data: {
        orgLedger: {
          __typename: 'LedgerEntryList',
          total: 2,
          items: [
            ledgerEntryFixture(),
            ledgerEntryFixture({ id: 'le-2', amount: 1384.5, balance: 2554.5, transactionType: 'invoicePayment', remarks: 'Invoice INV-2026-000101 paid' }),
          ],
        },
      },
    }),
    OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 1384.5, owing: 0, owingOrganizations: 0 } } }),
    LedgerAccounts: () => ({ data: { ledgerAccounts: PLATFORM_ACCOUNTS } }),
    LedgerAccountEntries: () => ({
      data: {
        ledgerAccountEntries: {
          __typename: 'LedgerEntryList',
          total: 1,
          endCursor: null,
          items: [
            ledgerEntryFixture({
              id: 'le-9',
              amount: 35,
              balance: 35,
              transactionType: 'invoicePayment',
              remarks: 'Invoice INV-2026-000101 paid',
              sourceType: 'invoice',
              sourceId: 'inv-1',
            }),
          ],
        },
      },
    }),
    LedgerAuditRuns: () => ({ data: { ledgerAuditRuns: AUDIT_RUNS } }),
    RunLedgerAudit: () => ({ data: { runLedgerAudit: AUDIT_RUNS[0] } }),
    ...extra,
  });
}

describe('/ledger', () => {
  it("lists organizations with initials, name, type and balance; Bank Finance's Create Organization opens the create page", async () => {
    const { view, user } = setup(Role.BANK_FINANCE, '/ledger');
    const table = await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Logo', 'Name', 'Type', 'Balance']);
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
    // Issue 50: a role that may not create organizations is not shown the button.
    expect(screen.queryByRole('button', { name: 'Create Organization' })).not.toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Search Organization'), 'Druk');
    await user.click(screen.getByRole('button', { name: /Balance/ }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.operationName === 'LedgerOrganizations').at(-1)?.variables).toMatchObject({
        searchParam: 'Druk',
        sortField: 'balance',
        sortDirection: 'ASC',
      }),
    );
    await user.click(screen.getByLabelText('Type'));
    await user.click(screen.getByRole('option', { name: 'Hotel' }));
    await waitFor(() =>
      expect(view.calls.filter((c) => c.operationName === 'LedgerOrganizations').at(-1)?.variables).toMatchObject({ type: ['hotel'], status: ['requested'] }),
    );
    await user.dblClick(within(table).getByText('Paro Valley Hotel'));
    await waitFor(() => expect(view.location()).toBe('/ledger/org-2'));
  });
});

describe('/ledger/{id}', () => {
  it('shows "Ledger Details" with Date, Transaction Type, Amount, Balance, Description', async () => {
    setup(Role.PG_ADMIN, '/ledger/org-1');
    const table = await screen.findByRole('table', { name: 'Ledger Details' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Transaction Type', 'Amount', 'Balance', 'Description']);
    const row = (await within(table).findByText('Transfer TRF-2026-000701 (2 items)')).closest('tr') as HTMLElement;
    // The type's column (phones show it on the stacked row's second line, the same cell).
    expect(within(row).getAllByText('Transfer')).toHaveLength(1);
    expect(within(row).getByText('-$1,170.00')).toBeInTheDocument();
    expect(within(table).getAllByText('Invoice Payment')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Druk Heritage Tours' })).toBeInTheDocument();
  });
});

describe("the platform's own accounts (PG Admin)", () => {
  it('lists them on /ledger with balances; a row opens its entries, and each entry links to its source', async () => {
    const { view, user } = setup(Role.PG_ADMIN, '/ledger');
    const table = await screen.findByRole('table', { name: 'Platform Accounts' }, SLOW);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Account', 'Balance', 'Entries']);
    expect(within(table).getByText('$1,250.75')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Card processor clearing (sandbox)' })).toHaveAttribute('href', '/ledger/accounts/clearing%3Asandbox');
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
    setup(Role.BANK_ADMIN, '/', {
      OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 1384.5, owing: 300, owingOrganizations: 1 } } }),
    });
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

describe('Ledger Details paging (keyset)', () => {
  const entryPage = (page: number, endCursor: string | null) => ({
    data: {
      orgLedger: {
        __typename: 'LedgerEntryList',
        total: 120,
        endCursor,
        items: [ledgerEntryFixture({ id: `le-p${page}`, remarks: `Entry of page ${page}`, sourceType: 'invoice', sourceId: `inv-${page}` })],
      },
    },
  });

  it('a page reached by Next continues after the endCursor of the page before; Previous goes back the same way', async () => {
    const { view, user } = setup(Role.BANK_FINANCE, '/ledger/org-1', {
      OrgLedger: (variables) =>
        variables.after === 'cursor-2' ? entryPage(2, 'cursor-3') : variables.after === 'cursor-3' ? entryPage(3, null) : entryPage(1, 'cursor-2'),
    });
    const table = await screen.findByRole('table', { name: 'Ledger Details' }, SLOW);
    await within(table).findByText('Entry of page 1');
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Entry of page 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(table).findByText('Entry of page 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(await within(table).findByText('Entry of page 2')).toBeInTheDocument();
    const asked = view.calls.filter((c) => c.operationName === 'OrgLedger').map((c) => ({ page: c.variables.page, after: c.variables.after }));
    expect(asked[0]).toEqual({ page: 1, after: undefined });
    expect(asked).toContainEqual({ page: undefined, after: 'cursor-2' });
    expect(asked).toContainEqual({ page: undefined, after: 'cursor-3' });
    expect(view.location()).toBe('/ledger/org-1?page=2');
  });

  it('a page opened by its number (a link, a reload) asks by number', async () => {
    const { view } = setup(Role.BANK_FINANCE, '/ledger/org-1?page=3', { OrgLedger: () => entryPage(3, null) });
    await screen.findByText('Entry of page 3', {}, SLOW);
    expect(view.calls.filter((c) => c.operationName === 'OrgLedger').map((c) => c.variables)).toEqual([expect.objectContaining({ page: 3 })]);
  });

  it('a cursor the API refuses falls back to the page by number', async () => {
    const { view, user } = setup(Role.BANK_FINANCE, '/ledger/org-1', {
      OrgLedger: (variables) =>
        variables.after
          ? { data: null, errors: [{ message: 'This ledger page link is no longer valid: open the ledger again.', extensions: { code: 'BAD_USER_INPUT' } }] }
          : variables.page === 2
            ? entryPage(2, null)
            : entryPage(1, 'stale'),
    });
    await screen.findByText('Entry of page 1', {}, SLOW);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Entry of page 2')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'OrgLedger').map((c) => c.variables.after ?? c.variables.page)).toEqual([1, 'stale', 2]);
  });
});

describe('ledger export from a ledger', () => {
  it("Ledger Details offers the organization's own account first", async () => {
    const { user } = setup(Role.BANK_ADMIN, '/ledger/org-1');
    await screen.findByRole('heading', { name: 'Druk Heritage Tours' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Ledger' });
    expect(within(dialog).getByRole('combobox', { name: 'Account' })).toHaveTextContent('Druk Heritage Tours');
  });

  it('/ledger offers Export to bank and platform staff', async () => {
    const { user } = setup(Role.BANK_FINANCE, '/ledger');
    await screen.findByRole('table', { name: 'Ledger' }, SLOW);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export Ledger' });
    expect(within(dialog).getByLabelText('From')).toHaveAttribute('type', 'date');
    expect(within(dialog).getByRole('combobox', { name: 'Account' })).toHaveTextContent('All accounts');
  });
});

describe('/ledger/accounts/{id}', () => {
  it("lists a platform account's entries with their running balance, each linking to its source", async () => {
    setup(Role.PG_ADMIN, '/ledger/accounts/clearing%3Asandbox', {
      LedgerAccountEntries: (variables) => ({
        data: {
          ledgerAccountEntries: {
            __typename: 'LedgerEntryList',
            total: 2,
            endCursor: null,
            items:
              variables.accountId === 'clearing:sandbox'
                ? [
                    ledgerEntryFixture({
                      id: 'le-r',
                      amount: -50,
                      balance: 20100,
                      transactionType: 'refund',
                      remarks: 'Refund RFD-2026-000301',
                      sourceType: 'refund',
                      sourceId: 'rf-1',
                    }),
                    ledgerEntryFixture({
                      id: 'le-w',
                      amount: 459,
                      balance: 20150,
                      transactionType: 'invoicePayment',
                      remarks: 'Checkout CHK-2026-000501 paid',
                      sourceType: 'webPayment',
                      sourceId: 'wp-1',
                    }),
                  ]
                : [],
          },
        },
      }),
    });
    expect(await screen.findByRole('heading', { name: 'Card processor clearing (sandbox)' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/clearing:sandbox/)).toHaveTextContent('clearing:sandbox · Balance $20,100.00');
    const table = screen.getByRole('table', { name: 'Ledger Details' });
    const refund = (await within(table).findByRole('link', { name: 'Refund RFD-2026-000301' })).closest('tr') as HTMLElement;
    expect(within(refund).getByText('-$50.00')).toBeInTheDocument();
    expect(within(refund).getByText('$20,100.00')).toBeInTheDocument();
    expect(within(refund).getByRole('link', { name: 'Refund RFD-2026-000301' })).toHaveAttribute('href', '/refunds/details/rf-1');
    expect(within(table).getByRole('link', { name: 'Checkout CHK-2026-000501 paid' })).toHaveAttribute('href', '/checkouts/wp-1');
  });

  it('is for PG Admin only: the bank is told it may not view it and nothing is asked', async () => {
    for (const role of [Role.BANK_ADMIN, Role.BANK_FINANCE]) {
      const { view } = setup(role, '/ledger/accounts/platform%3Afee-revenue');
      expect(await screen.findByText('You are not allowed to view this page', {}, SLOW)).toBeInTheDocument();
      expect(view.calls.some((c) => c.operationName === 'LedgerAccountEntries' || c.operationName === 'LedgerAccounts')).toBe(false);
      view.unmount();
    }
  });
});
