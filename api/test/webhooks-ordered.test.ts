import { MikroORM } from '@mikro-orm/postgresql';
import { orderedWebhookWorkflowId } from '@pg/workflows';

import { activitiesScheduled, eventsAfterSignals, signalsReceived } from '../../workflows/src/testing/history';
import { TemporalService } from '../src/temporal/temporal.service';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity';
import { verifySignature } from '../src/webhooks/webhook-signature';
import { createKey, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { createEndpoint, DELIVERIES, startReceiver } from './support/webhook-receiver';
import { createTestApp, eventually, type TestApp } from './test-app';

const CANCEL = 'mutation($key: String) { cancelWebPayment(accessKey: $key) { status } }';
const UPDATE = 'mutation($id: ID!, $input: WebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id ordered enabled } }';

// Ordered delivery per endpoint (issue 14): an endpoint that asks for it gets its events one at a
// time in the order they were recorded, through its queue process webhook-endpoint-<id>; an event
// the merchant's server refuses holds back the later ones until it is accepted, or until the
// give-up time disables the endpoint. Real PostgreSQL, Temporal worker and a local HTTP server.
describe('ordered webhook delivery', () => {
  let t: TestApp;
  let owner: string;
  let key: MerchantKeyResult;

  beforeAll(async () => {
    // WEBHOOK_ALLOW_PRIVATE: the development switch, for receivers on this machine.
    Object.assign(process.env, { WEBHOOK_RETRY_INITIAL_MS: '300', WEBHOOK_GIVE_UP_MS: '5000', WEBHOOK_DISPATCH_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1' });
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    key = await createKey(t, owner);
  });
  afterAll(async () => {
    await t.close();
    for (const name of ['WEBHOOK_RETRY_INITIAL_MS', 'WEBHOOK_GIVE_UP_MS', 'WEBHOOK_DISPATCH_POLL_MS', 'WEBHOOK_ALLOW_PRIVATE']) delete process.env[name];
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const cancelledCheckout = async () => {
    const c = await restCheckout(t, key);
    const r = await t.gql<{ cancelWebPayment: { status: string } }>(CANCEL, { key: c.accessKey });
    expect(r.data?.cancelWebPayment.status).toBe('cancelled');
    return c;
  };
  const setOrdered = async (id: string, url: string, ordered: boolean) => {
    const r = await t.gql<{ updateWebhookEndpoint: { ordered: boolean } }>(UPDATE, { id, input: { url, eventTypes: ['checkout.cancelled'], ordered } }, owner);
    expect(r.data?.updateWebhookEndpoint.ordered).toBe(ordered);
  };

  it('holds the later events back while the first is refused, then delivers all once each, in order', async () => {
    const refusals = 3;
    // The merchant's server refuses the first event it sees three times.
    let first: string | undefined;
    let refused = 0;
    const receiver = await startReceiver((hook) => {
      first ??= hook.event.id;
      return hook.event.id === first && refused++ < refusals ? 500 : 200;
    });
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      expect(endpoint.enabled).toBe(true);
      await setOrdered(endpoint.id, receiver.url, true);
      const checkouts = [];
      for (let i = 0; i < 4; i++) checkouts.push(await cancelledCheckout());
      const hooks = await eventually(async () => (receiver.received.length >= refusals + checkouts.length ? receiver.received : undefined), 60000);
      // Nothing after the first event until it was accepted; then the rest in recorded order.
      expect(hooks.map((h) => h.event.data.object.id)).toEqual([...Array<string>(refusals + 1).fill(checkouts[0].id), ...checkouts.slice(1).map((c) => c.id)]);
      for (const h of hooks) expect(verifySignature(h.headers['bhutanpay-signature'] as string, endpoint.secret!, h.body)).toBe('ok');
      const created = hooks.slice(refusals).map((h) => h.event.created);
      expect([...created].sort((a, b) => a - b)).toEqual(created);

      // The delivery log names the queue process; each delivery has its own attempts.
      const log = await t.gql<{ webhookDeliveries: { workflowId: string; status: string; attempts: { statusCode: number }[] }[] }>(
        DELIVERIES,
        { id: hooks[0].event.id },
        owner,
      );
      expect(log.data?.webhookDeliveries).toEqual([
        expect.objectContaining({
          workflowId: `webhook-endpoint-${endpoint.id}`,
          status: 'succeeded',
          attempts: [expect.objectContaining({ statusCode: 200 }), ...Array(refusals).fill(expect.objectContaining({ statusCode: 500 }))],
        }),
      ]);

      // A dispatcher that died after signalling but before marking its rows signals again: nothing is sent twice.
      // The queue process's own record says so: it handled the repeated signals and scheduled no delivery.
      const rows = await em().find(WebhookDelivery, { endpoint: endpoint.id });
      expect(rows.every((r) => r.queued && r.status === 'succeeded')).toBe(true);
      const queueProcess = (await t.app.get(TemporalService).getClient()).workflow.getHandle(orderedWebhookWorkflowId(endpoint.id));
      const seen = await signalsReceived(queueProcess);
      await em().nativeUpdate(WebhookDelivery, { endpoint: endpoint.id }, { startedAt: null });
      await eventually(async () => ((await em().count(WebhookDelivery, { endpoint: endpoint.id, startedAt: null })) === 0 ? true : undefined));
      expect(activitiesScheduled(await eventsAfterSignals(queueProcess, seen))).toEqual([]);
      expect(receiver.received).toHaveLength(refusals + checkouts.length);

      // Switched off, the endpoint's deliveries run side by side again, each its own workflow.
      await setOrdered(endpoint.id, receiver.url, false);
      const later = await cancelledCheckout();
      const hook = await eventually(async () => receiver.received.find((h) => h.event.data.object.id === later.id));
      const [own] = await eventually(async () => {
        const d = await em().find(WebhookDelivery, { event: hook.event.id, endpoint: endpoint.id, status: 'succeeded' });
        return d.length ? d : undefined;
      });
      expect(own.queued).toBe(false);
    } finally {
      await em().nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { enabled: false });
      await receiver.close();
    }
  }, 120000);

  it('an event refused past the give-up time disables the endpoint; the events behind it are skipped, never sent', async () => {
    const receiver = await startReceiver(() => 503);
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.cancelled'] });
    try {
      await setOrdered(endpoint.id, receiver.url, true);
      const [a, b] = [await cancelledCheckout(), await cancelledCheckout()];
      const disabled = await eventually(async () => {
        const e = await em().findOneOrFail(WebhookEndpoint, { id: endpoint.id });
        return e.enabled ? undefined : e;
      }, 40000);
      expect(disabled.disabledReason).toMatch(/^Disabled after failing since /);
      const rows = await eventually(async () => {
        const d = await em().find(WebhookDelivery, { endpoint: endpoint.id }, { populate: ['event'] });
        return d.length === 2 && d.every((r) => r.status !== 'pending') ? d : undefined;
      }, 20000);
      const status = (checkoutId: string) => rows.find((r) => r.event.data.object.id === checkoutId)?.status;
      expect([status(a.id), status(b.id)]).toEqual(['failed', 'skipped']);
      expect(new Set(receiver.received.map((h) => h.event.data.object.id))).toEqual(new Set([a.id]));
    } finally {
      await receiver.close();
    }
  }, 90000);
});
