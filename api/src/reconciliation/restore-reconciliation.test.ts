import type { ProcessEvent } from '../process-timeline/process-history';
import { completedPayment } from './restore-reconciliation';

const at = new Date('2026-12-08T10:00:00Z');
const update = (name: string, outcome: 'succeeded' | 'failed' | 'pending', result: unknown, order: number): ProcessEvent => ({
  type: 'update',
  order,
  at: new Date(at.getTime() + order * 1000),
  name,
  input: {},
  outcome,
  result,
  failure: null,
});

describe('completedPayment (the reconciliation after a restore reads it from a process history)', () => {
  it('is the succeeded pay update that succeeded at the processor', () => {
    const events = [
      update('pay', 'succeeded', { status: 'failed', failCode: 'card_declined' }, 1),
      update('pay', 'succeeded', { status: 'succeeded', paymentId: 'p-2', amountCents: 104_250, platformFeeCents: 0 }, 2),
      // The same payment's retry with its idempotency key answers the same outcome again.
      update('pay', 'succeeded', { status: 'succeeded', paymentId: 'p-2', amountCents: 104_250, platformFeeCents: 0 }, 3),
    ];
    expect(completedPayment(events)).toEqual({ paymentId: 'p-2', amountCents: 104_250, at: new Date(at.getTime() + 3000) });
  });

  it('is none for declines, pending or failed updates and other updates', () => {
    expect(
      completedPayment([
        update('pay', 'succeeded', { status: 'failed' }, 1),
        update('pay', 'pending', undefined, 2),
        update('pay', 'failed', undefined, 3),
        update('void', 'succeeded', 'void', 4),
      ]),
    ).toBeNull();
  });

  it('counts a charge settled from the reconciliation queue as paid', () => {
    expect(completedPayment([update('settleReconciliation', 'succeeded', { status: 'succeeded', paymentId: 'p-9', amountCents: 500 }, 1)])?.paymentId).toBe(
      'p-9',
    );
  });
});
