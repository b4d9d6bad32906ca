import type { PayerDetails } from './payment.messages';

/**
 * What every charge activity takes besides the record it pays (`invoiceId`, `checkoutId`): a
 * processor token, never card data. Idempotent per `idempotencyKey` (the workflow id + the
 * caller's key): a retry, even after a worker died mid-charge, never charges twice.
 */
export interface ChargeRequest {
  idempotencyKey: string;
  processor: string;
  token: string;
  tokenDescriptor?: string;
  payer: PayerDetails;
}
