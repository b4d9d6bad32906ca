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
