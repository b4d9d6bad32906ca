import { INVOICE_ACTION_MESSAGES } from '@pg/domain';

import type { PayInvoiceDetail } from '../graphql/payments';

export type Payability = { kind: 'payable' } | { kind: 'paid' } | { kind: 'refused'; message: string };

/** Whether the payer may pay, with the API's own refusal text when not (same rule as payInvoice). */
export function payability(invoice: Pick<PayInvoiceDetail, 'status' | 'owner'>): Payability {
  if (invoice.status === 'paid' || invoice.status === 'disbursed') return { kind: 'paid' };
  if (invoice.status === 'void') return { kind: 'refused', message: INVOICE_ACTION_MESSAGES.void };
  if (invoice.status !== 'unpaid') return { kind: 'refused', message: INVOICE_ACTION_MESSAGES.notUnpaid };
  if (invoice.owner.blockTransactions) return { kind: 'refused', message: INVOICE_ACTION_MESSAGES.blocked };
  return { kind: 'payable' };
}
