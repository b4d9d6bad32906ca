import { Role } from '@pg/domain';

import { invoiceActionReasons, invoiceActions } from './invoiceActions';

describe('invoice action rules (spec 000 section 6)', () => {
  it('merchant on an unpaid invoice: share and void, no refund', () => {
    expect(invoiceActions(Role.OWNER, 'unpaid')).toEqual({
      customerView: true,
      copyPaylink: true,
      initiateRefund: false,
      void: true,
      showDisburse: false,
      disburse: false,
    });
  });

  it('merchant on a paid invoice: refund only (not on mobile)', () => {
    expect(invoiceActions(Role.USER, 'paid')).toMatchObject({ copyPaylink: false, initiateRefund: true, void: false });
    expect(invoiceActions(Role.USER, 'paid', true).initiateRefund).toBe(false);
  });

  it('void invoices: nothing to share or void', () => {
    expect(invoiceActions(Role.ADMIN, 'void')).toMatchObject({ customerView: false, copyPaylink: false, void: false });
  });

  it('platform: disburse only when paid, never void or share', () => {
    expect(invoiceActions(Role.PG_ADMIN, 'paid')).toMatchObject({
      showDisburse: true,
      disburse: true,
      void: false,
      customerView: false,
      initiateRefund: false,
    });
    expect(invoiceActions(Role.PG_ADMIN, 'unpaid')).toMatchObject({ showDisburse: true, disburse: false, void: false });
    expect(invoiceActions(Role.PG_ADMIN, 'disbursed').disburse).toBe(false);
  });

  it('bank roles: no disburse, no sharing, no refunds', () => {
    expect(invoiceActions(Role.BANK_ADMIN, 'paid')).toMatchObject({ showDisburse: false, copyPaylink: false, initiateRefund: false });
  });
});

describe('invoiceActionReasons: every disabled action says why', () => {
  it('gives a reason for each action the rules disable, and none for enabled ones', () => {
    for (const role of [Role.PG_ADMIN, Role.BANK_ADMIN, Role.OWNER, Role.USER]) {
      for (const status of ['unsent', 'unpaid', 'paid', 'disbursed', 'void'] as const) {
        for (const mobile of [false, true]) {
          const state = invoiceActions(role, status, mobile);
          const reasons = invoiceActionReasons(role, status, mobile);
          for (const action of ['customerView', 'copyPaylink', 'initiateRefund', 'void'] as const) {
            expect([action, Boolean(reasons[action])]).toEqual([action, !state[action]]);
          }
          expect(Boolean(reasons.disburse)).toBe(state.showDisburse && !state.disburse);
        }
      }
    }
  });

  it('names the cause: staff, the status, the phone', () => {
    expect(invoiceActionReasons(Role.BANK_ADMIN, 'paid').initiateRefund).toBe('Refunds are started by the merchant.');
    expect(invoiceActionReasons(Role.OWNER, 'unpaid').initiateRefund).toBe('Only a paid invoice can be refunded.');
    expect(invoiceActionReasons(Role.OWNER, 'paid', true).initiateRefund).toBe('Start a refund on a wider screen.');
    expect(invoiceActionReasons(Role.OWNER, 'paid').copyPaylink).toBe('The invoice is already paid.');
  });
});
