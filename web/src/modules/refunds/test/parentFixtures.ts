import type { RefundEventsQuery } from '../../../gql/graphql';
import type { ParentInvoiceRef, ParentOwner } from '../graphql/parentFragments';

// The organization and invoice a refund or dispute fixture belongs to, with the __typename the
// cache needs to match the Parent*Fields fragments.

export function parentOwnerFixture(): ParentOwner {
  return { __typename: 'Organization', id: 'org-1', name: 'Druk Adventures', logo: [] };
}

/** The invoice as a list row shows it; a detail fixture adds the invoice's refunds. */
export function parentInvoiceFixture(): ParentInvoiceRef {
  return {
    __typename: 'Invoice',
    id: 'inv-1',
    code: 'INV-0001',
    recipientName: 'Pema',
    recipientSurName: 'Lhamo',
    merchantPO: 'PO-77',
    totals: { __typename: 'InvoiceTotalsType', subtotal: 500, fee: 12.5, total: 512.5 },
  };
}

/** An empty event history (both detail pages load one). */
export const noEvents = (): { data: RefundEventsQuery } => ({ data: { events: { __typename: 'EventList', total: 0, items: [] } } });
