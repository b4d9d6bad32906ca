import { useQuery } from '@apollo/client/react';
import { Collapsible } from '@pg/ui-kit';
import { dateTime } from '../format';
import { REFUND_EVENTS } from '../graphql/refunds';
import { Muted, SimpleTable } from '../refunds.styles';

/** Collapsible 'View Refund History' (spec 001 s2): the refund's events, newest as the API orders them. */
export function RefundHistory({ refundId }: { refundId: string }) {
  const { data } = useQuery(REFUND_EVENTS, { variables: { refundId, first: 100 } });
  const events = data?.events.items ?? [];
  return (
    <Collapsible title="View Refund History">
      {events.length === 0 ? (
        <Muted>No history yet</Muted>
      ) : (
        <SimpleTable aria-label="Refund history">
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
                <td>{event.user ? event.user.name || event.user.email : '—'}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Collapsible>
  );
}
