import {
  ALREADY_REFUNDED_MODE_LABELS,
  DISPUTE_WIN_REASON_LABELS,
  type DisputeFileType,
  formatDate,
  formatMoney,
  normalizeDisputeWinReason,
  PRODUCT_SERVICE_TYPE_LABELS,
} from '@pg/domain';

import type { DisputeEvidenceFile, DisputeEvidenceRequest } from '../payments/payment-processor';
import type { Dispute } from './dispute.entity';

/** The decline's files as evidence kinds (spec 001 s3: supportingDocument, refundProof, creditVoucherProof). */
export const EVIDENCE_FILE_KINDS: Record<DisputeFileType, DisputeEvidenceFile['kind']> = {
  dispute_supporting_document: 'supportingDocument',
  dispute_refund_proof: 'refundProof',
  dispute_credit_voucher_proof: 'creditVoucherProof',
};

const label = (labels: Record<string, string>, value: string | null | undefined) => (value ? (labels[value] ?? value) : null);
const on = (date: Date | null | undefined) => (date ? formatDate(date, 'UTC') : null);

/** The merchant's decline as the words a processor reads (Stripe: uncategorized_text and friends). */
export function evidenceOf(dispute: Dispute): Pick<DisputeEvidenceRequest, 'explanation' | 'productDescription' | 'refundExplanation'> {
  const reason = normalizeDisputeWinReason(dispute.reasonToWinDispute ?? '');
  const lines: (string | null)[] = [`Why the merchant should win: ${label(DISPUTE_WIN_REASON_LABELS, reason) ?? 'not given'}.`];
  let refundExplanation: string | null = null;
  switch (reason) {
    case 'cardholderWithdrewDispute':
      lines.push(`The cardholder withdrew the dispute on ${on(dispute.withdrawalDateByCustomer)}.`);
      break;
    case 'customerWasRefunded':
      refundExplanation = [
        `The customer was refunded: ${label(ALREADY_REFUNDED_MODE_LABELS, dispute.customerAlreadyRefunded) ?? ''}.`,
        dispute.refundDate ? `Refund date: ${on(dispute.refundDate)}.` : null,
        dispute.refundAmountCents ? `Refund amount: ${formatMoney(dispute.refundAmountCents)}.` : null,
        dispute.refundDescription,
      ]
        .filter(Boolean)
        .join(' ');
      lines.push(refundExplanation);
      break;
    case 'cutomerReceviedCreditOrVoucherOutsidePG':
      refundExplanation = [
        `The customer received a credit or voucher on ${on(dispute.creditVoucherGivenDate)}`,
        dispute.creditVoucherAmountCents ? `worth ${formatMoney(dispute.creditVoucherAmountCents)}.` : '.',
        dispute.creditVoucherDescription,
      ]
        .filter(Boolean)
        .join(' ');
      lines.push(refundExplanation);
      break;
    case 'bookingCancelledOrDelayedDueToGovtOrder':
      lines.push(
        `The booking was cancelled or delayed by a government order on ${on(dispute.calcellationDelayDate)}.`,
        dispute.calcellationDelayDescription ?? null,
      );
      break;
    case 'other':
      lines.push(dispute.otherReasonDescription ?? null);
      break;
    default:
      break;
  }
  if (dispute.additionalInformation) lines.push(dispute.additionalInformation);
  const type = label(PRODUCT_SERVICE_TYPE_LABELS, dispute.productServiceTypeProvided);
  const details = dispute.productOrServiceDetails?.trim();
  return {
    explanation: lines.filter(Boolean).join('\n'),
    productDescription: [type, details].filter(Boolean).join(': ') || null,
    refundExplanation,
  };
}
