import type { InvoiceStatus, InvoiceType } from '@pg/domain';

// Shapes of the invoice queries (contract types in api/schema.graphql). Amounts are the API's
// decimal numbers with 2 places; screens turn them into cents with toCents before any maths.

export interface InvoiceLogo {
  url: string;
  cloudFrontUrl: string;
}

export interface InvoiceOwnerSummary {
  id: string;
  name: string;
  logo: InvoiceLogo[];
}

export interface InvoiceTotals {
  subtotal: number;
  fee: number;
  total: number;
  merchantFee: number;
  disbursements: number;
  net: number;
}

/** A row of the invoice list and its summary sidebar. */
export interface InvoiceListItem {
  id: string;
  code: string;
  name: string;
  type: InvoiceType;
  status: InvoiceStatus;
  recipientName: string;
  recipientSurName: string;
  recipientEmail: string;
  numberOfPax: number;
  dateOfService: string;
  dateOfArrival: string | null;
  merchantPO: string | null;
  accessKey: string;
  createdAt: string;
  paidAt: string | null;
  totals: Pick<InvoiceTotals, 'subtotal' | 'fee' | 'total'>;
  owner: InvoiceOwnerSummary;
}

export interface InvoiceFile {
  id: string;
  url: string;
  originalUrl: string;
  cloudFrontUrl: string;
  caption: string | null;
  type: string;
  mimetype: string;
  path: string;
  createdAt: string;
}

export interface InvoiceLineItem {
  id: string;
  description: string;
  quantity: number;
  price: number;
  total: number;
  sort: number;
}

export interface InvoiceDisbursement {
  id: string;
  amount: number;
  type: string;
  isDefault: boolean;
  recipientId: string;
  recipient: { id: string; name: string; type: string } | null;
  hotelInvoice: InvoiceFile[];
  doiDocument: InvoiceFile[];
}

export interface InvoicePayment {
  id: string;
  amount: number;
  status: string;
  stripeChargeId: string | null;
  createdAt: string;
  failMessage: string | null;
  failCode: string | null;
  source: { brand: string | null; last4: string | null };
}

export interface InvoicePayout {
  id: string;
  amount: number;
  remarks: string | null;
  payoutDate: string;
}

export interface InvoiceOwner extends InvoiceOwnerSummary {
  email: string | null;
  phoneNumber: string | null;
  address: string | null;
  website: string | null;
  blockTransactions: boolean;
  platformFee: number | null;
}

/** Everything the details page shows. */
export interface InvoiceDetail extends Omit<InvoiceListItem, 'totals' | 'owner'> {
  merchantProcessingFee: number;
  platformFeePercent: number;
  transactionFee: number;
  refundPolicyTerms: string;
  estimatedDisbursementDate: string | null;
  actualDisbursementDate: string | null;
  gatewayTransactionId: string | null;
  transferId: string | null;
  transfer: { id: string; code: string | null } | null;
  totals: InvoiceTotals;
  owner: InvoiceOwner;
  lineItems: InvoiceLineItem[];
  disbursements: InvoiceDisbursement[];
  payments: InvoicePayment[];
  payouts: InvoicePayout[];
  creditAdvices: InvoiceFile[];
  disbursedBy: { id: string; name: string; email: string } | null;
  refunds: InvoiceRefund[];
  /** disputes: the Dispute Details table (spec 000 s2). */
  disputes: InvoiceDispute[];
}

export interface InvoiceDispute {
  id: string;
  code: string;
  createdAt: string;
  disputeAmount: number;
  status: string;
  progressStatus: string;
}

export interface InvoiceRefund {
  id: string;
  code: string;
  progressStatus: string;
  requestedAmount: number;
}

export interface InvoiceEvent {
  id: string;
  name: string;
  createdAt: string;
  user: { name: string; email: string } | null;
}
