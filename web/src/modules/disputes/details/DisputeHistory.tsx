import { useQuery } from '@apollo/client/react';

import { EventHistory } from '../../app/components/EventHistory';
import { DISPUTE_EVENTS } from '../graphql/disputes';

/** Collapsible 'View Dispute History' (spec 001 s2): the dispute's events, newest first. */
export function DisputeHistory({ disputeId }: { disputeId: string }) {
  const { data } = useQuery(DISPUTE_EVENTS, { variables: { disputeId, first: 100 } });
  return <EventHistory title="View Dispute History" label="Dispute history" events={data?.events.items ?? []} />;
}
