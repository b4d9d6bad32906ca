import type { ProcessEvent } from './process-history';
import { buildTimeline } from './process-steps';

// Issue 41: the timeline of a payment that failed over shows each attempt, its processor and its class.

const at = (s: number) => new Date(Date.UTC(2026, 11, 8, 10, 0, s));
const payer = { name: 'Jane Payer' };
const key = 'invoice-INV-1/k1';

function events(fallbacks: string[] | undefined): ProcessEvent[] {
  const first = { invoiceId: 'inv-1', idempotencyKey: key, processor: 'sandbox', ...(fallbacks ? { fallbacks } : {}) };
  return [
    { type: 'started', order: 1, at: at(0), input: { invoiceId: 'inv-1', status: 'unpaid' } },
    {
      type: 'activity',
      order: 5,
      at: at(1),
      name: 'chargeInvoice',
      input: first,
      outcome: 'succeeded',
      result: { status: 'failed', processor: 'sandbox', failCode: 'rate_limit', declineClass: 'retryableElsewhere', failMessage: 'x' },
      failure: null,
    },
    {
      type: 'activity',
      order: 8,
      at: at(2),
      name: 'chargeInvoice',
      input: { ...first, idempotencyKey: `${key}/failover-2`, processor: 'sandboxB', fallbacks: [] },
      outcome: 'succeeded',
      result: { status: 'succeeded', processor: 'sandboxB', amountCents: 1000 },
      failure: null,
    },
    {
      type: 'update',
      order: 9,
      at: at(2),
      name: 'pay',
      input: { payer },
      outcome: 'succeeded',
      result: { status: 'succeeded', amountCents: 1000, receiptSent: true },
      failure: null,
    },
  ];
}

describe('the timeline of a payment that failed over', () => {
  it('shows each attempt with its processor, code and class, then the payment', () => {
    const steps = buildTimeline('invoice', events(['sandboxB'])).steps.map((s) => [s.title, s.state, s.detail ?? null]);
    expect(steps.slice(1, 4)).toEqual([
      ['Charge attempt at Sandbox failed', 'failed', 'rate_limit · Retryable elsewhere'],
      ['Charged at Sandbox (fallback)', 'done', null],
      ['Paid by card', 'done', '$10.00'],
    ]);
  });

  it('a payment with one processor shows no attempts (as before)', () => {
    const single = events(undefined).filter((e) => !(e.type === 'activity' && String(e.input.idempotencyKey).endsWith('/failover-2')));
    const titles = buildTimeline('invoice', single).steps.map((s) => s.title);
    expect(titles.some((t) => t.startsWith('Charge'))).toBe(false);
  });
});
