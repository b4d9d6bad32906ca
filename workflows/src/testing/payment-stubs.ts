import type { DisburseOutcome } from '../invoice/invoice.messages';
import type { PayResult } from '../payment/payment.messages';

/** What the stub activities of a payable process (invoice, checkout) were asked to do. */
export interface PaymentCalls {
  /** Idempotency keys of the charges, in order. */
  charges: string[];
  /** Payment ids whose receipt went out. */
  receipts: string[];
  /** Records voided (invoice) or cancelled (checkout). */
  ended: string[];
  disbursed: string[];
  /** While set, a transfer holds the record: the disburse stub changes nothing. */
  heldByTransfer?: boolean;
}

export const newPaymentCalls = (): PaymentCalls => ({ charges: [], receipts: [], ended: [], disbursed: [] });

/**
 * The stub steps of a payable process, for each test to name as its activities: a charge
 * succeeds as payment p-<n> (n: the charge's number), `tok_decline` is declined, or `decide`
 * decides; the other steps record their call.
 */
export function paymentStubs(calls: PaymentCalls, amounts: { amountCents: number; platformFeeCents: number }, decide?: (key: string) => Promise<PayResult>) {
  return {
    async charge({ idempotencyKey, token }: { idempotencyKey: string; token: string }): Promise<PayResult> {
      calls.charges.push(idempotencyKey);
      if (decide) return decide(idempotencyKey);
      const paymentId = `p-${calls.charges.length}`;
      if (token === 'tok_decline') {
        return { status: 'failed', paymentId, ...amounts, errorType: 'card_error', failCode: 'card_declined', failMessage: 'Your card was declined.' };
      }
      return { status: 'succeeded', paymentId, ...amounts };
    },
    async receipt({ paymentId }: { paymentId: string }): Promise<void> {
      calls.receipts.push(paymentId);
    },
    async end(id: string): Promise<void> {
      calls.ended.push(id);
    },
    async disburse(id: string): Promise<DisburseOutcome> {
      if (calls.heldByTransfer) return 'inTransfer';
      calls.disbursed.push(id);
      return 'disbursed';
    },
  };
}
