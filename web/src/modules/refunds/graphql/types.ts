import type { RefundParentType, RefundPolicyTerms, RefundProgressStatus, RefundStatus } from '@pg/domain';
import type { ParentInvoiceRef, ParentOwner } from './parentFragments';

// Shapes of the refund operations (spec 001 s3 and s7). Amounts are the API's decimals; the
// screens turn them into cents (toCents) before any maths.

export type RefundInvoiceRef = ParentInvoiceRef<{ id: string; code: string; requestedAmount: number; progressStatus: RefundProgressStatus }>;

export interface RefundWebPaymentRef {
  id: string;
  code: string;
  amount: number;
  transactionFee: number;
}

export interface RefundListItem {
  id: string;
  code: string;
  type: RefundParentType;
  status: RefundStatus;
  progressStatus: RefundProgressStatus;
  requestedAmount: number;
  reason: string;
  createdAt: string;
  awaitingMyAction: boolean;
  supportingDocuments: { id: string }[];
  totals: { subtotal: number; fee: number; total: number };
  owner: ParentOwner;
  invoice: RefundInvoiceRef | null;
  webPayment: RefundWebPaymentRef | null;
}

export interface RefundFile {
  id: string;
  url: string;
  originalUrl: string;
  caption: string | null;
  type: string;
  mimetype: string;
  path: string;
  createdAt: string;
}

export interface RefundDetail extends RefundListItem {
  approvedAmount: number | null;
  closedDate: string | null;
  notes: string | null;
  pointOfContact: string | null;
  denialReason: string | null;
  refundPolicyTerms: RefundPolicyTerms;
  merchantDeclineReason: string | null;
  merchantDeclineExplanation: string | null;
  hasCancelPolicyExtended: boolean | null;
  extendedCancellationPolicyText: string | null;
  refundAlreadyPaid: string | null;
  refundAlreadyPaidAmount: number | null;
  transactionDate: string | null;
  transactionId: string | null;
  lastError: string | null;
  initiatedBy: { id: string; name: string; surname: string | null; email: string } | null;
  lineItems: { id: string; description: string; amount: number }[];
  supportingDocuments: RefundFile[];
  proofs: { id: string; url: string; caption: string | null }[];
}

export interface RefundEvent {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  meta: string | null;
  user: { name: string; email: string } | null;
}

export interface AvailableRefundAmount {
  amount: number;
  refundPolicyTerms: RefundPolicyTerms;
  platformFee: number;
}
