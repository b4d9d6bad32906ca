import { gql, type TypedDocumentNode } from '@apollo/client';
import type { InvoiceStatus, InvoiceType } from '@pg/domain';
import { INVOICE_DETAIL_FIELDS, INVOICE_FILE_FIELDS, INVOICE_LIST_FIELDS } from './fragments';
import type { InvoiceDetail, InvoiceEvent, InvoiceFile, InvoiceListItem, InvoicePayout } from './types';

// Invoice operations by the spec's names (000 section 7).

export interface InvoicesVariables {
  first: number;
  page: number;
  status?: InvoiceStatus | null;
  sortField?: string | null;
  sortDirection?: string | null;
  searchParam?: string | null;
}

export const INVOICES: TypedDocumentNode<{ invoices: { items: InvoiceListItem[]; total: number } }, InvoicesVariables> = gql`
  query Invoices($first: Int, $page: Int, $status: InvoiceStatus, $sortField: String, $sortDirection: String, $searchParam: String) {
    invoices(first: $first, page: $page, status: $status, sortField: $sortField, sortDirection: $sortDirection, searchParam: $searchParam) {
      total
      items {
        ...InvoiceListFields
      }
    }
  }
  ${INVOICE_LIST_FIELDS}
`;

export const INVOICE: TypedDocumentNode<{ invoice: InvoiceDetail }, { id: string }> = gql`
  query Invoice($id: ID) {
    invoice(id: $id) {
      ...InvoiceDetailFields
    }
  }
  ${INVOICE_DETAIL_FIELDS}
`;

export const INVOICE_EVENTS: TypedDocumentNode<{ events: { items: InvoiceEvent[]; total: number } }, { invoiceId: string; first?: number }> = gql`
  query Events($invoiceId: ID!, $first: Int) {
    events(invoiceId: $invoiceId, first: $first) {
      total
      items {
        id
        name
        createdAt
        user {
          name
          email
        }
      }
    }
  }
`;

export const UPDATE_STATUS: TypedDocumentNode<{ updateStatus: Pick<InvoiceDetail, 'id' | 'status'> }, { id: string; status: InvoiceStatus }> = gql`
  mutation UpdateStatus($id: ID!, $status: InvoiceStatus!) {
    updateStatus(id: $id, status: $status) {
      id
      status
    }
  }
`;

export interface UpdateInvoiceInput {
  id: string;
  name?: string;
  recipientName?: string;
  recipientSurName?: string;
  recipientEmail?: string;
  type?: InvoiceType;
  merchantPO?: string;
  merchantProcessingFee?: number;
  dateOfService?: string;
  dateOfArrival?: string | null;
  numberOfPax?: number;
}

export const UPDATE_INVOICE: TypedDocumentNode<{ updateInvoice: Pick<InvoiceDetail, 'id'> }, { invoice: UpdateInvoiceInput }> = gql`
  mutation UpdateInvoice($invoice: UpdateInvoiceInput!) {
    updateInvoice(invoice: $invoice) {
      id
    }
  }
`;

export interface InvoicePayoutInput {
  invoiceId: string;
  id?: string;
  amount: number;
  remarks?: string;
  payoutDate: string;
}

export const SAVE_INVOICE_PAYOUT: TypedDocumentNode<{ saveInvoicePayout: InvoicePayout }, { payout: InvoicePayoutInput }> = gql`
  mutation SaveInvoicePayout($payout: InvoicePayoutInput!) {
    saveInvoicePayout(payout: $payout) {
      id
      amount
      remarks
      payoutDate
    }
  }
`;

export const DELETE_INVOICE_PAYOUT: TypedDocumentNode<{ deleteInvoicePayout: { success: boolean } }, { id: string }> = gql`
  mutation DeleteInvoicePayout($id: ID!) {
    deleteInvoicePayout(id: $id) {
      success
    }
  }
`;

export interface CreateFileInput {
  invoiceId?: string;
  disbursementId?: string;
  type: string;
  caption?: string;
  path: string;
  mimetype?: string;
}

export const CREATE_FILE: TypedDocumentNode<{ createFile: InvoiceFile }, { file: CreateFileInput }> = gql`
  mutation CreateFile($file: CreateFileInput!) {
    createFile(file: $file) {
      ...InvoiceFileFields
    }
  }
  ${INVOICE_FILE_FIELDS}
`;

export const REMOVE_FILE: TypedDocumentNode<{ removeFile: { success: boolean } }, { file: { id: string } }> = gql`
  mutation RemoveFile($file: RemoveFileInput!) {
    removeFile(file: $file) {
      success
    }
  }
`;

export interface InvoiceItemInput {
  invoiceId: string;
  id?: string;
  description: string;
  quantity: number;
  price: number;
}

export const SAVE_INVOICE_ITEM: TypedDocumentNode<{ saveInvoiceItem: { id: string } }, { invoiceItem: InvoiceItemInput }> = gql`
  mutation SaveInvoiceItem($invoiceItem: InvoiceItemInput!) {
    saveInvoiceItem(invoiceItem: $invoiceItem) {
      id
    }
  }
`;

export const DELETE_INVOICE_ITEM: TypedDocumentNode<{ deleteInvoiceItem: { success: boolean } }, { id: string }> = gql`
  mutation DeleteInvoiceItem($id: ID!) {
    deleteInvoiceItem(id: $id) {
      success
    }
  }
`;

export interface SaveDisbursementInput {
  invoiceId: string;
  id?: string;
  recipientId?: string;
  amount: number;
  file?: { path: string; mimetype?: string; caption?: string };
}

export const SAVE_DISBURSEMENT: TypedDocumentNode<{ saveDisbursement: { id: string } }, { disbursement: SaveDisbursementInput }> = gql`
  mutation SaveDisbursement($disbursement: SaveDisbursementInput!) {
    saveDisbursement(disbursement: $disbursement) {
      id
    }
  }
`;

export const DELETE_DISBURSEMENT: TypedDocumentNode<{ deleteDisbursement: { success: boolean } }, { id: string }> = gql`
  mutation DeleteDisbursement($id: ID!) {
    deleteDisbursement(id: $id) {
      success
    }
  }
`;

export const DISBURSEMENT_RECIPIENTS: TypedDocumentNode<{ organizations: { id: string; name: string; type: string }[] }, Record<string, never>> = gql`
  query DisbursementRecipients {
    organizations(type: [government, airline, hotel, agency], status: [active]) {
      id
      name
      type
    }
  }
`;
