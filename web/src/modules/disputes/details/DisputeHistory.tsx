import { useQuery } from '@apollo/client/react';
import { Collapsible } from '@pg/ui-kit';
import { Muted, SimpleTable } from '../../refunds/refunds.styles';
import { dateTime } from '../format';
import { DISPUTE_EVENTS } from '../graphql/disputes';

/** Collapsible 'View Dispute History' (spec 001 s2): the dispute's events, newest first. */
export function DisputeHistory({ disputeId }: { disputeId: string }) {
  const { data } = useQuery(DISPUTE_EVENTS, { variables: { disputeId, first: 100 } });
  const events = data?.events.items ?? [];
  return (
    <Collapsible title="View Dispute History">
      {events.length === 0 ? (
        <Muted>No history yet</Muted>
      ) : (
        <SimpleTable aria-label="Dispute history">
          <thead>
            <tr>
              <th>Date</th>
              <th>Event</th>
              <th>By</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event) => (
              <tr key={event.id}>
                <td>{dateTime(event.createdAt)}</td>
                <td>{event.name}</td>
                <td>{event.user ? event.user.name || event.user.email : 'System'}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Collapsible>
  );
}
