import { Role } from '@pg/domain';
import { screen, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';
import { ageOf } from './ReconciliationPage';

const QUEUED = {
  __typename: 'ChargeReconciliation',
  id: 'rec-1',
  recordKind: 'invoice',
  recordId: 'inv-1',
  recordCode: 'INV-2026-000123',
  organizationName: 'Druk Heritage Tours',
  processor: 'sandbox',
  idempotencyKey: 'invoice-INV-2026-000123/pay-1',
  amount: 1029.99,
  attemptedAt: '2026-12-06T10:00:00.000Z',
  settledAt: null,
  outcome: null,
};

// /ledger/reconciliation (issue 47): the charges whose outcome stayed unknown, and PG Admin's settlement.
describe('/ledger/reconciliation', () => {
  it('lists each charge with its processor, key, amount and age; Paid needs the charge id and sends it', async () => {
    let queue = [QUEUED];
    const { view, user } = renderPage(Role.PG_ADMIN, '/ledger/reconciliation', {
      ChargeReconciliations: () => ({ data: { chargeReconciliations: queue } }),
      SettleChargeReconciliation: () => {
        queue = [];
        return {
          data: {
            settleChargeReconciliation: {
              __typename: 'ChargeReconciliation',
              id: 'rec-1',
              settledAt: '2026-12-07T10:00:00.000Z',
              outcome: 'paid',
              chargeId: 'ch_1',
            },
          },
        };
      },
    });
    const table = await screen.findByRole('table', { name: 'Waiting for reconciliation' }, SLOW);
    const row = within(table).getByText('INV-2026-000123').closest('tr')!;
    expect(within(row).getByText('sandbox')).toBeInTheDocument();
    expect(within(row).getByText('invoice-INV-2026-000123/pay-1')).toBeInTheDocument();
    expect(within(row).getByText('$1,029.99')).toBeInTheDocument();
    const paid = within(row).getByRole('button', { name: 'Paid' });
    expect(paid).toBeDisabled();
    await user.type(within(row).getByLabelText('Processor charge id'), 'ch_1');
    await user.click(paid);
    expect(await screen.findByText('INV-2026-000123 settled as paid.')).toBeInTheDocument();
    expect(view.calls.find((c) => c.operationName === 'SettleChargeReconciliation')?.variables).toEqual({ id: 'rec-1', outcome: 'paid', chargeId: 'ch_1' });
    expect(await screen.findByText('No payments are waiting for reconciliation')).toBeInTheDocument();
  });

  it('ages read in minutes, hours, then days', () => {
    const at = Date.parse('2026-12-07T00:00:00.000Z');
    expect(ageOf('2026-12-06T23:30:00.000Z', at)).toBe('30 min');
    expect(ageOf('2026-12-06T19:00:00.000Z', at)).toBe('5 h');
    expect(ageOf('2026-12-01T00:00:00.000Z', at)).toBe('6 days');
  });

  it('is PG Admin only', async () => {
    renderPage(Role.BANK_ADMIN, '/ledger/reconciliation', {});
    expect(await screen.findByText('You are not allowed to view this page', {}, SLOW)).toBeInTheDocument();
  });
});
