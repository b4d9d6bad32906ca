import fc from 'fast-check';

import { availableRefundCents, refundProcessingFeeCents, refundTotals } from './fees';
import {
  REFUND_ACTION_MESSAGES,
  REFUND_ACTIONS,
  type RefundAction,
  refundActionsFor,
  refundActorOf,
  refundAwaitsRole,
  refundRefusal,
  refundStatusOf,
  refundTransition,
} from './refund-rules';
import { ALL_ROLES, Role } from './roles';
import { REFUND_PROGRESS_STATUSES, type RefundProgressStatus } from './statuses';
import { validateRefundInitiate } from './validation';

const { PG_ADMIN, BANK_ADMIN, BANK_FINANCE, OWNER, ADMIN, USER } = Role;

describe('refund fee rule (spec 001 section 9)', () => {
  it('4.99 % of the subtotal, half-up to the cent, only under fullRefund', () => {
    expect(refundProcessingFeeCents(10_000, 'fullRefund')).toBe(499);
    // 100.10 x 4.99 % = 4.99499 -> 4.99; 100.21 x 4.99 % = 5.000479 -> 5.00
    expect(refundProcessingFeeCents(10_010, 'fullRefund')).toBe(499);
    expect(refundProcessingFeeCents(10_021, 'fullRefund')).toBe(500);
    // 10.01 x 4.99 % = 0.499499 -> 0.50 (half-up on the exact product)
    expect(refundProcessingFeeCents(1_001, 'fullRefund')).toBe(50);
    expect(refundProcessingFeeCents(10_000, 'processingFeeNotRefunded')).toBe(0);
    expect(refundProcessingFeeCents(10_000, null)).toBe(0);
  });

  it('property: the fee is the exact product rounded half-up, integer cents, never more than 5 %', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (subtotal) => {
        const fee = refundProcessingFeeCents(subtotal, 'fullRefund');
        expect(Number.isInteger(fee)).toBe(true);
        // Exact: fee = floor((subtotal * 499 + 5000) / 10000) in integers.
        expect(BigInt(fee)).toBe((BigInt(subtotal) * 499n + 5000n) / 10000n);
        expect(fee * 10_000).toBeLessThanOrEqual(subtotal * 500 + 5000);
        expect(refundProcessingFeeCents(subtotal, 'processingFeeNotRefunded')).toBe(0);
      }),
    );
  });

  it('property: total = subtotal + fee and remaining = available - total (what the API accepts next)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom('fullRefund' as const, 'processingFeeNotRefunded' as const),
        fc.integer({ min: 0, max: 50_000_000 }),
        (amounts, terms, available) => {
          const t = refundTotals({ lineItems: amounts.map((amountCents) => ({ amountCents })), refundPolicyTerms: terms, availableCents: available });
          const subtotal = amounts.reduce((a, b) => a + b, 0);
          expect(t.subtotalCents).toBe(subtotal);
          expect(t.totalCents).toBe(subtotal + refundProcessingFeeCents(subtotal, terms));
          expect(t.remainingCents).toBe(available - t.totalCents);
        },
      ),
    );
  });
});

describe('available refund amount', () => {
  it('paid total less earlier refunds that are not denied', () => {
    expect(
      availableRefundCents(100_00, [
        { amountCents: 30_00, denied: false },
        { amountCents: 50_00, denied: true },
      ]),
    ).toBe(70_00);
    expect(availableRefundCents(100_00, [{ amountCents: 120_00, denied: false }])).toBe(0);
    // After a refund of $50.00 + $2.50 fee on a $459.00 payment, $406.50 remains: the screen and the API agree.
    const after = availableRefundCents(459_00, [{ amountCents: 52_50, denied: false }]);
    expect(after).toBe(406_50);
    expect(refundTotals({ lineItems: [{ amountCents: after }], refundPolicyTerms: 'processingFeeNotRefunded', availableCents: after }).remainingCents).toBe(0);
    // A dispute open (or lost) for the whole amount leaves nothing to refund; a won one gives it back.
    expect(availableRefundCents(1_455_36, [], [{ amountCents: 1_455_36, holds: true }])).toBe(0);
    expect(availableRefundCents(1_455_36, [{ amountCents: 299_22, denied: false }], [{ amountCents: 1_455_36, holds: false }])).toBe(1_156_14);
  });

  it('property: never negative, never above the paid total, denied refunds change nothing', () => {
    const refund = fc.record({ amountCents: fc.integer({ min: 0, max: 1_000_000 }), denied: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.array(refund, { maxLength: 8 }), (paid, refunds) => {
        const available = availableRefundCents(paid, refunds);
        expect(available).toBeGreaterThanOrEqual(0);
        expect(available).toBeLessThanOrEqual(paid);
        expect(available).toBe(
          availableRefundCents(
            paid,
            refunds.filter((r) => !r.denied),
          ),
        );
        const held = refunds.filter((r) => !r.denied).reduce((s, r) => s + r.amountCents, 0);
        expect(available).toBe(Math.max(0, paid - held));
      }),
    );
  });

  it('the initiate form holds the refund total (with the fee under fullRefund) against it', () => {
    const lines = [{ description: 'Night', amount: '100.00' }];
    expect(validateRefundInitiate({ reason: 'other', notes: 'x', lineItems: lines, availableCents: 104_99, refundPolicyTerms: 'fullRefund' })).toEqual({});
    expect(validateRefundInitiate({ reason: 'other', notes: 'x', lineItems: lines, availableCents: 104_98, refundPolicyTerms: 'fullRefund' }).total).toBe(
      'Refund amount can not be greater than the funds available for refund',
    );
    expect(
      validateRefundInitiate({ reason: 'other', notes: 'x', lineItems: lines, availableCents: 100_00, refundPolicyTerms: 'processingFeeNotRefunded' }),
    ).toEqual({});
  });
});

describe('refund stages and roles (spec 001 sections 4 and 6)', () => {
  it('maps roles to stage actors', () => {
    expect([OWNER, ADMIN, USER, BANK_ADMIN, BANK_FINANCE, PG_ADMIN].map(refundActorOf)).toEqual(['merchant', 'merchant', undefined, 'bank', undefined, 'pg']);
  });

  it('walks merchant -> bank -> platform -> refunded', () => {
    expect(refundTransition(OWNER, 'merchantApprove', 'open', 'initiated')).toBe('merchantApproved');
    expect(refundTransition(BANK_ADMIN, 'approve', 'open', 'merchantApproved')).toBe('bankApproved');
    expect(refundTransition(PG_ADMIN, 'approve', 'open', 'bankApproved')).toBe('pgApproved');
    expect(refundTransition(PG_ADMIN, 'resolveRefunded', 'open', 'pgApproved')).toBe('refunded');
    expect(refundTransition(PG_ADMIN, 'resolveNotRefunded', 'open', 'pgApproved')).toBe('notRefunded');
    expect(refundTransition(ADMIN, 'merchantDecline', 'open', 'initiated')).toBe('merchantDeclined');
    expect(refundTransition(BANK_ADMIN, 'deny', 'open', 'merchantDeclined')).toBe('denied');
    expect(refundTransition(PG_ADMIN, 'deny', 'open', 'bankApproved')).toBe('denied');
  });

  it('refuses wrong stage, wrong role and closed refunds with a reason', () => {
    expect(refundRefusal(BANK_ADMIN, 'approve', 'open', 'initiated')).toBe(REFUND_ACTION_MESSAGES.notYourStage);
    expect(refundRefusal(USER, 'merchantApprove', 'open', 'initiated')).toBe(REFUND_ACTION_MESSAGES.notRole);
    expect(refundRefusal(OWNER, 'merchantApprove', 'closed', 'denied')).toBe(REFUND_ACTION_MESSAGES.closed);
    expect(refundRefusal(OWNER, 'merchantApprove', 'open', 'merchantApproved')).toBe(REFUND_ACTION_MESSAGES.notYourStage);
    expect(refundRefusal(PG_ADMIN, 'resolveRefunded', 'open', 'bankApproved')).toBe(REFUND_ACTION_MESSAGES.notYourStage);
  });

  it('property: an allowed action is taken by the stage actor of an open refund, and a closed refund allows nothing', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ALL_ROLES),
        fc.constantFrom(...REFUND_ACTIONS),
        fc.constantFrom(...REFUND_PROGRESS_STATUSES),
        (role, action: RefundAction, progress: RefundProgressStatus) => {
          const status = refundStatusOf(progress);
          const to = refundTransition(role, action, status, progress);
          if (status === 'closed') expect(to).toBeUndefined();
          if (to !== undefined) {
            expect(refundAwaitsRole(role, status, progress)).toBe(true);
            expect(to).not.toBe(progress);
            expect(refundActionsFor(role, status, progress)).toContain(action);
            expect(refundRefusal(role, action, status, progress)).toBeUndefined();
          } else {
            expect(refundRefusal(role, action, status, progress)).toBeDefined();
          }
        },
      ),
    );
  });
});
