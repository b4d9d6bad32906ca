import { graphql } from '../../../gql';
import type { EventsQuery } from '../../../gql/graphql';

// Invoice operations by the spec's names (000 section 7); fragments in fragments.ts.

export type InvoiceEvent = EventsQuery['events']['items'][number];

export const INVOICES = graphql(`
  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {
    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
      total
      items {
        ...InvoiceListFields
      }
    }
  }
`);

export const INVOICE = graphql(`
  query Invoice($id: ID) {
    invoice(id: $id) {
      ...InvoiceDetailFields
    }
  }
`);

export const INVOICE_EVENTS = graphql(`
  query Events($invoiceId: ID!, $first: Int) {
    events(invoiceId: $invoiceId, first: $first) {
      total
      items {
        id
        name
        createdAt
        user {
          name
          surname
          email
        }
      }
    }
  }
`);

export const UPDATE_STATUS = graphql(`
  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {
    updateStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);

export const UPDATE_INVOICE = graphql(`
  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {
    updateInvoice(invoice: $invoice) {
      id
    }
  }
`);

export const SAVE_INVOICE_PAYOUT = graphql(`
  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {
    saveInvoicePayout(payout: $payout) {
      ...PayoutFields
    }
  }
`);

export const DELETE_INVOICE_PAYOUT = graphql(`
  mutation DeleteInvoicePayout($id: ID!) {
    deleteInvoicePayout(id: $id) {
      success
    }
  }
`);

export const SAVE_INVOICE_ITEM = graphql(`
  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {
    saveInvoiceItem(invoiceItem: $invoiceItem) {
      id
    }
  }
`);

export const DELETE_INVOICE_ITEM = graphql(`
  mutation DeleteInvoiceItem($id: ID!) {
    deleteInvoiceItem(id: $id) {
      success
    }
  }
`);

export const SAVE_DISBURSEMENT = graphql(`
  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {
    saveDisbursement(disbursement: $disbursement) {
      id
    }
  }
`);

export const DELETE_DISBURSEMENT = graphql(`
  mutation DeleteDisbursement($id: ID!) {
    deleteDisbursement(id: $id) {
      success
    }
  }
`);

export const DISBURSEMENT_RECIPIENTS = graphql(`
  query DisbursementRecipients {
    organizations(type: [government, airline, hotel, agency], status: [active]) {
      id
      name
      type
    }
  }
`);
