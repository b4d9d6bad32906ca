import type { LedgerAccountKind, LedgerTransactionType, OrganizationType } from '@pg/domain';

// Shapes of the ledger queries (contract in api/schema.graphql).

export interface LedgerOrganization {
  id: string;
  name: string;
  type: OrganizationType;
  email: string | null;
  currentBalance: number | null;
  logo: { url: string; cloudFrontUrl: string }[];
}

export interface LedgerEntry {
  id: string;
  amount: number;
  balance: number;
  transactionType: LedgerTransactionType;
  createdAt: string;
  remarks: string;
  /** What it came from: invoice, webPayment, refund, dispute, transfer (and test data's others). */
  sourceType: string;
  sourceId: string;
}

export interface LedgerEntryPage {
  items: LedgerEntry[];
  total: number;
  endCursor: string | null;
}

/** One of the platform's own accounts (PG Admin). */
export interface PlatformAccount {
  id: string;
  kind: LedgerAccountKind;
  name: string;
  processor: string | null;
  balance: number;
  entries: number;
}

export interface LedgerAuditDifference {
  check: string;
  subject: string;
  detail: string;
}

export interface LedgerAuditRun {
  id: string;
  trigger: string;
  status: 'clean' | 'differences' | 'failed';
  startedAt: string;
  finishedAt: string;
  checks: number;
  differenceCount: number;
  differences: LedgerAuditDifference[];
  /** Why a failed run could not finish. */
  error: string | null;
  mailedAt: string | null;
}
