import { defineQuery, defineSignal, defineUpdate } from '@temporalio/workflow';

import type { PayInput, PaymentBounds, PayResult } from '../payment/payment.messages';

/** The states the process moves through; 'unpaid' is where a new invoice starts. */
export type InvoiceProcessStatus = 'unpaid' | 'paid' | 'disbursed' | 'void';

export interface InvoiceWorkflowInput extends PaymentBounds {
  invoiceId: string;
  code: string;
  organizationId: string;
  /** Where to start: 'paid' for an invoice paid before its process existed (demo data). */
  status?: InvoiceProcessStatus;
  /** Declined payments before more are refused (default MAX_DECLINED_PAYMENTS; tests pass fewer). */
  maxDeclined?: number;
}

/** Who asks for a void or a disbursement (the API has checked the session; the process re-checks the role). */
export interface ActorInput {
  userId: string;
  role: number;
  /** As PayInput.invoiceId. */
  invoiceId?: string;
}

/**
 * What a disbursement by hand did: 'disbursed', or 'inTransfer' when a transfer being made holds
 * the record (nothing changed: the transfer disburses it, or gives it back if it fails).
 */
export type DisburseOutcome = 'disbursed' | 'inTransfer';

export interface InvoiceProcessState {
  status: InvoiceProcessStatus;
  paymentInProgress: boolean;
}

export const payUpdate = defineUpdate<PayResult, [PayInput]>('pay');
export const voidUpdate = defineUpdate<InvoiceProcessStatus, [ActorInput]>('void');
export const disburseUpdate = defineUpdate<InvoiceProcessStatus, [ActorInput]>('disburse');
export const invoiceStateQuery = defineQuery<InvoiceProcessState>('invoiceState');

/** Sent by a transfer's saga after its marking committed: the invoice was disbursed in that transfer. */
export interface InvoiceTransferredInput {
  /** As PayInput.invoiceId: a signal meant for another database's invoice is ignored. */
  invoiceId: string;
  transferId: string;
}
/**
 * The invoice's inclusion in a transfer (DESIGN.md section 2, "disburse / inclusion in a
 * transfer"). A signal, not an update: the transfer has already disbursed the invoice in the
 * database (one transaction for all its items); the process only takes note and ends.
 */
export const invoiceTransferredSignal = defineSignal<[InvoiceTransferredInput]>('transferred');

export const invoiceWorkflowId = (code: string) => `invoice-${code}`;

/** The ApplicationFailure type of a refused update: the message is for the user. */
export const INVOICE_REFUSED = 'InvoiceRefused';

/** The ApplicationFailure type of an update sent to a process that belongs to another invoice. */
export const WRONG_INVOICE = 'WrongInvoice';
