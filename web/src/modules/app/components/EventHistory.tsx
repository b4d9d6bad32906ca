import { Collapsible } from '@pg/ui-kit';

import { graphql } from '../../../gql';
import type { EventHistoryFieldsFragment } from '../../../gql/graphql';
import { dateTime, personName } from '../format';
import { Muted, SimpleTable } from './page.styles';

/** What the history reads of each event (spread into the refund and dispute event queries). */
export const EVENT_HISTORY_FIELDS = graphql(`
  fragment EventHistoryFields on Event {
    id
    name
    createdAt
    user {
      name
      surname
      email
    }
  }
`);

export type HistoryEvent = EventHistoryFieldsFragment;

/** A collapsible history of events (refunds, disputes): date, event and who; 'System' when nobody. */
export function EventHistory({ title, label, events }: { title: string; label: string; events: readonly HistoryEvent[] }) {
  return (
    <Collapsible title={title}>
      {events.length === 0 ? (
        <Muted>No history yet</Muted>
      ) : (
        <SimpleTable aria-label={label}>
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
                <td>{event.user ? personName(event.user) || event.user.email : 'System'}</td>
              </tr>
            ))}
          </tbody>
        </SimpleTable>
      )}
    </Collapsible>
  );
}
