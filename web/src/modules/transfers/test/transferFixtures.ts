import type { LedgerEntry, LedgerOrganization } from '../../ledger/graphql/ledger';
import type { TransactionCheckout, TransactionDispute, TransactionInvoice, TransactionRefund, TransferDetail, TransferListItem } from '../graphql/transfers';

// Canned API answers of the transfer and ledger operations, shaped like api/schema.graphql.

const owner = { __typename: 'Organization' as const, id: 'org-1', name: 'Druk Heritage Tours', logo: [] };

export function transactionInvoiceFixture(overrides: Partial<TransactionInvoice> = {}): TransactionInvoice & { __typename: 'Invoice' } {
  return {
    __typename: 'Invoice',
    id: 'inv-1',
    code: 'INV-2026-000101',
    status: 'paid',
    paidAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-11-18T10:00:00.000Z',
    transferId: null,
    merchantProcessingFee: 2.5,
    totals: { __typename: 'InvoiceTotalsType', subtotal: 1120.5, merchantFee: 28.01 },
    owner,
    ...overrides,
  };
}

export function transactionCheckoutFixture(overrides: Partial<TransactionCheckout> = {}): TransactionCheckout & { __typename: 'WebPayment' } {
  return {
    __typename: 'WebPayment',
    id: 'chk-1',
    code: 'CHK-2026-000501',
    status: 'paid',
    createdAt: '2026-11-19T09:00:00.000Z',
    amount: 450,
    merchantProcessingFee: 11.25,
    owner,
    ...overrides,
  };
}

export function transactionRefundFixture(overrides: Partial<TransactionRefund> = {}): TransactionRefund & { __typename: 'Refund' } {
  return {
    __typename: 'Refund',
    id: 'ref-1',
    code: 'REF-2026-000301',
    createdAt: '2026-11-21T09:00:00.000Z',
    requestedAmount: 104.99,
    approvedAmount: null,
    progressStatus: 'bankApproved',
    transferId: null,
    owner: { __typename: 'Organization', id: 'org-1', name: 'Druk Heritage Tours' },
    invoice: { __typename: 'Invoice', id: 'inv-1', code: 'INV-2026-000101' },
    ...overrides,
  };
}

export function transactionDisputeFixture(overrides: Partial<TransactionDispute> = {}): TransactionDispute & { __typename: 'Dispute' } {
  return {
    __typename: 'Dispute',
    id: 'dsp-1',
    code: 'DSP-2026-000401',
    createdAt: '2026-11-21T11:00:00.000Z',
    disputeAmount: 430.5,
    acceptanceFee: 15,
    progressStatus: 'merchantApproved',
    transferId: null,
    refundTransferId: null,
    owner: { __typename: 'Organization', id: 'org-1', name: 'Druk Heritage Tours' },
    invoice: { __typename: 'Invoice', id: 'inv-7', code: 'INV-2026-000107' },
    webPayment: null,
    ...overrides,
  };
}

export function transferListItemFixture(overrides: Partial<TransferListItem> = {}): TransferListItem & { __typename: 'Transfer' } {
  return {
    __typename: 'Transfer',
    id: 'trf-1',
    code: 'TRF-2026-000701',
    amount: 2079.99,
    createdAt: '2026-11-22T08:00:00.000Z',
    notes: 'Batch 7',
    transferredBy: { __typename: 'TransferUser', name: 'Karma Dorji' },
    ...overrides,
  };
}

export function transferDetailFixture(overrides: Partial<TransferDetail> = {}): TransferDetail & { __typename: 'Transfer' } {
  const org = { __typename: 'TransferItemOrganization' as const, id: 'org-1', name: 'Druk Heritage Tours' };
  return {
    ...transferListItemFixture(),
    updatedAt: '2026-11-22T08:00:00.000Z',
    overdrafts: [],
    items: [
      {
        __typename: 'TransferItem',
        kind: 'invoice',
        id: 'inv-1',
        code: 'INV-2026-000101',
        status: 'disbursed',
        subtotal: 1120.5,
        amount: 1092.49,
        signedAmount: 1092.49,
        organization: org,
      },
      {
        __typename: 'TransferItem',
        kind: 'invoice',
        id: 'inv-2',
        code: 'INV-2026-000102',
        status: 'disbursed',
        subtotal: 1120.5,
        amount: 1092.49,
        signedAmount: 1092.49,
        organization: org,
      },
      {
        __typename: 'TransferItem',
        kind: 'refund',
        id: 'ref-1',
        code: 'REF-2026-000301',
        status: 'bankApproved',
        subtotal: 100,
        amount: 104.99,
        signedAmount: -104.99,
        organization: org,
      },
    ],
    disputes: [],
    wonDisputes: [],
    ...overrides,
  };
}

export function ledgerOrganizationFixture(overrides: Partial<LedgerOrganization> = {}): LedgerOrganization & { __typename: 'Organization' } {
  return {
    __typename: 'Organization',
    id: 'org-1',
    name: 'Druk Heritage Tours',
    type: 'agency',
    email: 'hello@drukheritage.test',
    currentBalance: 1384.5,
    logo: [],
    ...overrides,
  };
}

export function ledgerEntryFixture(overrides: Partial<LedgerEntry> = {}): LedgerEntry & { __typename: 'LedgerEntry' } {
  return {
    __typename: 'LedgerEntry',
    id: 'le-1',
    amount: -1170,
    balance: 1384.5,
    transactionType: 'transfer',
    createdAt: '2026-11-22T08:00:00.000Z',
    remarks: 'Transfer TRF-2026-000701 (2 items)',
    sourceType: 'transfer',
    sourceId: 'trf-1',
    ...overrides,
  };
}
