import { useMutation } from '@apollo/client/react';
import { validateWebhookEndpoint, WEBHOOK_EVENT_TYPES } from '@pg/domain';
import { Alert, Button, Checkbox, Dialog, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';

import { CREATE_WEBHOOK_ENDPOINT, UPDATE_WEBHOOK_ENDPOINT, type WebhookEndpoint } from '../graphql/webhooks';
import { SecretField } from './SecretField';

const Form = styled.form`
  display: grid;
  gap: 16px;
`;
const Events = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 8px;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  legend {
    font-weight: 600;
    margin-bottom: 8px;
  }
`;

const Hint = styled.p`
  margin: -8px 0 0 32px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
`;

interface EndpointDialogProps {
  /** The endpoint to edit; none: a new one. */
  endpoint?: WebhookEndpoint;
  onClose: () => void;
  onCreated: () => void;
}

/**
 * Add or edit an endpoint: URL, description, the events it wants (or all), delivery in order;
 * after adding, its signing secret, shown once.
 */
export function EndpointDialog({ endpoint, onClose, onCreated }: EndpointDialogProps) {
  const [create, creation] = useMutation(CREATE_WEBHOOK_ENDPOINT);
  const [update, updating] = useMutation(UPDATE_WEBHOOK_ENDPOINT);
  const loading = creation.loading || updating.loading;
  const [url, setUrl] = useState(endpoint?.url ?? '');
  const [description, setDescription] = useState(endpoint?.description ?? '');
  const [all, setAll] = useState(!endpoint?.eventTypes.length);
  const [types, setTypes] = useState<string[]>(endpoint?.eventTypes ?? []);
  const [ordered, setOrdered] = useState(endpoint?.ordered ?? false);
  const [errors, setErrors] = useState<{ url?: string; eventTypes?: string }>({});
  const [created, setCreated] = useState<WebhookEndpoint | null>(null);
  const title = endpoint ? 'Edit Webhook Endpoint' : 'Add Webhook Endpoint';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const eventTypes = all ? [] : types;
    const found = validateWebhookEndpoint({ url, eventTypes });
    if (!all && types.length === 0) found.eventTypes = 'Choose at least one event, or all events';
    setErrors(found);
    if (found.url || found.eventTypes) return;
    const input = { url: url.trim(), description: description.trim() || null, eventTypes, ordered };
    const failed = (error: unknown) => setErrors({ url: error instanceof Error ? error.message : 'Could not save the endpoint' });
    if (endpoint) {
      void update({ variables: { id: endpoint.id, input } }).then(() => {
        onCreated();
        onClose();
      }, failed);
      return;
    }
    void create({ variables: { input } }).then((r) => {
      if (!r.data) return;
      setCreated(r.data.createWebhookEndpoint);
      onCreated();
    }, failed);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      size="lg"
      actions={
        created ? (
          <Button onClick={onClose}>Done</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" form="webhook-endpoint-form" loading={loading} disabled={loading}>
              {endpoint ? 'Save' : 'Add Endpoint'}
            </Button>
          </>
        )
      }
    >
      {created ? (
        <div style={{ display: 'grid', gap: 16 }}>
          <Alert tone="warning" title="Copy your signing secret now">
            {"You won't be able to see it again"}
          </Alert>
          <SecretField secret={created.secret ?? ''} />
        </div>
      ) : (
        <Form id="webhook-endpoint-form" onSubmit={submit} noValidate>
          <TextField
            label="Endpoint URL"
            name="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            error={errors.url}
            placeholder="https://example.com/webhooks"
            hint="https, or http://localhost for development"
            data-autofocus
            maxLength={2000}
          />
          <TextField
            label="Description"
            name="description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="e.g. Booking site"
          />
          <Checkbox label="All events" checked={all} onChange={setAll} />
          {!all && (
            <Events>
              <legend>Events to send</legend>
              {WEBHOOK_EVENT_TYPES.map((type) => (
                <Checkbox
                  key={type}
                  label={type}
                  checked={types.includes(type)}
                  onChange={(on) => setTypes((current) => (on ? [...current, type] : current.filter((t) => t !== type)))}
                />
              ))}
            </Events>
          )}
          {errors.eventTypes && <Alert tone="danger">{errors.eventTypes}</Alert>}
          <Checkbox label="Deliver in order" checked={ordered} onChange={setOrdered} aria-describedby="webhook-ordered-hint" />
          <Hint id="webhook-ordered-hint">
            One event at a time, in the order they happened. An event your server keeps refusing holds back the later ones until it is accepted.
          </Hint>
        </Form>
      )}
    </Dialog>
  );
}
