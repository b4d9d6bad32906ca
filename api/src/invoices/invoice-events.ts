import type { EntityManager } from '@mikro-orm/postgresql';
import { invoiceTransferAmountCents } from '@pg/domain';
import type { InvoiceWorkflowInput } from '@pg/workflows';

import { paymentBounds } from '../config/payment-bounds';
import type { EventsService } from '../events/events.service';
import { insertSubjectEvent, recordSubjectEvent } from '../events/subject-event';
import type { PayableSource } from '../ledger/payable-posting';
import type { Invoice } from './invoice.entity';

export const INVOICE_SUBJECT = 'invoice';

/** History row of an invoice (spec: Invoice History), committed with the caller's flush. */
export function recordInvoiceEvent(
  events: EventsService,
  em: EntityManager,
  invoice: Pick<Invoice, 'id'> & { owner: { id: string } },
  name: string,
  userId: string | null,
  meta?: Record<string, unknown>,
): void {
  recordSubjectEvent(events, em, invoiceSubject(invoice), name, userId, meta);
}

type InvoiceSubjectSource = Pick<Invoice, 'id'> & { owner: { id: string } };

/** An invoice as the subject of its history rows. */
function invoiceSubject(invoice: InvoiceSubjectSource) {
  return { subjectType: INVOICE_SUBJECT, subjectId: invoice.id, organizationId: invoice.owner.id };
}

/** The same history row written at once (one INSERT in the caller's transaction), for a change written as plain statements. */
export function insertInvoiceEvent(events: EventsService, em: EntityManager, invoice: InvoiceSubjectSource, name: string, meta?: Record<string, unknown>) {
  return insertSubjectEvent(events, em, invoiceSubject(invoice), name, meta);
}

/** The invoice in the merchant's ledger: its payable is what a transfer pays out for it. */
export function invoicePayable(invoice: Pick<Invoice, 'id' | 'subtotalCents' | 'merchantProcessingFeeBps'> & { owner: { id: string } }): PayableSource {
  return {
    organizationId: invoice.owner.id,
    sourceType: 'invoice',
    sourceId: invoice.id,
    payableCents: invoiceTransferAmountCents(invoice.subtotalCents, invoice.merchantProcessingFeeBps),
  };
}

/** What the invoice's process is started with (also when started late, from the row's status). */
export function processInput(invoice: Pick<Invoice, 'id' | 'code' | 'status'> & { owner: { id: string } }): InvoiceWorkflowInput {
  const status = invoice.status === 'paid' || invoice.status === 'disbursed' || invoice.status === 'void' ? invoice.status : 'unpaid';
  return { invoiceId: invoice.id, code: invoice.code, organizationId: invoice.owner.id, status, ...paymentBounds() };
}
