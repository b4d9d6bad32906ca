import { PageTitle } from '../modules/refunds/refunds.styles';

/** /transactions/{id}: the spec shows only the heading (spec 002 s2). */
export function TransactionDetailsPage() {
  return <PageTitle>Transaction Details</PageTitle>;
}
