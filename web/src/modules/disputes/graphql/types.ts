import type { DisputeProgressStatus, DisputeStatus, RefundParentType } from '@pg/domain';
import type { ParentInvoiceRef, ParentOwner } from '../../refunds/graphql/parentFragments';

// Shapes of the dispute operations (spec 001 s3 and s7). Amounts are the API's decimals; the
// screens turn them into cents (toCents) before any maths.

export type DisputeInvoiceRef = ParentInvoiceRef<{ id: string; code: string; requestedAmount: number }>;

export interface DisputeFile {
  id: string;
  path: string;
  caption: string | null;
  originalUrl: string;
  mimetype: string;
  createdAt: string;
}

export interface DisputeListItem {
  id: string;
  code: string;
  type: RefundParentType;
  status: DisputeStatus;
  progressStatus: DisputeProgressStatus;
  disputeAmount: number;
  reason: string;
  createdAt: string;
  merchantResponseDueDate: string;
  awaitingMyAction: boolean;
  availableActions: string[];
  owner: ParentOwner;
  invoice: DisputeInvoiceRef | null;
  webPayment: { id: string; code: string; amount: number; transactionFee: number } | null;
  documents: { id: string }[];
}

export interface DisputeDetail extends DisputeListItem {
  stripeDisputeId: string | null;
  stripeStatus: string | null;
  resolutionDate: string | null;
  acceptanceFee: number;
  reasonToWinDispute: string | null;
  withdrawalDateByCustomer: string | null;
  customerAlreadyRefunded: string | null;
  refundDate: string | null;
  refundAmount: number | null;
  refundId: string | null;
  refundDescription: string | null;
  creditVoucherGivenDate: string | null;
  creditVoucherAmount: number | null;
  creditVoucherDescription: string | null;
  calcellationDelayDate: string | null;
  calcellationDelayDescription: string | null;
  otherReasonDescription: string | null;
  productOrServiceDetails: string | null;
  productServiceTypeProvided: string | null;
  additionalInformation: string | null;
  lastError: string | null;
  transferId: string | null;
  refundTransferId: string | null;
  /** The transfer that deducted it and the one that gave a won dispute back (spec 001 s3), with their codes. */
  transfer: { id: string; code: string | null } | null;
  refundTransfer: { id: string; code: string | null } | null;
  supportingDocument: DisputeFile | null;
  refundProof: DisputeFile | null;
  creditVoucherProof: DisputeFile | null;
}

export interface DisputeEvent {
  id: string;
  name: string;
  slug: string;
  createdAt: string;
  meta: string | null;
  user: { name: string; email: string } | null;
}
