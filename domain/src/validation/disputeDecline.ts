// Merchant dispute decline wizard, 'Dispute Decline Form' (spec 001 sections 2 and 5).
// Steps: 0 reason, 1 reason details, 2 product or service, 3 supporting documents, 4 confirm.
import { MAX_AMOUNT_CENTS, parseCents } from '../money';
import {
  DEFAULT_PRODUCT_OR_SERVICE_DETAILS,
  DISPUTE_REASONS_WITHOUT_DETAILS,
  type DisputeWinReason,
  normalizeDisputeWinReason,
  PRODUCT_SERVICE_TYPES,
} from '../statuses';
import { collect, COMMON_MESSAGES, type Errors, type Input, isBlank, isBlankInput, isFutureDate, isInvalidDate, tooLongError } from './common';

export const DISPUTE_DECLINE_MESSAGES = {
  reasonRequired: 'Reason is required',
  withdrawalDateRequired: 'Withdrawal Date is required',
  refundModeRequired: 'Please select how customer was refunded',
  refundDateRequired: 'Refund date is required',
  refundAmountRequired: 'Refund amount is required',
  refundDescriptionRequired: 'Refund description is required',
  creditDateRequired: 'Credit/Voucher date is required',
  creditAmountRequired: 'Credit/Voucher amount is required',
  creditDescriptionRequired: 'Credit/Voucher description is required',
  delayDateRequired: 'Cancellation/Delay date is required',
  delayDescriptionRequired: 'Cancellation/Delay description is required',
  otherDescriptionRequired: 'Description is required',
  /** Not in the spec (the payment-gateway mode picks one of the invoice's refunds). */
  refundRequired: 'Please select refund',
  /** Not in the spec (step 2's Next needs a type). */
  productTypeRequired: 'Please select product or service type',
  /** Not in the spec (step 3's Next needs one document). */
  supportingDocumentRequired: 'Please upload a supporting document',
  /** Not in the spec: amounts are positive with at most 2 decimals. */
  amountInvalid: 'Invalid amount',
  futureDate: COMMON_MESSAGES.futureDate,
} as const;

const M = DISPUTE_DECLINE_MESSAGES;

export const DISPUTE_DECLINE_LAST_STEP = 4;

export interface DisputeDeclineValues {
  reasonToWinDispute: string | null | undefined;
  withdrawalDateByCustomer?: string | null;
  /** paidInCash, paidViaWireTransfer or paidViaPaymentGateway. */
  customerAlreadyRefunded?: string | null;
  refundDate?: string | null;
  refundAmount?: Input;
  refundDescription?: string | null;
  refundId?: string | null;
  creditVoucherGivenDate?: string | null;
  creditVoucherAmount?: Input;
  creditVoucherDescription?: string | null;
  calcellationDelayDate?: string | null;
  calcellationDelayDescription?: string | null;
  otherReasonDescription?: string | null;
  productServiceTypeProvided?: string | null;
  /** The description shown (and required) when the type is 'other'; defaults to ' Travel Related Expense'. */
  productOrServiceDetails?: string | null;
  /** How many supporting documents are uploaded. */
  supportingDocumentCount?: number;
  /** The document's caption: the file row's varchar(255); too long, the process's write failed and retried for ever. */
  supportingDocumentCaption?: string | null;
}

type Field = Exclude<keyof DisputeDeclineValues, 'supportingDocumentCount' | 'supportingDocumentCaption'> | 'supportingDocument';

/** Next step: reasons that need no details skip step 1. */
export function nextDisputeDeclineStep(step: number, reason: string | null | undefined): number {
  const canonical = normalizeDisputeWinReason(reason ?? '');
  if (step === 0 && canonical && DISPUTE_REASONS_WITHOUT_DETAILS.includes(canonical)) return 2;
  return Math.min(step + 1, DISPUTE_DECLINE_LAST_STEP);
}

/** Previous step, or -1 for "leave the wizard" (back from step 0 goes to '/'). */
export function previousDisputeDeclineStep(step: number, reason: string | null | undefined): number {
  const canonical = normalizeDisputeWinReason(reason ?? '');
  if (step === 2 && canonical && DISPUTE_REASONS_WITHOUT_DETAILS.includes(canonical)) return 0;
  return step - 1;
}

/** The errors that keep Next disabled on one step. `today` (YYYY-MM-DD) enables the no-future-dates rule. */
export function validateDisputeDeclineStep(step: number, v: DisputeDeclineValues, today?: string): Errors<Field> {
  if (step === 0) return collect({ reasonToWinDispute: normalizeDisputeWinReason(v.reasonToWinDispute ?? '') ? undefined : M.reasonRequired });
  if (step === 1) return detailsErrors(v, today);
  if (step === 2) {
    const type = v.productServiceTypeProvided ?? '';
    return collect({
      productServiceTypeProvided: (PRODUCT_SERVICE_TYPES as readonly string[]).includes(type) ? undefined : M.productTypeRequired,
      // Spec 001 L194: "A description shows when 'other' is chosen": shown, not required (an
      // empty one is sent as the default, see disputeDeclineSubmission).
    });
  }
  if (step === 3)
    return collect({
      supportingDocument: (v.supportingDocumentCount ?? 0) >= 1 ? tooLongError(v.supportingDocumentCaption, 'Caption') : M.supportingDocumentRequired,
    });
  return {};
}

/** Every step the reason passes through, for the submit and the server. */
export function validateDisputeDecline(v: DisputeDeclineValues, today?: string): Errors<Field> {
  const errors: Errors<Field> = {};
  for (let step = 0; step < DISPUTE_DECLINE_LAST_STEP; step = nextDisputeDeclineStep(step, v.reasonToWinDispute)) {
    Object.assign(errors, validateDisputeDeclineStep(step, v, today));
  }
  return errors;
}

/**
 * What the decline sends (spec 001 s5 "On submit"): refundAmount and creditVoucherAmount default
 * to 0, customerAlreadyRefunded to the payment gateway mode, productOrServiceDetails to
 * ' Travel Related Expense'. Fields of other reasons are dropped, so nothing stale is stored.
 */
export function disputeDeclineSubmission(v: DisputeDeclineValues): DisputeDeclineSubmission {
  const reason = normalizeDisputeWinReason(v.reasonToWinDispute ?? '') ?? null;
  const text = (value: string | null | undefined) => value?.trim() || null;
  const refunded = reason === 'customerWasRefunded';
  const mode = refunded ? v.customerAlreadyRefunded || 'paidViaPaymentGateway' : 'paidViaPaymentGateway';
  const viaGateway = mode === 'paidViaPaymentGateway';
  const credit = reason === 'cutomerReceviedCreditOrVoucherOutsidePG';
  const delay = reason === 'bookingCancelledOrDelayedDueToGovtOrder';
  return {
    reasonToWinDispute: reason,
    withdrawalDateByCustomer: reason === 'cardholderWithdrewDispute' ? text(v.withdrawalDateByCustomer) : null,
    customerAlreadyRefunded: mode,
    refundDate: refunded && !viaGateway ? text(v.refundDate) : null,
    refundAmountCents: refunded && !viaGateway ? (parseCents(v.refundAmount) ?? 0) : 0,
    refundDescription: refunded && !viaGateway ? text(v.refundDescription) : null,
    refundId: refunded && viaGateway ? text(v.refundId) : null,
    creditVoucherGivenDate: credit ? text(v.creditVoucherGivenDate) : null,
    creditVoucherAmountCents: credit ? (parseCents(v.creditVoucherAmount) ?? 0) : 0,
    creditVoucherDescription: credit ? text(v.creditVoucherDescription) : null,
    calcellationDelayDate: delay ? text(v.calcellationDelayDate) : null,
    calcellationDelayDescription: delay ? text(v.calcellationDelayDescription) : null,
    otherReasonDescription: reason === 'other' ? text(v.otherReasonDescription) : null,
    productServiceTypeProvided: text(v.productServiceTypeProvided),
    productOrServiceDetails: (v.productServiceTypeProvided === 'other' && text(v.productOrServiceDetails)) || DEFAULT_PRODUCT_OR_SERVICE_DETAILS,
  };
}

/** The normalised decline (amounts in cents, dates YYYY-MM-DD). */
export interface DisputeDeclineSubmission {
  reasonToWinDispute: DisputeWinReason | null;
  withdrawalDateByCustomer: string | null;
  customerAlreadyRefunded: string;
  refundDate: string | null;
  refundAmountCents: number;
  refundDescription: string | null;
  refundId: string | null;
  creditVoucherGivenDate: string | null;
  creditVoucherAmountCents: number;
  creditVoucherDescription: string | null;
  calcellationDelayDate: string | null;
  calcellationDelayDescription: string | null;
  otherReasonDescription: string | null;
  productServiceTypeProvided: string | null;
  productOrServiceDetails: string | null;
}

function detailsErrors(v: DisputeDeclineValues, today?: string): Errors<Field> {
  switch (normalizeDisputeWinReason(v.reasonToWinDispute ?? '')) {
    case 'cardholderWithdrewDispute':
      return collect({ withdrawalDateByCustomer: dateError(v.withdrawalDateByCustomer, M.withdrawalDateRequired, today) });
    case 'customerWasRefunded': {
      const mode = v.customerAlreadyRefunded ?? '';
      if (mode === 'paidViaPaymentGateway') return collect({ refundId: isBlank(v.refundId) ? M.refundRequired : undefined });
      if (mode !== 'paidInCash' && mode !== 'paidViaWireTransfer') return { customerAlreadyRefunded: M.refundModeRequired };
      return collect({
        refundDate: dateError(v.refundDate, M.refundDateRequired, today),
        refundAmount: amountError(v.refundAmount, M.refundAmountRequired),
        refundDescription: isBlank(v.refundDescription) ? M.refundDescriptionRequired : undefined,
      });
    }
    case 'cutomerReceviedCreditOrVoucherOutsidePG':
      return collect({
        creditVoucherGivenDate: dateError(v.creditVoucherGivenDate, M.creditDateRequired, today),
        creditVoucherAmount: amountError(v.creditVoucherAmount, M.creditAmountRequired),
        creditVoucherDescription: isBlank(v.creditVoucherDescription) ? M.creditDescriptionRequired : undefined,
      });
    case 'bookingCancelledOrDelayedDueToGovtOrder':
      return collect({
        calcellationDelayDate: dateError(v.calcellationDelayDate, M.delayDateRequired, today),
        calcellationDelayDescription: isBlank(v.calcellationDelayDescription) ? M.delayDescriptionRequired : undefined,
      });
    case 'other':
      return collect({ otherReasonDescription: isBlank(v.otherReasonDescription) ? M.otherDescriptionRequired : undefined });
    default:
      return {};
  }
}

function dateError(value: string | null | undefined, required: string, today?: string): string | undefined {
  if (!value || isInvalidDate(value)) return required;
  return isFutureDate(value, today) ? M.futureDate : undefined;
}

function amountError(value: Input, required: string): string | undefined {
  if (isBlankInput(value)) return required;
  const cents = parseCents(value);
  return cents === undefined || cents <= 0 || cents > MAX_AMOUNT_CENTS ? M.amountInvalid : undefined;
}
