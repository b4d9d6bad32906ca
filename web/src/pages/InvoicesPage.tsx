import { InvoiceList } from '../modules/invoices/list/InvoiceList';

/** /invoices (spec 000 section 2). */
export function InvoicesPage() {
  return <InvoiceList />;
}
