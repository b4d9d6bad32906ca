import type { Invoice } from './invoice.entity';

/**
 * What a charge of an invoice tells the processor about it (Stripe's PaymentIntent metadata): the
 * same on the intent the pay page confirms and on the charge, so a confirmed intent is checked to
 * be this invoice's before it pays it.
 */
export function invoiceChargeMetadata(invoice: Pick<Invoice, 'id' | 'code'>): Record<string, string> {
  return { invoiceId: invoice.id, invoiceCode: invoice.code };
}

/** One PaymentIntent per invoice and amount: the idempotency key of its creation. */
export function invoiceIntentKey(invoiceId: string, amountCents: number): string {
  return `invoice-intent/${invoiceId}/${amountCents}`;
}
