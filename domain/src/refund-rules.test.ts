import fc from 'fast-check';

import { availableRefundCents, refundTotals } from './fees';
import { NO_REFUND_FEE_BASIS, refundProcessingFeeCents } from './refund-fee';
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

describe('refund totals', () => {
  it('property: total = subtotal + fee and remaining = available - total (what the API accepts next)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 10 }),
        fc.constantFrom('fullRefund' as const, 'processingFeeNotRefunded' as const),
        fc.integer({ min: 0, max: 50_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amounts, terms, available, chargedFeeCents) => {
          const feeBasis = { chargedSubtotalCents: 10_000_000, chargedFeeCents, refundedSubtotalCents: 0, refundedFeeCents: 0 };
          const t = refundTotals({ lineItems: amounts.map((amountCents) => ({ amountCents })), refundPolicyTerms: terms, availableCents: available, feeBasis });
          const subtotal = amounts.reduce((a, b) => a + b, 0);
          expect(t.subtotalCents).toBe(subtotal);
          expect(t.totalCents).toBe(subtotal + refundProcessingFeeCents(subtotal, terms, feeBasis));
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
    expect(
      refundTotals({ lineItems: [{ amountCents: after }], refundPolicyTerms: 'processingFeeNotRefunded', availableCents: after, feeBasis: NO_REFUND_FEE_BASIS })
        .remainingCents,
    ).toBe(0);
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

  it('the server holds the refund total (with the pro rata fee under fullRefund) against it', () => {
    const lines = [{ description: 'Night', amount: '100.00' }];
    const feeBasis = { chargedSubtotalCents: 100_00, chargedFeeCents: 4_99, refundedSubtotalCents: 0, refundedFeeCents: 0 };
    const merchantPaysAll = { ...feeBasis, chargedFeeCents: 0 };
    expect(
      validateRefundInitiate({ reason: 'other', notes: 'x', lineItems: lines, availableCents: 104_99, refundPolicyTerms: 'fullRefund', feeBasis }),
    ).toEqual({});
    // The merchant paid the whole fee: the payer paid $100.00 and a full refund of it is accepted.
    expect(
      validateRefundInitiate({
        reason: 'other',
        notes: 'x',
        lineItems: lines,
        availableCents: 100_00,
        refundPolicyTerms: 'fullRefund',
        feeBasis: merchantPaysAll,
      }),
    ).toEqual({});
    expect(
      validateRefundInitiate({ reason: 'other', notes: 'x', lineItems: lines, availableCents: 104_98, refundPolicyTerms: 'fullRefund', feeBasis }).total,
    ).toBe('Refund amount can not be greater than the funds available for refund');
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
