import { Role } from '@pg/domain';
import { screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

afterEach(() => window.localStorage.clear());

const ENDPOINT = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id: 'ep-1',
  url: 'https://shop.example/hooks',
  description: 'Shop',
  eventTypes: [],
  enabled: true,
  disabledReason: null,
  secret: null,
  previousSecretExpiresAt: null,
  failingSince: null,
  createdAt: '2026-11-25T03:00:00.000Z',
  ...over,
});
const EVENT = {
  __typename: 'WebhookEvent',
  id: 'evt_aaaaaaaaaaaaaaaaaaaaaaaa',
  type: 'checkout.paid',
  apiVersion: '2026-11-25',
  createdAt: '2026-11-25T03:00:00.000Z',
  payload: '{"id":"evt_aaaaaaaaaaaaaaaaaaaaaaaa","data":{"object":{}}}',
};
const DELIVERY = {
  __typename: 'WebhookDelivery',
  id: 'd-1',
  workflowId: 'webhook-evt_aaaaaaaaaaaaaaaaaaaaaaaa-ep-1',
  endpointId: 'ep-1',
  endpointUrl: 'https://shop.example/hooks',
  status: 'succeeded',
  createdAt: '2026-11-25T03:00:00.000Z',
  finishedAt: '2026-11-25T03:00:01.000Z',
  attempts: [
    { __typename: 'WebhookAttempt', id: 'a2', attemptedAt: '2026-11-25T03:00:01.000Z', statusCode: 200, durationMs: 42, responseExcerpt: 'ok', error: null },
    { __typename: 'WebhookAttempt', id: 'a1', attemptedAt: '2026-11-25T03:00:00.000Z', statusCode: 500, durationMs: 17, responseExcerpt: 'boom', error: null },
  ],
};

const resolvers = {
  MerchantKeys: () => ({ data: { merchantKeys: [] } }),
  WebhookEndpoints: () => ({ data: { webhookEndpoints: [ENDPOINT()] } }),
  WebhookEvents: () => ({ data: { webhookEvents: { __typename: 'WebhookEventList', items: [EVENT], hasMore: false } } }),
  WebhookDeliveries: () => ({ data: { webhookDeliveries: [DELIVERY] } }),
  ResendWebhookEvent: () => ({ data: { resendWebhookEvent: [DELIVERY] } }),
  CreateWebhookEndpoint: () => ({
    data: { createWebhookEndpoint: ENDPOINT({ id: 'ep-2', url: 'http://localhost:3000/webhooks', secret: 'whsec_shown_once' }) },
  }),
};

describe('/developer webhooks', () => {
  it('lists endpoints and events; an event opens its delivery log with each attempt, and Resend', async () => {
    const { user, view } = renderPage(Role.OWNER, '/developer', resolvers);
    const endpoints = await screen.findByRole('table', { name: 'Webhook Endpoints' }, SLOW);
    expect(await within(endpoints).findByText('https://shop.example/hooks')).toBeInTheDocument();
    expect(within(endpoints).getByText('All events')).toBeInTheDocument();
    const events = await screen.findByRole('table', { name: 'Events' });
    await user.click(await within(events).findByText('evt_aaaaaaaaaaaaaaaaaaaaaaaa'));
    const log = await screen.findByRole('region', { name: 'Delivery log of evt_aaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(await within(log).findByText('HTTP 200')).toBeInTheDocument();
    expect(within(log).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(log).getByText('42 ms')).toBeInTheDocument();
    expect(within(log).getByText('boom')).toBeInTheDocument();
    await user.click(within(log).getByRole('button', { name: 'Resend' }));
    await waitFor(() => expect(view.calls.some((c) => c.operationName === 'ResendWebhookEvent' && c.variables.eventId === EVENT.id)).toBe(true));
  });

  it('adds an endpoint for chosen events, refusing http to other hosts, and shows the secret once', async () => {
    const { user, view } = renderPage(Role.ADMIN, '/developer', resolvers);
    await user.click(await screen.findByRole('button', { name: 'Add Endpoint' }, SLOW));
    const dialog = await screen.findByRole('dialog', { name: 'Add Webhook Endpoint' });
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://shop.example/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByText('The URL must use https (http only for localhost)')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Endpoint URL'));
    await user.type(within(dialog).getByLabelText('Endpoint URL'), 'http://localhost:3000/webhooks');
    await user.click(within(dialog).getByLabelText('All events'));
    await user.click(within(dialog).getByLabelText('checkout.paid'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByDisplayValue('whsec_shown_once')).toBeInTheDocument();
    const call = view.calls.find((c) => c.operationName === 'CreateWebhookEndpoint');
    expect(call?.variables).toEqual({ input: { url: 'http://localhost:3000/webhooks', description: null, eventTypes: ['checkout.paid'] } });
  });

  it('is not shown to the read-only User', async () => {
    renderPage(Role.USER, '/developer', resolvers);
    await screen.findByRole('heading', { name: 'Developer Settings' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Add Endpoint' })).not.toBeInTheDocument();
  });
});
