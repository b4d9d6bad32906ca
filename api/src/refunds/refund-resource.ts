import { centsToDecimal } from '@pg/domain';

import type { Refund } from './refund.entity';

/**
 * A refund as the REST API v1 shows it: the answer of /api/v1/refunds routes and the
 * `data.object` of refund webhook events. Amounts as decimal strings, like checkouts.
 */
export interface RefundResource {
  id: string;
  object: 'refund';
  code: string;
  /** What it refunds: a checkout (webPaymentId) or an invoice. */
  type: string;
  checkoutId: string | null;
  invoiceId: string | null;
  status: string;
  /** The stage of the three-stage approval (merchant, bank, platform) or its end. */
  progressStatus: string;
  requestedAmount: string;
  approvedAmount: string | null;
  reason: string;
  createdAt: string;
  closedAt: string | null;
  /** false for the refund of a test checkout. */
  livemode: boolean;
}

const decimal = (cents: number) => centsToDecimal(cents).toFixed(2);

export function refundResource(refund: Refund): RefundResource {
  return {
    id: refund.id,
    object: 'refund',
    code: refund.code,
    type: refund.type,
    checkoutId: refund.webPaymentId ?? null,
    invoiceId: refund.invoice?.id ?? null,
    status: refund.status,
    progressStatus: refund.progressStatus,
    requestedAmount: decimal(refund.requestedAmountCents),
    approvedAmount: refund.approvedAmountCents == null ? null : decimal(refund.approvedAmountCents),
    reason: refund.reason,
    createdAt: refund.createdAt.toISOString(),
    closedAt: refund.closedDate?.toISOString() ?? null,
    livemode: refund.livemode,
  };
}
