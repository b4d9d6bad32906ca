import { useQuery } from '@apollo/client/react';

import { EventHistory } from '../../app/components/EventHistory';
import { REFUND_EVENTS } from '../graphql/refunds';

/** Collapsible 'View Refund History' (spec 001 s2): the refund's events, newest as the API orders them. */
export function RefundHistory({ refundId }: { refundId: string }) {
  const { data } = useQuery(REFUND_EVENTS, { variables: { refundId, first: 100 } });
  return <EventHistory title="View Refund History" label="Refund history" events={data?.events.items ?? []} />;
}
