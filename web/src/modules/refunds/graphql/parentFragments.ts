import { gql } from '@apollo/client';

// What a refund and a dispute both show of what they belong to: the merchant organization and
// the invoice (their webPayment types differ in the schema, so each selects its own).

export interface ParentOwner {
  id: string;
  name: string;
  logo: { id: string | null; url: string; cloudFrontUrl: string }[];
}

/** The invoice of a refund or dispute; `refunds` is the invoice's refunds as each selects them. */
export interface ParentInvoiceRef<TRefund> {
  id: string;
  code: string;
  recipientName: string;
  recipientSurName: string;
  merchantPO: string | null;
  totals: { subtotal: number; fee: number; total: number };
  refunds: TRefund[];
}

export const PARENT_OWNER_FIELDS = gql`
  fragment ParentOwnerFields on Organization {
    id
    name
    logo {
      id
      url
      cloudFrontUrl
    }
  }
`;

export const PARENT_INVOICE_FIELDS = gql`
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
`;
