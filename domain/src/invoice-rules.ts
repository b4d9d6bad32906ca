import { canSeeField } from './field-access';
import { isStaff, Role } from './roles';
import type { InvoiceStatus } from './statuses';

// Which invoice actions a role may take in a status (spec 000 sections 4 and 6). The API and
// the invoice workflow enforce these; the web uses them to enable buttons.

/** Sections (customer, payment, trip, line items) are read-only once paid, disbursed or void. */
export function invoiceSectionsLocked(status: InvoiceStatus): boolean {
  return status === 'paid' || status === 'disbursed' || status === 'void' || status === 'cancelled';
}

/** Disbursements lock when disbursed without a transfer, or void. */
export function invoiceDisbursementsLocked(status: InvoiceStatus, transferId?: string | null): boolean {
  return (status === 'disbursed' && !transferId) || status === 'void' || status === 'cancelled';
}

/** Merchant editors edit sections; the bank role edits disbursements too. */
export function canEditInvoiceSections(role: Role, status: InvoiceStatus): boolean {
  return !isStaff(role) && !invoiceSectionsLocked(status);
}

export function canEditDisbursements(role: Role, status: InvoiceStatus, transferId?: string | null): boolean {
  return (!isStaff(role) || role === Role.BANK_ADMIN) && !invoiceDisbursementsLocked(status, transferId);
}

/** Void: not for the platform role, only from unpaid. */
export function canVoidInvoice(role: Role, status: InvoiceStatus): boolean {
  return role !== Role.PG_ADMIN && status === 'unpaid';
}

/** Disburse: the platform role only, only when paid. */
export function canDisburseInvoice(role: Role, status: InvoiceStatus): boolean {
  return role === Role.PG_ADMIN && status === 'paid';
}

/** Credit advice: the platform role; uploads only when paid. */
export function canUploadCreditAdvice(role: Role, status: InvoiceStatus): boolean {
  return role === Role.PG_ADMIN && status === 'paid';
}

/** Payouts: visible to bank and platform roles (FIELD_ACCESS 'Invoice.payouts'). */
export function canSeePayouts(role: Role): boolean {
  return canSeeField(role, 'Invoice.payouts');
}

/** Payouts: edited by the platform role (the spec's "one role"). */
export function canEditPayouts(role: Role): boolean {
  return role === Role.PG_ADMIN;
}

export const INVOICE_ACTION_MESSAGES = {
  locked: 'This invoice can no longer be edited.',
  notUnpaid: 'This invoice is not awaiting payment.',
  blocked: 'This merchant is not accepting payments at the moment.',
  void: 'This invoice has been voided.',
  inProgress: 'A payment for this invoice is already in progress',
  /** Issue 47: the amount a payment started with is the one charged, booked and transferred. */
  amountsFrozen: 'A payment of this invoice is in progress: its line items and amounts can not be changed until it ends.',
  changedAtPayment: 'This invoice changed as the payment started. Nothing was charged: please check the amount and pay again.',
  voidNotAllowed: 'Only an unpaid invoice can be voided.',
  disburseNotAllowed: 'Only a paid invoice can be disbursed, by the platform.',
  inTransfer: 'This invoice is in a transfer being made, which disburses it.',
  statusNotAllowed: 'This status change is not allowed.',
} as const;
