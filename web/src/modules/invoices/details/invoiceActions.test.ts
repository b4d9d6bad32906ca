import { Role } from '@pg/domain';

import { invoiceActions } from './invoiceActions';

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
