import type { CheckoutStatus, DisputeProgressStatus, InvoiceStatus, RefundProgressStatus, TransferItemKind } from '@pg/domain';

// Shapes of the transfer and transaction queries (contract in api/schema.graphql). Amounts are
// the API's decimals; screens turn them into cents (toCents) before any maths.

export interface OwnerRef {
  id: string;
  name: string;
  logo: { url: string; cloudFrontUrl: string }[];
}

/** A paid invoice as the Invoices tab lists it. */
export interface TransactionInvoice {
  id: string;
  code: string;
  status: InvoiceStatus;
  paidAt: string | null;
  createdAt: string;
  transferId: string | null;
  merchantProcessingFee: number;
  totals: { subtotal: number; merchantFee: number };
  owner: OwnerRef;
}

/** A paid checkout as the Checkouts tab lists it. */
export interface TransactionCheckout {
  id: string;
  code: string;
  status: CheckoutStatus;
  createdAt: string;
  amount: number;
  merchantProcessingFee: number;
  owner: OwnerRef;
}

/** A bank-approved refund as the add-refunds dialog lists it. */
export interface TransactionRefund {
  id: string;
  code: string;
  createdAt: string;
  requestedAmount: number;
  approvedAmount: number | null;
  progressStatus: RefundProgressStatus;
  transferId: string | null;
  owner: { id: string; name: string };
  invoice: { id: string; code: string } | null;
}

/** A dispute as the add-disputes and add-won-disputes dialogs and the transfer detail list it. */
export interface TransactionDispute {
  id: string;
  code: string;
  createdAt: string;
  disputeAmount: number;
  acceptanceFee: number;
  progressStatus: DisputeProgressStatus;
  transferId: string | null;
  refundTransferId: string | null;
  owner: { id: string; name: string };
  invoice: { id: string; code: string } | null;
  webPayment: { id: string; code: string } | null;
}

export interface TransferListItem {
  id: string;
  code: string;
  amount: number;
  createdAt: string;
  notes: string | null;
  transferredBy: { name: string } | null;
}

export interface TransferItem {
  kind: TransferItemKind;
  id: string;
  code: string;
  status: string;
  amount: number;
  signedAmount: number;
  organization: { id: string; name: string };
}

/** An organization the transfer paid more than its balance, as Bank Admin confirmed it. */
export interface TransferOverdraft {
  organizationId: string;
  organizationName: string;
  balance: number;
  share: number;
  overdraft: number;
}

export interface TransferDetail extends TransferListItem {
  updatedAt: string;
  overdrafts: TransferOverdraft[];
  items: TransferItem[];
  disputes: TransactionDispute[];
  wonDisputes: TransactionDispute[];
}
