import { gql, type TypedDocumentNode } from '@apollo/client';
import type { CreateInvoiceInput } from './invoiceDraft';

// The create page's own operations (spec 000 s7); names are the spec's.

export interface CreatedInvoice {
  id: string;
  code: string;
  accessKey: string;
  status: string;
}

export const CREATE_INVOICE: TypedDocumentNode<{ createInvoice: CreatedInvoice }, { invoice: CreateInvoiceInput }> = gql`
  mutation CreateInvoice($invoice: CreateInvoiceInput!) {
    createInvoice(invoice: $invoice) {
      id
      code
      accessKey
      status
    }
  }
`;

export interface RecipientOption {
  id: string;
  name: string;
  type: string;
}

/** organizations(type, status): here the government bodies, for the fixed DOI row. */
export const DISBURSEMENT_ORGANIZATIONS: TypedDocumentNode<{ organizations: RecipientOption[] }, { type: string[]; status: string[] }> = gql`
  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {
    organizations(type: $type, status: $status) {
      id
      name
      type
    }
  }
`;
