import { useParams } from 'react-router';

import { CheckoutDetails } from '../modules/checkouts/details/CheckoutDetails';
import { NotFoundPage } from './NotFoundPage';

/** /checkouts/:id (spec 002 s2). */
export function CheckoutDetailsPage() {
  const { id } = useParams();
  return id ? <CheckoutDetails key={id} id={id} /> : <NotFoundPage />;
}
