import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime, WEBHOOK_EVENT_TYPES } from '@pg/domain';
import { Alert, Badge, Button, Card, DataTable, type DataTableColumn, media, SelectField, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';
import styled from 'styled-components';

import { BACKGROUND_CONTEXT } from '../../app/session/sessionActivity';
import { TestBadge } from '../../test-mode/TestBadge';
import { RESEND_WEBHOOK_EVENT, WEBHOOK_DELIVERIES, WEBHOOK_EVENTS, type WebhookAttempt, type WebhookEvent } from '../graphql/webhooks';

const Bar = styled.div`
  display: flex;
  gap: 16px;
  align-items: flex-end;
  flex-wrap: wrap;
  padding: 16px;
`;
const Log = styled.section`
  padding: 16px;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: grid;
  gap: 16px;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 16px;
  }
  pre {
    white-space: pre-wrap;
    overflow-wrap: anywhere;
    margin: 0;
    font-size: 12px;
  }
`;

const PhoneId = styled.code`
  display: block;
  margin-top: 4px;
  font-size: 12px;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.textMuted};
  ${media.up('md')} {
    display: none;
  }
`;

const TYPE_OPTIONS = [{ value: '', label: 'All events' }, ...WEBHOOK_EVENT_TYPES.map((t) => ({ value: t, label: t }))];
const PAGE = 20;
const statusTone = (status: string) => (status === 'succeeded' ? 'success' : status === 'failed' ? 'danger' : status === 'skipped' ? 'neutral' : 'info');

/** Events of the organization, newest first; choosing one shows its delivery log and Resend. */
export function WebhookEventsCard() {
  const [type, setType] = useState('');
  const [selected, setSelected] = useState<WebhookEvent | null>(null);
  const events = useQuery(WEBHOOK_EVENTS, { variables: { type: type || null, first: PAGE }, notifyOnNetworkStatusChange: true });
  const items = events.data?.webhookEvents.items ?? [];

  const more = () => {
    const last = items[items.length - 1];
    if (!last) return;
    void events.fetchMore({
      variables: { startingAfter: last.id },
      updateQuery: (previous, { fetchMoreResult }) => ({
        webhookEvents: { ...fetchMoreResult.webhookEvents, items: [...previous.webhookEvents.items, ...fetchMoreResult.webhookEvents.items] },
      }),
    });
  };

  const columns = useMemo<DataTableColumn<WebhookEvent>[]>(
    () => [
      {
        key: 'type',
        label: 'Event',
        render: (e) => (
          <>
            <code style={{ overflowWrap: 'anywhere' }}>{e.type}</code> <TestBadge livemode={e.livemode} />
            {/* A phone shows the id under the type (its column is hidden there). */}
            <PhoneId>{e.id}</PhoneId>
          </>
        ),
      },
      { key: 'id', label: 'Id', hideBelow: 'md', render: (e) => <code style={{ overflowWrap: 'anywhere' }}>{e.id}</code> },
      { key: 'createdAt', label: 'Created', render: (e) => formatDateTime(e.createdAt) },
    ],
    [],
  );

  return (
    <Card
      title="Events"
      actions={
        <Button variant="secondary" onClick={() => void events.refetch()}>
          Refresh
        </Button>
      }
      flush
    >
      <Bar>
        <SelectField
          label="Event type"
          name="eventType"
          options={TYPE_OPTIONS}
          value={type}
          onChange={(v) => {
            setType(v);
            setSelected(null);
          }}
        />
      </Bar>
      {events.error ? (
        <Alert tone="danger" title="Could not load the events">
          {events.error.message}
        </Alert>
      ) : (
        <DataTable
          caption="Events"
          columns={columns}
          rows={items}
          getRowId={(e) => e.id}
          loading={events.loading && items.length === 0}
          emptyText="No events yet"
          selectedId={selected?.id ?? null}
          onRowClick={(e) => setSelected(e)}
          onRowDoubleClick={(e) => setSelected(e)}
        />
      )}
      {events.data?.webhookEvents.hasMore && (
        <Bar>
          <Button variant="secondary" onClick={more} loading={events.loading}>
            Load More
          </Button>
        </Bar>
      )}
      {selected && <DeliveryLog event={selected} />}
    </Card>
  );
}

function attemptLine(a: WebhookAttempt): string {
  return a.statusCode === null ? `no answer: ${a.error ?? ''}` : `HTTP ${a.statusCode}`;
}

/** One event's deliveries, each with its attempts (time, status code, duration, response excerpt), and Resend. */
function DeliveryLog({ event }: { event: WebhookEvent }) {
  const toast = useToast();
  const log = useQuery(WEBHOOK_DELIVERIES, { variables: { eventId: event.id }, pollInterval: 3000, context: BACKGROUND_CONTEXT });
  const [resend, resending] = useMutation(RESEND_WEBHOOK_EVENT);
  const deliveries = log.data?.webhookDeliveries ?? [];
  const onResend = () =>
    void resend({ variables: { eventId: event.id } }).then(
      () => {
        toast.success('Event Resent');
        void log.refetch();
      },
      () => undefined,
    );
  return (
    <Log aria-labelledby="delivery-log-title">
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, flexWrap: 'wrap', alignItems: 'center' }}>
        <h3 id="delivery-log-title">Delivery log of {event.id}</h3>
        <Button onClick={onResend} loading={resending.loading}>
          Resend
        </Button>
      </div>
      {log.error && (
        <Alert tone="danger" title="Could not load the delivery log">
          {log.error.message}
        </Alert>
      )}
      {log.loading && !log.data && <p>Loading the delivery log…</p>}
      {log.data && deliveries.length === 0 && (
        <p>No deliveries: no enabled endpoint wanted this event when it happened. Resend sends it to every enabled endpoint that wants it now.</p>
      )}
      {deliveries.map((d) => (
        <div key={d.id} data-testid="webhook-delivery">
          <p style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>
            <Badge tone={statusTone(d.status)}>{d.status}</Badge> to <code>{d.endpointUrl}</code> <small>({d.workflowId})</small>
          </p>
          <DataTable
            caption={`Attempts of ${d.workflowId}`}
            columns={[
              { key: 'attemptedAt', label: 'Time', render: (a) => formatDateTime(a.attemptedAt) },
              { key: 'statusCode', label: 'Status code', render: attemptLine },
              { key: 'durationMs', label: 'Duration', render: (a) => `${a.durationMs} ms` },
              { key: 'responseExcerpt', label: 'Response', render: (a) => <pre>{a.responseExcerpt ?? a.error ?? ''}</pre> },
            ]}
            rows={d.attempts}
            getRowId={(a) => a.id}
            emptyText="Not attempted yet"
          />
        </div>
      ))}
      <details>
        <summary>Event body</summary>
        <pre>{JSON.stringify(JSON.parse(event.payload), null, 2)}</pre>
      </details>
    </Log>
  );
}
