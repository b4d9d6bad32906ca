import { gql, type TypedDocumentNode } from '@apollo/client';
import type { OrganizationType } from '@pg/domain';
import type { LedgerEntry, LedgerOrganization } from './types';

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

export const ORG_LEDGER: TypedDocumentNode<{ orgLedger: { items: LedgerEntry[]; total: number } }, { organizationId: string; first: number; page: number }> = gql`
  query OrgLedger($organizationId: ID!, $first: Int, $page: Int) {
    orgLedger(organizationId: $organizationId, first: $first, page: $page) {
      total
      items {
        id
        amount
        balance
        transactionType
        createdAt
        remarks
      }
    }
  }
`;

export const OUTSTANDING_AMOUNT: TypedDocumentNode<{ outstandingAmount: { amount: number } }, Record<string, never>> = gql`
  query OutstandingAmount {
    outstandingAmount {
      amount
    }
  }
`;
