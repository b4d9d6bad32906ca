import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

// The dashboard per role: the figures of its aggregate query, the chart's table alternative,
// the empty and error states, and the period sent to the API.
const point = (bucket: string, grossCents: number, netCents: number, count: number) => ({ __typename: 'MoneyPoint', bucket, grossCents, netCents, count });
const queue = (items: { id: string; code: string; label: string; amountCents: number; dueAt?: string | null; url: string }[], total = items.length) => ({
  __typename: 'DashboardQueue',
  total,
  items: items.map((i) => ({ __typename: 'DashboardItem', dueAt: null, ...i })),
});
const EMPTY = queue([]);

const merchant = (over: Record<string, unknown> = {}) => ({
  data: {
    merchantDashboard: {
      __typename: 'MerchantDashboard',
      livemode: true,
      from: '2026-09-01',
      to: '2026-11-27',
      bucket: 'month',
      volume: [point('2026-09-01', 1234500, 1180000, 7), point('2026-10-01', 0, 0, 0), point('2026-11-01', 250075, 240000, 2)],
      grossCents: 1484575,
      netCents: 1420000,
      invoices: { __typename: 'PaidUnpaid', paid: 6, unpaid: 2 },
      checkouts: { __typename: 'PaidUnpaid', paid: 3, unpaid: 1 },
      refunds: { __typename: 'CountAndRate', count: 1, amountCents: 10450, rateBps: 1111 },
      disputes: { __typename: 'CountAndRate', count: 0, amountCents: 0, rateBps: 0 },
      payableBalanceCents: 383204,
      disputeDeadlines: queue([
        { id: 'd1', code: 'DSP-2026-000001', label: 'Received', amountCents: 50000, dueAt: '2026-12-03T10:46:00.000Z', url: '/disputes/details/d1' },
      ]),
      refundsAwaiting: queue([{ id: 'r1', code: 'REF-2026-000001', label: 'Initiated', amountCents: 19948, url: '/refunds/details/r1' }], 7),
      ...over,
    },
  },
});

describe('Dashboard per role', () => {
  it('a merchant sees its figures, the volume chart with its table, and what waits for it', async () => {
    const { view, user } = renderPage(Role.OWNER, '/', { MerchantDashboard: () => merchant() });
    expect(await screen.findByText('$14,845.75', {}, SLOW)).toBeInTheDocument();
    // the spec's greeting, shortcuts and help stay
    expect(screen.getByText('Quick Shortcuts')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create An Invoice' })).toHaveAttribute('href', '/invoices/add');
    expect(screen.getByText('Help', { selector: 'h2, h3' })).toBeInTheDocument();
    expect(screen.getByText('$14,200.00')).toBeInTheDocument();
    expect(screen.getByText('$3,832.04')).toBeInTheDocument();
    expect(screen.getByText('6 paid')).toBeInTheDocument();
    expect(screen.getByText('2 unpaid now')).toBeInTheDocument();
    expect(screen.getByText(/11\.1% of payments · \$104\.50/)).toBeInTheDocument();
    // the chart is one focusable image named by its figures
    const chart = screen.getByRole('img', { name: /Volume, 3 months: Gross \$14,845\.75, Net \$14,200\.00/ });
    expect(chart).toHaveAttribute('tabindex', '0');
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveAttribute('aria-pressed', 'true');
    const table = screen.getByRole('table', { name: /Volume, 3 months/ });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'PeriodGrossNetPayments',
      'Sep-2026$12,345.00$11,800.007',
      'Oct-2026$0.00$0.000',
      'Nov-2026$2,500.75$2,400.002',
    ]);
    expect(screen.getByRole('link', { name: 'DSP-2026-000001' })).toHaveAttribute('href', '/disputes/details/d1');
    expect(screen.getByText('Dispute response deadlines (1)')).toBeInTheDocument();
    expect(screen.getByText('Refunds awaiting your approval (7)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all 7' })).toHaveAttribute('href', '/refunds');
    // the default period: the last 90 days by week
    const call = view.calls.find((c) => c.operationName === 'MerchantDashboard')!;
    expect(call.variables.bucket).toBe('week');
    expect((Date.parse(String(call.variables.to)) - Date.parse(String(call.variables.from))) / 86_400_000).toBe(89);
    expect(call.variables.livemode).toBe(true);
  });

  it('a merchant viewing test data gets the test figures: no balance, no invoices, said above the figures', async () => {
    window.sessionStorage.setItem('pg.viewMode', 'test');
    try {
      const { view } = renderPage(Role.OWNER, '/', {
        MerchantDashboard: (vars: Record<string, unknown>) =>
          merchant(vars.livemode === false ? { livemode: false, payableBalanceCents: null, grossCents: 46121 } : {}),
      });
      expect(await screen.findByText('$461.21', {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your payments · Test data' })).toBeInTheDocument();
      expect(screen.getByText(/Test payments move no money/)).toBeInTheDocument();
      expect(screen.queryByText('Payable balance')).not.toBeInTheDocument();
      expect(screen.queryByText('6 paid')).not.toBeInTheDocument();
      expect(screen.getByText('3 paid')).toBeInTheDocument();
      expect(view.calls.filter((c) => c.operationName === 'MerchantDashboard').every((c) => c.variables.livemode === false)).toBe(true);
    } finally {
      window.sessionStorage.clear();
    }
  });

  it('a merchant with no payments in the period is told so; a wrong period is explained before asking', async () => {
    const { view, user } = renderPage(Role.USER, '/', {
      MerchantDashboard: () =>
        merchant({ volume: [point('2026-11-01', 0, 0, 0)], grossCents: 0, netCents: 0, disputeDeadlines: EMPTY, refundsAwaiting: EMPTY }),
    });
    expect(await screen.findByText('No payments in this period', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText('No dispute needs your response.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show as table' })).not.toBeInTheDocument();
    const asked = view.calls.filter((c) => c.operationName === 'MerchantDashboard').length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2099-01-01');
    expect(await screen.findByText('The start date must be on or before the end date')).toBeInTheDocument();
    expect(view.calls.filter((c) => c.operationName === 'MerchantDashboard').length).toBe(asked);
  });

  it('says in words why the figures could not be loaded, and tries again', async () => {
    let fail = true;
    renderPage(Role.ADMIN, '/', {
      MerchantDashboard: () =>
        fail ? { data: null, errors: [{ message: 'A period can span at most 731 days', extensions: { code: 'BAD_USER_INPUT' } }] } : merchant(),
    });
    expect(await screen.findByText('The server answered: A period can span at most 731 days', {}, SLOW)).toBeInTheDocument();
    fail = false;
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByText('$14,845.75')).toBeInTheDocument();
  });

  it.each([Role.BANK_ADMIN, Role.BANK_FINANCE])('bank staff (%s) see outstanding per merchant apart, transfers and what waits for the bank', async (role) => {
    const { user } = renderPage(role, '/', {
      OutstandingAmount: () => ({ data: { outstandingAmount: { __typename: 'OutstandingAmount', amount: 3832.04, owing: 0, owingOrganizations: 0 } } }),
      BankDashboard: () => ({
        data: {
          bankDashboard: {
            __typename: 'BankDashboard',
            from: '2026-09-01',
            to: '2026-11-27',
            bucket: 'month',
            owedCents: 383204,
            owingCents: 12000,
            owed: [{ __typename: 'OrganizationBalance', organizationId: 'o1', name: 'Druk Heritage Tours', balanceCents: 383204 }],
            owing: [{ __typename: 'OrganizationBalance', organizationId: 'o2', name: 'Paro Valley Hotel', balanceCents: -12000 }],
            transfers: [point('2026-09-01', 2100000, 2100000, 1), point('2026-10-01', 0, 0, 0), point('2026-11-01', 700000, 690000, 2)],
            refundsAwaiting: queue([{ id: 'r2', code: 'REF-2026-000002', label: 'Merchant Approved', amountCents: 9974, url: '/refunds/details/r2' }]),
            organizationsAwaiting: queue([{ id: 'o3', code: 'Bumthang Valley Lodge', label: 'Awaiting approval', amountCents: 0, url: '/organizations/o3' }]),
          },
        },
      }),
    });
    expect(await screen.findByText('Outstanding per merchant', {}, SLOW)).toBeInTheDocument();
    const owed = screen.getByRole('table', { name: 'The platform owes them (largest first)' });
    expect(within(owed).getByRole('link', { name: 'Druk Heritage Tours' })).toHaveAttribute('href', '/ledger/o1');
    const owing = screen.getByRole('table', { name: 'They owe the platform (largest first)' });
    expect(within(owing).getByText('$120.00')).toBeInTheDocument();
    // Bank Finance manages organizations and gets the way to review each; the Bank Admin cannot
    // act on them and is not shown the card (issue 50: no dead ends).
    if (role === Role.BANK_FINANCE) {
      expect(screen.getByRole('link', { name: 'Bumthang Valley Lodge' })).toHaveAttribute('href', '/organizations/o3');
      expect(screen.getByRole('link', { name: 'Review Bumthang Valley Lodge' })).toHaveAttribute('href', '/organizations/o3');
    } else {
      expect(screen.queryByText('Bumthang Valley Lodge')).not.toBeInTheDocument();
      expect(screen.queryByText(/Organizations awaiting approval/)).not.toBeInTheDocument();
    }
    // The owed figure once: the Bank Admin's Outstanding Balance card holds it, so no tile repeats it.
    if (role === Role.BANK_ADMIN) expect(screen.queryByText('Owed to merchants')).not.toBeInTheDocument();
    else expect(screen.getByText('Owed to merchants')).toBeInTheDocument();
    expect(screen.getByText('Refunds waiting for the bank (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    const table = screen.getByRole('table', { name: /Transfers, 3 months: Paid out \$28,000\.00, Net of reversals \$27,900\.00/ });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    // the bank admin's own outstanding balance card stays
    if (role === Role.BANK_ADMIN) expect(screen.getByText('Outstanding Balance to Bank is')).toBeInTheDocument();
    else expect(screen.queryByText('Outstanding Balance to Bank is')).not.toBeInTheDocument();
  });

  it('the platform admin sees volume and fees, disputes by status, and stuck processes with what they wait on', async () => {
    renderPage(Role.PG_ADMIN, '/', {
      PlatformDashboard: () => ({
        data: {
          platformDashboard: {
            __typename: 'PlatformDashboard',
            from: '2026-09-01',
            to: '2026-11-27',
            bucket: 'month',
            volume: [point('2026-11-01', 500000, 25000, 4)],
            grossCents: 500000,
            feeRevenueCents: 25000,
            disputesByStatus: [
              { __typename: 'StatusCount', status: 'received', count: 3 },
              { __typename: 'StatusCount', status: 'overturned', count: 1 },
            ],
            disputesDueSoon: queue([
              { id: 'd9', code: 'DSP-2026-000009', label: 'Received', amountCents: 1000, dueAt: '2026-11-28T08:00:00.000Z', url: '/disputes/details/d9' },
            ]),
            refundsAwaiting: EMPTY,
            stuckProcesses: {
              __typename: 'StuckProcesses',
              thresholdMinutes: 30,
              checked: 12,
              error: null,
              items: [
                {
                  __typename: 'StuckProcess',
                  workflowId: 'transfer-TRF-2026-000004',
                  workflowType: 'transferWorkflow',
                  startedAt: '2026-11-27T08:00:00.000Z',
                  lastProgressAt: '2026-11-27T08:01:00.000Z',
                  waitingOn: 'activity sendTransferReport',
                  attempts: 14,
                  lastFailure: 'SMTP refused',
                },
              ],
            },
          },
        },
      }),
    });
    expect(await screen.findByText('Stuck processes (1)', {}, SLOW)).toBeInTheDocument();
    const stuck = screen.getByRole('table', { name: /not moved for 30 minutes/ });
    expect(within(stuck).getByText('transfer-TRF-2026-000004')).toBeInTheDocument();
    expect(within(stuck).getByText('activity sendTransferReport')).toBeInTheDocument();
    const byStatus = screen.getByRole('table', { name: 'Every dispute, by its stage' });
    expect(within(byStatus).getByRole('row', { name: 'Received 3' })).toBeInTheDocument();
    expect(screen.getByText('Disputes due within 48 h (1)')).toBeInTheDocument();
    expect(screen.getByText('No refund waits for the platform.')).toBeInTheDocument();
    // Decided (HANDOFF.md, spec 002 L29 vs 000 L85): no shortcut to /invoices/add, which staff cannot open.
    expect(screen.queryByRole('link', { name: 'Create An Invoice' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Update Your Profile' })).toHaveAttribute('href', '/account-settings');
    expect(screen.getByText('$250.00')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('img', { name: /Volume and fee revenue, 1 month:/ })).toBeInTheDocument());
  });
});
