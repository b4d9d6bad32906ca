import type { EntityManager } from '@mikro-orm/postgresql';

import type { ChargeAttemptStatus } from '../payments/charge-attempt-properties';
import type { Invoice } from './invoice.entity';

/** What a charge needs of the invoice it pays and of its merchant. */
export type ChargeableInvoice = Pick<
  Invoice,
  'id' | 'code' | 'status' | 'totalCents' | 'subtotalCents' | 'platformFeeBps' | 'merchantProcessingFeeBps' | 'recipientEmail'
> & { owner: { id: string; blockTransactions: boolean } };

/** An earlier attempt with the same idempotency key (a retried activity finds its own). */
export interface EarlierAttempt {
  id: string;
  status: ChargeAttemptStatus;
  amountCents: number;
  platformFeeCents: number;
  processor: string;
  errorType: string | null;
  failCode: string | null;
  failMessage: string | null;
}

interface Row extends Omit<ChargeableInvoice, 'owner'> {
  ownerId: string;
  blockTransactions: boolean;
  found: EarlierAttempt | null;
}

// The invoice, its merchant and the key's attempt in one statement: the charge is on the payer's
// critical path, and two entity reads cost two round trips and most of the activity's ORM time.
const CHARGEABLE_SQL = `select i.id, i.code, i.status, i.total_cents as "totalCents", i.subtotal_cents as "subtotalCents",
  i.platform_fee_bps as "platformFeeBps", i.merchant_processing_fee_bps as "merchantProcessingFeeBps", i.recipient_email as "recipientEmail",
  o.id as "ownerId", o.block_transactions as "blockTransactions",
  (select json_build_object('id', p.id, 'status', p.status, 'amountCents', p.amount_cents, 'platformFeeCents', p.platform_fee_cents,
     'processor', p.processor, 'errorType', p.error_type, 'failCode', p.fail_code, 'failMessage', p.fail_message)
   from payment p where p.idempotency_key = ?) as found
from invoice i join organization o on o.id = i.owner_id
where i.id = ?`;

export async function readChargeable(
  em: EntityManager,
  invoiceId: string,
  idempotencyKey: string,
): Promise<{ invoice: ChargeableInvoice; found: EarlierAttempt | null }> {
  const [row] = await em.execute<Row[]>(CHARGEABLE_SQL, [idempotencyKey, invoiceId]);
  if (!row) throw new Error(`Invoice ${invoiceId} not found`);
  const { ownerId, blockTransactions, found, ...invoice } = row;
  return { invoice: { ...invoice, owner: { id: ownerId, blockTransactions } }, found };
}
