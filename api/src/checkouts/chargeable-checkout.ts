import type { EntityManager } from '@mikro-orm/postgresql';

import { executePrepared, prepared } from '../common/prepared-statements';
import { type EarlierAttempt, earlierAttemptJson } from '../payments/charge-steps';
import type { WebPayment } from './web-payment.entity';

/** What a charge needs of the checkout it pays and of its merchant. */
export type ChargeableCheckout = Pick<
  WebPayment,
  'id' | 'code' | 'status' | 'orderId' | 'amountCents' | 'transactionFeeCents' | 'merchantProcessingFeeCents' | 'livemode'
> & { owner: { id: string; blockTransactions: boolean } };

interface Row extends Omit<ChargeableCheckout, 'owner'> {
  ownerId: string;
  blockTransactions: boolean;
  found: EarlierAttempt | null;
}

// The checkout, its merchant and the key's attempt in one statement (as chargeable-invoice.ts).
const CHARGEABLE_SQL = prepared(
  'checkout-chargeable',
  `select w.id, w.code, w.status, w.order_id as "orderId", w.amount_cents as "amountCents",
  w.transaction_fee_cents as "transactionFeeCents", w.merchant_processing_fee_cents as "merchantProcessingFeeCents", w.livemode,
  o.id as "ownerId", o.block_transactions as "blockTransactions",
  (select ${earlierAttemptJson()} from checkout_payment p where p.idempotency_key = ?) as found
from web_payment w join organization o on o.id = w.owner_id
where w.id = ?`,
);

export async function readChargeableCheckout(
  em: EntityManager,
  checkoutId: string,
  idempotencyKey: string,
): Promise<{ checkout: ChargeableCheckout; found: EarlierAttempt | null }> {
  const [row] = await executePrepared<Row>(em, CHARGEABLE_SQL, [idempotencyKey, checkoutId]);
  if (!row) throw new Error(`Checkout ${checkoutId} not found`);
  const { ownerId, blockTransactions, found, ...checkout } = row;
  return { checkout: { ...checkout, owner: { id: ownerId, blockTransactions } }, found };
}
