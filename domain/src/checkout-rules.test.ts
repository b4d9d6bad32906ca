import { canInitiateCheckoutRefund } from './checkout-rules';
import { Role } from './roles';

describe('checkout Initiate Refund (spec 002 L123)', () => {
  it('is enabled for merchants on a paid or disbursed checkout', () => {
    expect(canInitiateCheckoutRefund(Role.OWNER, 'paid')).toBe(true);
    expect(canInitiateCheckoutRefund(Role.USER, 'disbursed')).toBe(true);
    expect(canInitiateCheckoutRefund(Role.BANK_ADMIN, 'paid')).toBe(false);
    expect(canInitiateCheckoutRefund(Role.PG_ADMIN, 'disbursed')).toBe(false);
  });

  it('the mobile variant requires status disbursed', () => {
    expect(canInitiateCheckoutRefund(Role.OWNER, 'paid', { mobile: true })).toBe(false);
    expect(canInitiateCheckoutRefund(Role.OWNER, 'disbursed', { mobile: true })).toBe(true);
  });
});
