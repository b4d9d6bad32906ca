import { graphql } from '../../../gql';
import type { LedgerAccountsQuery, LedgerAuditRunFieldsFragment, LedgerEntryFieldsFragment, LedgerOrganizationFieldsFragment } from '../../../gql/graphql';

// Ledger operations (spec 002 s7: orgLedger, outstandingAmount) and the /ledger list.

export type LedgerOrganization = LedgerOrganizationFieldsFragment;
export type LedgerEntryPage = LedgerEntryFieldsFragment;
export type LedgerEntry = LedgerEntryPage['items'][number];
/** One of the platform's own accounts (PG Admin). */
export type PlatformAccount = LedgerAccountsQuery['ledgerAccounts'][number];
export type LedgerAuditRun = LedgerAuditRunFieldsFragment;
export type LedgerAuditDifference = LedgerAuditRun['differences'][number];

export const LEDGER_ORGANIZATION_FIELDS = graphql(`
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
`);

export const LEDGER_ORGANIZATIONS = graphql(`
  query LedgerOrganizations($first: Int, $page: Int, $sortField: String, $sortDirection: String, $searchParam: String, $type: [OrganizationType!], $status: [OrganizationStatus!]) {
    ledgerOrganizations(first: $first, page: $page, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam, type: $type, status: $status) {
      total
      items {
        ...LedgerOrganizationFields
      }
    }
  }
`);

export const LEDGER_ORGANIZATION = graphql(`
  query LedgerOrganization($id: ID!) {
    organization(id: $id) {
      ...LedgerOrganizationFields
    }
  }
`);

// A page by number, or (keyset) the page after another page's endCursor.
export const ORG_LEDGER = graphql(`
  query OrgLedger($organizationId: ID!, $first: Int, $page: Int, $after: String) {
    orgLedger(organizationId: $organizationId, first: $first, page: $page, after: $after) {
      ...LedgerEntryFields
    }
  }
`);

export const OUTSTANDING_AMOUNT = graphql(`
  query OutstandingAmount {
    outstandingAmount {
      amount
      owing
      owingOrganizations
    }
  }
`);

export const LEDGER_ACCOUNTS = graphql(`
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
`);

export const LEDGER_ACCOUNT_ENTRIES = graphql(`
  query LedgerAccountEntries($accountId: ID!, $first: Int, $page: Int, $after: String) {
    ledgerAccountEntries(accountId: $accountId, first: $first, page: $page, after: $after) {
      ...LedgerEntryFields
    }
  }
`);

export const LEDGER_AUDIT_RUN_FIELDS = graphql(`
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
`);

export const LEDGER_AUDIT_RUNS = graphql(`
  query LedgerAuditRuns($first: Int) {
    ledgerAuditRuns(first: $first) {
      ...LedgerAuditRunFields
    }
  }
`);

export const RUN_LEDGER_AUDIT = graphql(`
  mutation RunLedgerAudit {
    runLedgerAudit {
      ...LedgerAuditRunFields
    }
  }
`);
