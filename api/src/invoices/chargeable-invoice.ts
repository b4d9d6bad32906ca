import type { EntityManager } from '@mikro-orm/postgresql';

import { executePrepared, prepared } from '../common/prepared-statements';
import { type EarlierAttempt, earlierAttemptJson } from '../payments/charge-steps';
import type { Invoice } from './invoice.entity';

/** What a charge needs of the invoice it pays and of its merchant. */
export type ChargeableInvoice = Pick<
  Invoice,
  'id' | 'code' | 'status' | 'totalCents' | 'subtotalCents' | 'platformFeeBps' | 'merchantProcessingFeeBps' | 'recipientEmail'
> & { owner: { id: string; blockTransactions: boolean } };

/** An earlier attempt of an invoice's: also its platform fee. */
export interface EarlierInvoiceAttempt extends EarlierAttempt {
  platformFeeCents: number;
}

interface Row extends Omit<ChargeableInvoice, 'owner'> {
  ownerId: string;
  blockTransactions: boolean;
  found: EarlierInvoiceAttempt | null;
}

// The invoice, its merchant and the key's attempt in one statement: the charge is on the payer's
// critical path, and two entity reads cost two round trips and most of the activity's ORM time.
const CHARGEABLE_SQL = prepared(
  'invoice-chargeable',
  `select i.id, i.code, i.status, i.total_cents as "totalCents", i.subtotal_cents as "subtotalCents",
  i.platform_fee_bps as "platformFeeBps", i.merchant_processing_fee_bps as "merchantProcessingFeeBps", i.recipient_email as "recipientEmail",
  o.id as "ownerId", o.block_transactions as "blockTransactions",
  (select ${earlierAttemptJson(", 'platformFeeCents', p.platform_fee_cents")} from payment p where p.idempotency_key = ?) as found
from invoice i join organization o on o.id = i.owner_id
where i.id = ?`,
);

export async function readChargeable(
  em: EntityManager,
  invoiceId: string,
  idempotencyKey: string,
): Promise<{ invoice: ChargeableInvoice; found: EarlierInvoiceAttempt | null }> {
  const [row] = await executePrepared<Row>(em, CHARGEABLE_SQL, [idempotencyKey, invoiceId]);
  if (!row) throw new Error(`Invoice ${invoiceId} not found`);
  const { ownerId, blockTransactions, found, ...invoice } = row;
  return { invoice: { ...invoice, owner: { id: ownerId, blockTransactions } }, found };
}
