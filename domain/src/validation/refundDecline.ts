// Merchant refund decline wizard (spec 001 section 5). Step 1 is the reason, step 2 its
// details; the wizard shows the keys of its step and disables Next while any are present.
import { MAX_AMOUNT_CENTS, parseCents } from '../money';
import { REFUND_DECLINE_REASONS } from '../statuses';
import { collect, COMMON_MESSAGES, type Errors, type Input, isBlank, isBlankInput, isFutureDate, isInvalidDate } from './common';

export const REFUND_DECLINE_MESSAGES = {
  reasonRequired: 'Reason is required',
  confirmPolicy: 'Please confirm that refund policy on file applies',
  policyDetailsRequired: 'Please provide either refund policy details or upload the policy file',
  explanationRequired: 'Please provide reason',
  modeRequired: 'Please select mode of refund',
  dateRequired: 'Please enter date',
  refundRequired: 'Please select refund',
  amountRequired: 'Please provide refund amount',
  amountInvalid: 'Invalid refund amount',
  futureDate: COMMON_MESSAGES.futureDate,
} as const;

const M = REFUND_DECLINE_MESSAGES;

export interface RefundDeclineValues {
  merchantDeclineReason: string | null | undefined;
  /** outsideCancellationPolicy: does the policy on file apply? (hasCancelPolicyExtended = !policyApplies) */
  policyApplies?: boolean | null;
  extendedCancellationPolicyText?: string | null;
  /** An extended policy file is uploaded (or pending upload). */
  hasPolicyFile?: boolean;
  merchantDeclineExplanation?: string | null;
  /** refundAlreadyPaid: how the customer was paid (paidInCash, paidViaPaymentGateway, paidViaWireTransfer). */
  refundAlreadyPaid?: string | null;
  /** Date the customer was paid (YYYY-MM-DD); not asked for a payment-gateway refund. */
  transactionDate?: string | null;
  /** The earlier refund, for a payment-gateway refund. */
  transactionId?: string | null;
  refundAlreadyPaidAmount?: Input;
}

type Field =
  | 'merchantDeclineReason'
  | 'policyApplies'
  | 'extendedCancellationPolicyText'
  | 'merchantDeclineExplanation'
  | 'refundAlreadyPaid'
  | 'transactionDate'
  | 'transactionId'
  | 'refundAlreadyPaidAmount';

/** `today` (YYYY-MM-DD) enables the no-future-dates rule. */
export function validateRefundDecline(v: RefundDeclineValues, today?: string): Errors<Field> {
  const reason = v.merchantDeclineReason ?? '';
  if (!(REFUND_DECLINE_REASONS as readonly string[]).includes(reason)) return { merchantDeclineReason: M.reasonRequired };
  if (reason === 'outsideCancellationPolicy') {
    return collect({
      policyApplies: v.policyApplies === null || v.policyApplies === undefined ? M.confirmPolicy : undefined,
      extendedCancellationPolicyText:
        v.policyApplies === false && isBlank(v.extendedCancellationPolicyText) && !v.hasPolicyFile ? M.policyDetailsRequired : undefined,
    });
  }
  if (reason === 'serviceWasProvided') {
    return collect({ merchantDeclineExplanation: isBlank(v.merchantDeclineExplanation) ? M.explanationRequired : undefined });
  }
  const mode = v.refundAlreadyPaid ?? '';
  const viaGateway = mode === 'paidViaPaymentGateway';
  return collect({
    refundAlreadyPaid: ['paidInCash', 'paidViaPaymentGateway', 'paidViaWireTransfer'].includes(mode) ? undefined : M.modeRequired,
    transactionDate: viaGateway ? undefined : dateError(v.transactionDate, today),
    transactionId: viaGateway && isBlank(v.transactionId) ? M.refundRequired : undefined,
    merchantDeclineExplanation: isBlank(v.merchantDeclineExplanation) ? M.explanationRequired : undefined,
    refundAlreadyPaidAmount: amountError(v.refundAlreadyPaidAmount),
  });
}

function dateError(value: string | null | undefined, today?: string): string | undefined {
  if (!value || isInvalidDate(value)) return M.dateRequired;
  return isFutureDate(value, today) ? M.futureDate : undefined;
}

function amountError(value: Input): string | undefined {
  if (isBlankInput(value)) return M.amountRequired;
  const cents = parseCents(value);
  return cents === undefined || cents < 0 || cents > MAX_AMOUNT_CENTS ? M.amountInvalid : undefined;
}
