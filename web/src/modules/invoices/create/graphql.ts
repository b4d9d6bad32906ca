import { graphql } from '../../../gql';
import type { CreateInvoiceMutation, OrganizationsQuery } from '../../../gql/graphql';

// The create page's own operations (spec 000 s7); names are the spec's.

export type CreatedInvoice = CreateInvoiceMutation['createInvoice'];
export type RecipientOption = OrganizationsQuery['organizations'][number];

export const CREATE_INVOICE = graphql(`
  mutation CreateInvoice($invoice: CreateInvoiceInput!) {
    createInvoice(invoice: $invoice) {
      id
      code
      accessKey
      status
    }
  }
`);

/** organizations(type, status): here the government bodies, for the fixed DOI row. */
export const DISBURSEMENT_ORGANIZATIONS = graphql(`
  query Organizations($type: [OrganizationType!], $status: [OrganizationStatus!]) {
    organizations(type: $type, status: $status) {
      id
      name
      type
    }
  }
`);
