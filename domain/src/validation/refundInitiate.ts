// Refund initiate page (spec 001 section 5). Amounts are decimals as typed ("25.50").
import { MAX_AMOUNT_CENTS, MAX_AMOUNT_TEXT, parseCents } from '../money';
import { type RefundFeeBasis, refundProcessingFeeCents } from '../refund-fee';
import type { RefundPolicyTerms } from '../statuses';
import { REFUND_REASONS } from '../statuses';
import { collect, type Errors, type Input, isBlank, isBlankInput, tooLongError } from './common';

export const REFUND_INITIATE_MESSAGES = {
  descriptionRequired: 'Required Description',
  amountRequired: 'Required Amount',
  amountPositive: 'Amount should be greater than zero',
  /** Not in the spec (the amount step is 0.01). */
  amountDecimals: 'Amount can have at most 2 decimals',
  /** Not in the spec: amounts are bounded (MAX_AMOUNT_CENTS). */
  amountTooLarge: `Amount can not be greater than $${MAX_AMOUNT_TEXT}`,
  /** Two spaces, as the spec shows them. */
  lineMissingDescription: 'Line item is missing  description',
  lineMissingAmount: 'Line item is missing  amount',
  /** Not in the spec: the description column holds 255 characters. */
  lineDescriptionTooLong: 'Line item description can have at most 255 characters',
  notesRequired: 'Please add an additional note',
  lineItemRequired: 'Atleast one refund line item is required',
  reasonRequired: 'Please select refund reason',
  /** The server's refusal; on the page the rule is help text only (spec 001 s5). */
  exceedsAvailable: 'Refund amount can not be greater than the funds available for refund',
} as const;

const M = REFUND_INITIATE_MESSAGES;

export interface RefundLineItemValues {
  description: string | null | undefined;
  amount: Input;
}

export function validateRefundLineItem(v: RefundLineItemValues): Errors<keyof RefundLineItemValues> {
  return collect({ description: isBlank(v.description) ? M.descriptionRequired : tooLongError(v.description, 'Description'), amount: amountError(v.amount) });
}

function amountError(value: Input): string | undefined {
  if (isBlankInput(value)) return M.amountRequired;
  const cents = parseCents(value);
  if (cents === undefined) return Number.isNaN(Number(value)) ? M.amountRequired : Number(value) * 100 > MAX_AMOUNT_CENTS ? M.amountTooLarge : M.amountDecimals;
  if (cents <= 0) return M.amountPositive;
  return cents > MAX_AMOUNT_CENTS ? M.amountTooLarge : undefined;
}

export interface RefundInitiateValues {
  reason: string | null | undefined;
  notes?: string | null;
  pointOfContact?: string | null;
  lineItems: readonly RefundLineItemValues[];
  /** Funds still refundable (availableRefundAmountAndRefundPolicyTerms), when known. */
  availableCents?: number;
  /** The parent's refund policy terms, when known: under fullRefund the fee is held too. */
  refundPolicyTerms?: RefundPolicyTerms | null;
  /** What the payer was charged and has had back; without it the fee counts as 0. */
  feeBasis?: RefundFeeBasis;
}

/**
 * Submit-time rules; the screen shows firstError(...) as a toast and sends nothing. The refund
 * total (subtotal plus the pro rata fee under fullRefund terms) is what goes back to the
 * customer, so it is what is held against the available funds. Only the server passes
 * availableCents (the page shows that rule as help text, spec 001 s5).
 */
export function validateRefundInitiate(v: RefundInitiateValues): Errors<'reason' | 'notes' | 'pointOfContact' | 'lineItems' | 'total'> {
  const lines = v.lineItems;
  const missingDescription = lines.some((l) => isBlank(l.description));
  const longDescription = lines.some((l) => tooLongError(l.description, 'Description'));
  const amountErrors = lines.map((l) => amountError(l.amount)).filter((e): e is string => e !== undefined);
  const badAmount = amountErrors.length > 0;
  // A blank amount is the spec's "missing"; a wrong one (decimals, sign, size) says what is wrong.
  const amountMessage = amountErrors.find((e) => e !== M.amountRequired) ?? M.lineMissingAmount;
  const subtotal = lines.reduce((sum, l) => sum + (parseCents(l.amount) ?? 0), 0);
  const total = badAmount || !v.feeBasis ? subtotal : subtotal + refundProcessingFeeCents(subtotal, v.refundPolicyTerms, v.feeBasis);
  return collect({
    reason: (REFUND_REASONS as readonly string[]).includes(v.reason ?? '') ? undefined : M.reasonRequired,
    notes: v.reason === 'other' && isBlank(v.notes) ? M.notesRequired : undefined,
    pointOfContact: tooLongError(v.pointOfContact, 'Point of contact'),
    lineItems:
      lines.length === 0
        ? M.lineItemRequired
        : missingDescription
          ? M.lineMissingDescription
          : longDescription
            ? M.lineDescriptionTooLong
            : badAmount
              ? amountMessage
              : undefined,
    total: v.availableCents !== undefined && !badAmount && total > v.availableCents ? M.exceedsAvailable : undefined,
  });
}
