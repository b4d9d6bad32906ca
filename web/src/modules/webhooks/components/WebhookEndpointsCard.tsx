import { useMutation, useQuery } from '@apollo/client/react';
import { formatDateTime } from '@pg/domain';
import { Alert, Badge, Button, Card, Checkbox, ConfirmDialog, DataTable, type DataTableColumn, Dialog, useToast } from '@pg/ui-kit';
import { useMemo, useState } from 'react';

import { HiddenLabel } from '../../app/components/page.styles';
import { DELETE_WEBHOOK_ENDPOINT, ROLL_WEBHOOK_ENDPOINT_SECRET, UPDATE_WEBHOOK_ENDPOINT, WEBHOOK_ENDPOINTS, type WebhookEndpoint } from '../graphql/webhooks';
import { EndpointDialog } from './EndpointDialog';
import { SecretField } from './SecretField';
import { Actions, PhoneOnly, PhoneRow, Url, UrlCell } from './WebhookEndpointsCard.styles';

const eventsOf = (e: WebhookEndpoint) => (e.eventTypes.length ? e.eventTypes.join(', ') : 'All events');

export const ROLL_CONFIRM =
  'A new signing secret is made. The current one keeps signing too for 24 hours (both signatures are sent), so switch your server to the new one within a day.';

/** Webhook endpoints (issue 14): URL, events, enabled, in order, edit, roll secret, delete; Add Endpoint. */
export function WebhookEndpointsCard() {
  const toast = useToast();
  const endpoints = useQuery(WEBHOOK_ENDPOINTS);
  const [update] = useMutation(UPDATE_WEBHOOK_ENDPOINT);
  const [roll, rolling] = useMutation(ROLL_WEBHOOK_ENDPOINT_SECRET);
  const [remove, removal] = useMutation(DELETE_WEBHOOK_ENDPOINT);
  const [adding, setAdding] = useState(false);
  const [toEdit, setToEdit] = useState<WebhookEndpoint | null>(null);
  const [toRoll, setToRoll] = useState<WebhookEndpoint | null>(null);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const [rolledSecret, setRolledSecret] = useState<string | null>(null);

  const columns = useMemo<DataTableColumn<WebhookEndpoint>[]>(() => {
    const enabled = (e: WebhookEndpoint, visible = false) => (
      <Checkbox
        label={
          visible ? (
            <>
              <HiddenLabel>{`${e.url} `}</HiddenLabel>Enabled
            </>
          ) : (
            <HiddenLabel>{`${e.url} enabled`}</HiddenLabel>
          )
        }
        checked={e.enabled}
        onChange={(on) =>
          void update({
            variables: { id: e.id, input: { url: e.url, description: e.description, eventTypes: e.eventTypes, enabled: on, ordered: e.ordered } },
          }).then(
            () => toast.success(on ? 'Endpoint Enabled' : 'Endpoint Disabled'),
            () => undefined,
          )
        }
      />
    );
    // A mouse press keeps the focus where it is: a URL opened by the keyboard stays open, so the
    // row does not shrink between press and release and the click lands on the button pressed.
    const actions = (e: WebhookEndpoint) => (
      <Actions onMouseDown={(event) => event.preventDefault()}>
        <Button variant="ghost" size="sm" aria-label={`Edit ${e.url}`} onClick={() => setToEdit(e)}>
          Edit
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Roll secret of ${e.url}`} onClick={() => setToRoll(e)}>
          Roll Secret
        </Button>
        <Button variant="ghost" size="sm" aria-label={`Delete ${e.url}`} onClick={() => setToDelete(e)}>
          Delete
        </Button>
      </Actions>
    );
    return [
      {
        key: 'url',
        label: 'URL',
        render: (e) => (
          <UrlCell>
            {/* Focusable so that a keyboard user can have the whole URL shown on a phone. */}
            <Url title={e.url} tabIndex={0}>
              {e.url}
            </Url>
            {e.description && <div>{e.description}</div>}
            <PhoneOnly>{eventsOf(e)}</PhoneOnly>
            {e.ordered && <Badge tone="info">In order</Badge>}
            {e.disabledReason && <Badge tone="danger">{e.disabledReason}</Badge>}
            {e.previousSecretExpiresAt && <div>Old secret signs until {formatDateTime(e.previousSecretExpiresAt)}</div>}
            {/* A phone has room for one column: the switch and the actions go under the URL. */}
            <PhoneOnly>
              <PhoneRow>
                {enabled(e, true)}
                {actions(e)}
              </PhoneRow>
            </PhoneOnly>
          </UrlCell>
        ),
      },
      { key: 'eventTypes', label: 'Events', hideBelow: 'md', render: eventsOf },
      { key: 'enabled', label: 'Enabled', hideBelow: 'md', render: (e) => enabled(e) },
      { key: 'actions', label: 'Actions', hideLabel: true, hideBelow: 'md', align: 'right', render: actions },
    ];
  }, [toast, update]);

  const confirmRoll = () => {
    if (!toRoll) return;
    void roll({ variables: { id: toRoll.id } }).then(
      (r) => {
        setToRoll(null);
        setRolledSecret(r.data?.rollWebhookEndpointSecret.secret ?? null);
      },
      () => setToRoll(null),
    );
  };
  const confirmDelete = () => {
    if (!toDelete) return;
    void remove({ variables: { id: toDelete.id } }).then(
      () => {
        toast.success('Endpoint Deleted');
        setToDelete(null);
        void endpoints.refetch();
      },
      () => setToDelete(null),
    );
  };

  return (
    <Card title="Webhook Endpoints" actions={<Button onClick={() => setAdding(true)}>Add Endpoint</Button>} flush>
      {endpoints.error ? (
        <Alert tone="danger" title="Could not load the webhook endpoints">
          {endpoints.error.message}{' '}
          <Button variant="ghost" size="sm" onClick={() => void endpoints.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <DataTable
          caption="Webhook Endpoints"
          columns={columns}
          rows={endpoints.data?.webhookEndpoints ?? []}
          getRowId={(e) => e.id}
          loading={endpoints.loading}
          emptyText="No webhook endpoints yet: add one to receive events on your server"
        />
      )}
      {adding && <EndpointDialog onClose={() => setAdding(false)} onCreated={() => void endpoints.refetch()} />}
      {toEdit && <EndpointDialog endpoint={toEdit} onClose={() => setToEdit(null)} onCreated={() => void endpoints.refetch()} />}
      <ConfirmDialog
        open={toRoll !== null}
        title="Roll Signing Secret"
        message={ROLL_CONFIRM}
        loading={rolling.loading}
        onConfirm={confirmRoll}
        onCancel={() => setToRoll(null)}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Endpoint"
        message="Are you sure you want to delete this endpoint? Its delivery log is deleted with it; events are kept."
        confirmVariant="danger"
        loading={removal.loading}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
      {rolledSecret && (
        <Dialog
          open
          onClose={() => setRolledSecret(null)}
          title="New Signing Secret"
          size="md"
          actions={<Button onClick={() => setRolledSecret(null)}>Done</Button>}
        >
          <div style={{ display: 'grid', gap: 16 }}>
            <Alert tone="warning" title="Copy your signing secret now">
              {"You won't be able to see it again. The previous secret keeps signing for 24 hours."}
            </Alert>
            <SecretField secret={rolledSecret} />
          </div>
        </Dialog>
      )}
    </Card>
  );
}
