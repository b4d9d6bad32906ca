import { graphql } from '../../../gql';
import type { ParentInvoiceFieldsFragment, ParentOwnerFieldsFragment } from '../../../gql/graphql';

// What a refund and a dispute both show of what they belong to: the merchant organization and
// the invoice (their webPayment types differ in the schema, so each selects its own).

export type ParentOwner = ParentOwnerFieldsFragment;
/** The invoice of a refund or dispute; each adds the invoice's refunds as it selects them. */
export type ParentInvoiceRef = ParentInvoiceFieldsFragment;

export const PARENT_OWNER_FIELDS = graphql(`
  fragment ParentOwnerFields on Organization {
    id
    name
    logo {
      id
      url
      cloudFrontUrl
    }
  }
`);

export const PARENT_INVOICE_FIELDS = graphql(`
  fragment ParentInvoiceFields on Invoice {
    id
    code
    recipientName
    recipientSurName
    merchantPO
    totals {
      subtotal
      fee
      total
    }
  }
`);
