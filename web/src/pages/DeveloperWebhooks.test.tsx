import { Role } from '@pg/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

import { renderPage, SLOW } from '../modules/transfers/test/renderPage';

afterEach(() => window.localStorage.clear());

const ENDPOINT = (over: Record<string, unknown> = {}) => ({
  __typename: 'WebhookEndpoint',
  id: 'ep-1',
  url: 'https://shop.example/hooks',
  description: 'Shop',
  eventTypes: [],
  enabled: true,
  ordered: false,
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
  livemode: true,
  payload: '{"id":"evt_aaaaaaaaaaaaaaaaaaaaaaaa","data":{"object":{}}}',
};
const TEST_EVENT = { ...EVENT, id: 'evt_bbbbbbbbbbbbbbbbbbbbbbbb', livemode: false };
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
  WebhookEvents: () => ({ data: { webhookEvents: { __typename: 'WebhookEventList', items: [EVENT, TEST_EVENT], hasMore: false } } }),
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
    // the URL, with the whole of it in its tooltip (cut to three lines on a phone)
    expect(await within(endpoints).findByTitle('https://shop.example/hooks')).toHaveTextContent('https://shop.example/hooks');
    // in the Events column, and again under the URL for phones (CSS shows one of them)
    expect(within(endpoints).getAllByText('All events')).toHaveLength(2);
    const events = await screen.findByRole('table', { name: 'Events' });
    // an event about a test object (test mode) is marked Test; a live one is not
    expect(within((await within(events).findAllByText(TEST_EVENT.id))[0].closest('tr')!).getByText('Test')).toBeInTheDocument();
    expect(within(within(events).getAllByText(EVENT.id)[0].closest('tr')!).queryByText('Test')).not.toBeInTheDocument();
    // the id in its column, and under the type for phones
    const ids = await within(events).findAllByText('evt_aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(ids).toHaveLength(2);
    await user.click(ids[0]);
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
    await user.click(within(dialog).getByLabelText('Deliver in order'));
    await user.click(within(dialog).getByRole('button', { name: 'Add Endpoint' }));
    expect(await within(dialog).findByDisplayValue('whsec_shown_once')).toBeInTheDocument();
    const call = view.calls.find((c) => c.operationName === 'CreateWebhookEndpoint');
    expect(call?.variables).toEqual({ input: { url: 'http://localhost:3000/webhooks', description: null, eventTypes: ['checkout.paid'], ordered: true } });
  });

  it('edits an endpoint: its values filled in, Deliver in order switched off, saved with Save', async () => {
    const { user, view } = renderPage(Role.OWNER, '/developer', {
      ...resolvers,
      WebhookEndpoints: () => ({ data: { webhookEndpoints: [ENDPOINT({ ordered: true, eventTypes: ['refund.refunded'] })] } }),
      UpdateWebhookEndpoint: () => ({ data: { updateWebhookEndpoint: ENDPOINT({ eventTypes: ['refund.refunded'] }) } }),
    });
    const endpoints = await screen.findByRole('table', { name: 'Webhook Endpoints' }, SLOW);
    expect(await within(endpoints).findAllByText('In order')).toHaveLength(1);
    await user.click(within(endpoints).getAllByRole('button', { name: 'Edit https://shop.example/hooks' })[0]);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Webhook Endpoint' });
    expect(within(dialog).getByLabelText('Endpoint URL')).toHaveValue('https://shop.example/hooks');
    expect(within(dialog).getByLabelText('refund.refunded')).toBeChecked();
    expect(within(dialog).getByLabelText('Deliver in order')).toBeChecked();
    await user.click(within(dialog).getByLabelText('Deliver in order'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Webhook Endpoint' })).not.toBeInTheDocument());
    const call = view.calls.find((c) => c.operationName === 'UpdateWebhookEndpoint');
    expect(call?.variables).toEqual({
      id: 'ep-1',
      input: { url: 'https://shop.example/hooks', description: 'Shop', eventTypes: ['refund.refunded'], ordered: false },
    });
  });

  it('a URL opened by the keyboard keeps the focus when a row action is pressed with the mouse (the row does not shrink under the pointer)', async () => {
    const { user } = renderPage(Role.OWNER, '/developer', resolvers);
    const endpoints = await screen.findByRole('table', { name: 'Webhook Endpoints' }, SLOW);
    const url = (await within(endpoints).findAllByText('https://shop.example/hooks'))[0];
    url.focus();
    expect(url).toHaveFocus();
    const edit = within(endpoints).getAllByRole('button', { name: 'Edit https://shop.example/hooks' })[0];
    // fireEvent answers false when a handler prevented the press's default (moving the focus).
    expect(fireEvent.mouseDown(edit)).toBe(false);
    expect(url).toHaveFocus();
    await user.click(edit);
    expect(await screen.findByRole('dialog', { name: 'Edit Webhook Endpoint' })).toBeInTheDocument();
  });

  it('is not shown to the read-only User', async () => {
    renderPage(Role.USER, '/developer', resolvers);
    await screen.findByRole('heading', { name: 'Developer Settings' }, SLOW);
    expect(screen.queryByRole('button', { name: 'Add Endpoint' })).not.toBeInTheDocument();
  });
});
