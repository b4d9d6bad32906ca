import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrganizationType } from '@pg/domain';
import type { LedgerPageVariables } from '../list/useLedgerPages';
import type { LedgerAuditRun, LedgerEntryPage, LedgerOrganization, PlatformAccount } from './types';

// Ledger operations (spec 002 s7: orgLedger, outstandingAmount) and the /ledger list.

const LEDGER_ORGANIZATION_FIELDS = gql`
  fragment LedgerOrganizationFields on Organization {
    id
    name
    type
    email
    currentBalance
    logo {
      url
      cloudFrontUrl
    }
  }
`;

export interface LedgerOrganizationsVariables {
  first: number;
  page: number;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
  type?: OrganizationType[] | null;
}

export const LEDGER_ORGANIZATIONS: TypedDocumentNode<{ ledgerOrganizations: { items: LedgerOrganization[]; total: number } }, LedgerOrganizationsVariables> = gql`
  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!]) {
    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type) {
      total
      items {
        ...LedgerOrganizationFields
      }
    }
  }
  ${LEDGER_ORGANIZATION_FIELDS}
`;

export const LEDGER_ORGANIZATION: TypedDocumentNode<{ organization: LedgerOrganization }, { id: string }> = gql`
  query LedgerOrganization($id: ID!) {
    organization(id: $id) {
      ...LedgerOrganizationFields
    }
  }
  ${LEDGER_ORGANIZATION_FIELDS}
`;

const LEDGER_ENTRY_FIELDS = gql`
  fragment LedgerEntryFields on LedgerEntryList {
    total
    endCursor
    items {
      id
      amount
      balance
      transactionType
      createdAt
      remarks
      sourceType
      sourceId
    }
  }
`;

// A page by number, or (keyset) the page after another page's endCursor.
export const ORG_LEDGER: TypedDocumentNode<{ orgLedger: LedgerEntryPage }, { organizationId: string } & LedgerPageVariables> = gql`
  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {
    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {
      ...LedgerEntryFields
    }
  }
  ${LEDGER_ENTRY_FIELDS}
`;

export const OUTSTANDING_AMOUNT: TypedDocumentNode<{ outstandingAmount: { amount: number; owing: number; owingOrganizations: number } }, Record<string, never>> = gql`
  query OutstandingAmount {
    outstandingAmount {
      amount
      owing
      owingOrganizations
    }
  }
`;

export const LEDGER_ACCOUNTS: TypedDocumentNode<{ ledgerAccounts: PlatformAccount[] }, Record<string, never>> = gql`
  query LedgerAccounts {
    ledgerAccounts {
      id
      kind
      name
      processor
      balance
      entries
    }
  }
`;

export const LEDGER_ACCOUNT_ENTRIES: TypedDocumentNode<{ ledgerAccountEntries: LedgerEntryPage }, { accountId: string } & LedgerPageVariables> = gql`
  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {
    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {
      ...LedgerEntryFields
    }
  }
  ${LEDGER_ENTRY_FIELDS}
`;

const LEDGER_AUDIT_RUN_FIELDS = gql`
  fragment LedgerAuditRunFields on LedgerAuditRun {
    id
    trigger
    status
    startedAt
    finishedAt
    checks
    differenceCount
    differences {
      check
      subject
      detail
    }
    error
    mailedAt
  }
`;

export const LEDGER_AUDIT_RUNS: TypedDocumentNode<{ ledgerAuditRuns: LedgerAuditRun[] }, { first: number }> = gql`
  query LedgerAuditRuns($first: Int) {
    ledgerAuditRuns(first: $first) {
      ...LedgerAuditRunFields
    }
  }
  ${LEDGER_AUDIT_RUN_FIELDS}
`;

export const RUN_LEDGER_AUDIT: TypedDocumentNode<{ runLedgerAudit: LedgerAuditRun }, Record<string, never>> = gql`
  mutation RunLedgerAudit {
    runLedgerAudit {
      ...LedgerAuditRunFields
    }
  }
  ${LEDGER_AUDIT_RUN_FIELDS}
`;
