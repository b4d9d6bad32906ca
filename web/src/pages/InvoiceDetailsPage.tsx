import { useParams } from 'react-router';

import { InvoiceDetails } from '../modules/invoices/details/InvoiceDetails';
import { NotFoundPage } from './NotFoundPage';

/** /invoices/{id} (spec 000 section 2). Keyed by id so moving between invoices starts fresh. */
export function InvoiceDetailsPage() {
  const { id } = useParams();
  if (!id) return <NotFoundPage />;
  return <InvoiceDetails key={id} id={id} />;
}
