import { isStaff, Role } from './roles';
import type { CheckoutStatus } from './statuses';

// Which checkout actions a role may take in a status (spec 002 sections 4 and 6). The API and
// the checkout workflow enforce these; the web uses them to enable buttons.

/** A checkout can be paid while unpaid, or after a declined card (failed): the payer may retry. */
export function isCheckoutPayable(status: CheckoutStatus): boolean {
  return status === 'unpaid' || status === 'failed';
}

/** The customer may cancel while nothing has been paid. */
export function canCancelCheckout(status: CheckoutStatus): boolean {
  return isCheckoutPayable(status);
}

/** Disburse: paid to disbursed, by the bank-side admin only (spec 002 s4 and s6). */
export function canDisburseCheckout(role: Role, status: CheckoutStatus): boolean {
  return role === Role.BANK_ADMIN && status === 'paid';
}

/**
 * Initiate Refund: paid or disbursed, not for bank-side or admin-side (staff) roles (spec 002 s4).
 * On a phone only a disbursed checkout (spec 002 L123: "The mobile variant requires status disbursed").
 */
export function canInitiateCheckoutRefund(role: Role, status: CheckoutStatus, options: { mobile?: boolean } = {}): boolean {
  if (isStaff(role)) return false;
  return options.mobile ? status === 'disbursed' : status === 'paid' || status === 'disbursed';
}

/** The checkouts list's default tab: paid for bank and admin roles, unpaid for others (spec 002 s4). */
export function defaultCheckoutTab(role: Role): 'paid' | 'unpaid' {
  return isStaff(role) ? 'paid' : 'unpaid';
}

/** Refusals of checkout actions; the spec shows none, these follow the invoice ones. */
export const CHECKOUT_ACTION_MESSAGES = {
  paid: 'This checkout has already been paid.',
  cancelled: 'This checkout has been cancelled.',
  notPayable: 'This checkout is not awaiting payment.',
  blocked: 'This merchant is not accepting payments at the moment.',
  inProgress: 'A payment for this checkout is already in progress',
  cancelNotAllowed: 'Only an unpaid checkout can be cancelled.',
  disburseNotAllowed: 'Only a paid checkout can be disbursed, by the bank.',
  inTransfer: 'This checkout is in a transfer being made, which disburses it.',
  ended: 'This checkout can no longer be changed.',
  refundNotPaid: 'Only a paid checkout can be refunded.',
} as const;

/** Why a payment is refused in a status; undefined when payable. */
export function checkoutPayRefusal(status: CheckoutStatus): string | undefined {
  if (isCheckoutPayable(status)) return undefined;
  if (status === 'cancelled') return CHECKOUT_ACTION_MESSAGES.cancelled;
  return CHECKOUT_ACTION_MESSAGES.paid;
}
