import type { LedgerTransactionType, OrganizationType } from '@pg/domain';

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
}
