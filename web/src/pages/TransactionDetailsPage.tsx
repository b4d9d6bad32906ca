import { PageTitle } from '../modules/app/components/page.styles';

/** /transactions/{id}: the spec shows only the heading (spec 002 s2). */
export function TransactionDetailsPage() {
  return <PageTitle>Transaction Details</PageTitle>;
}
