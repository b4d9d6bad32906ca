import { canDisburseInvoice, canVoidInvoice, invoiceSectionsLocked, type InvoiceStatus, isStaff, Role } from '@pg/domain';

// The enable rules of the Invoice Actions panel (spec 000 section 6), from the role matrix in
// @pg/domain; the API refuses the same cases, these only decide what the buttons look like.

export interface InvoiceActionState {
  customerView: boolean;
  copyPaylink: boolean;
  initiateRefund: boolean;
  void: boolean;
  /** Disburse is shown to the platform role only ... */
  showDisburse: boolean;
  /** ... and enabled only when paid. */
  disburse: boolean;
}

/** Statuses a refund can start from: the money was taken (paid, or already disbursed). */
const REFUNDABLE: readonly InvoiceStatus[] = ['paid', 'disbursed'];

export function invoiceActions(role: Role, status: InvoiceStatus, mobile = false): InvoiceActionState {
  const staff = isStaff(role);
  const isVoid = status === 'void';
  return {
    customerView: !staff && !isVoid,
    copyPaylink: !staff && !isVoid && !invoiceSectionsLocked(status),
    // "On mobile essentially always disabled": the refund wizard needs the wide layout.
    initiateRefund: !staff && !mobile && REFUNDABLE.includes(status),
    void: canVoidInvoice(role, status) && !invoiceSectionsLocked(status),
    showDisburse: role === Role.PG_ADMIN,
    disburse: canDisburseInvoice(role, status),
  };
}

export type InvoiceActionName = 'customerView' | 'copyPaylink' | 'initiateRefund' | 'void' | 'disburse';

/**
 * Why an action is unavailable (issue 50: a disabled button says why, in text a screen reader
 * reads), for each action `invoiceActions` disables; the rules are the spec's, the words ours.
 */
export function invoiceActionReasons(role: Role, status: InvoiceStatus, mobile = false): Partial<Record<InvoiceActionName, string>> {
  const state = invoiceActions(role, status, mobile);
  const staff = isStaff(role);
  const isVoid = status === 'void';
  const reasons: Partial<Record<InvoiceActionName, string>> = {};
  const merchantOnly = "Only the merchant's users share the pay page.";
  if (!state.customerView) reasons.customerView = staff ? "Only the merchant's users open the customer's view." : 'The invoice is void.';
  if (!state.copyPaylink) reasons.copyPaylink = staff ? merchantOnly : isVoid ? 'The invoice is void.' : 'The invoice is already paid.';
  if (!state.initiateRefund) {
    reasons.initiateRefund = staff
      ? 'Refunds are started by the merchant.'
      : !REFUNDABLE.includes(status)
        ? 'Only a paid invoice can be refunded.'
        : 'Start a refund on a wider screen.';
  }
  if (!state.void)
    reasons.void = role === Role.PG_ADMIN ? 'Platform staff do not void invoices.' : isVoid ? 'The invoice is void.' : 'Only an unpaid invoice can be voided.';
  if (state.showDisburse && !state.disburse) reasons.disburse = 'Only a paid invoice can be disbursed.';
  return reasons;
}
