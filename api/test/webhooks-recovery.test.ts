// @long-running 70 s: mostly waiting on killed workers' timeouts and the dispatcher's retries (jest.sequencer.js starts it early).
import { MikroORM } from '@mikro-orm/postgresql';
import { NativeConnection, Worker } from '@temporalio/worker';

import { testWorkflowCode } from '../../workflows/src/testing/workflow-code';
import { Organization } from '../src/organizations/organization.entity';
import { WebhookDelivery } from '../src/webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../src/webhooks/webhook-endpoint.entity';
import { recordWebhookEvent } from '../src/webhooks/webhook-events';
import { verifySignature } from '../src/webhooks/webhook-signature';
import { buildActivities } from '../src/worker/activities';
import { crashingWorkers } from './support/crashing-worker';
import { createEndpoint, startReceiver } from './support/webhook-receiver';
import { eventually } from './test-app';

// Set before the app boots (crashingWorkers starts it in beforeAll).
// WEBHOOK_ALLOW_PRIVATE: the development switch, for receivers on this machine.
Object.assign(process.env, { WEBHOOK_RETRY_INITIAL_MS: '300', WEBHOOK_DISPATCH_POLL_MS: '100', WEBHOOK_ALLOW_PRIVATE: '1' });

// Webhook deliveries lose nothing when processes die: an event committed by a process that
// never started its delivery is delivered by the dispatcher of another, and a worker killed in
// the middle of a POST is replaced and the attempt retried (at least once), also in the middle
// of an ordered endpoint's queue (the rest still follow, in order).
describe('webhook delivery survives dying processes', () => {
  const workers = crashingWorkers();
  afterAll(() => {
    delete process.env.WEBHOOK_RETRY_INITIAL_MS;
    delete process.env.WEBHOOK_DISPATCH_POLL_MS;
    delete process.env.WEBHOOK_ALLOW_PRIVATE;
  });

  it('delivers an event committed without any delivery started, and one whose workflow was never started', async () => {
    const t = workers.app();
    const owner = await t.login('owner@demo.test');
    const receiver = await startReceiver();
    const endpoint = await createEndpoint(t, owner, { url: receiver.url });
    const connection = await NativeConnection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
    const worker = await Worker.create({
      connection,
      taskQueue: process.env.TEMPORAL_TASK_QUEUE!,
      ...testWorkflowCode(),
      activities: buildActivities(t.app),
    });
    const running = worker.run();
    try {
      const em = t.app.get(MikroORM).em.fork();
      const org = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
      // What an API that died right after its commit leaves: the event row only.
      const orphan = recordWebhookEvent(em, org.id, 'checkout.paid', { id: 'c-orphan', object: 'checkout' });
      await em.flush();
      const [hook] = await eventually(async () => {
        const h = receiver.received.filter((r) => r.event.id === orphan.id);
        return h.length ? h : undefined;
      }, 30000);
      expect(verifySignature(hook.headers['bhutanpay-signature'] as string, endpoint.secret!, hook.body)).toBe('ok');

      // What a dispatcher that died between planning and starting leaves: a planned delivery.
      const planned = recordWebhookEvent(em, org.id, 'checkout.cancelled', { id: 'c-planned', object: 'checkout' });
      planned.dispatchedAt = new Date();
      em.create(WebhookDelivery, {
        workflowId: `webhook-${planned.id}-${endpoint.id}`,
        event: planned,
        endpoint: endpoint.id,
        organization: org.id,
        status: 'pending',
        attempts: 0,
        createdAt: new Date(),
        startedAt: null,
        finishedAt: null,
      });
      await em.flush();
      await eventually(async () => (receiver.received.some((r) => r.event.id === planned.id) ? true : undefined), 30000);
      await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { enabled: false });
    } finally {
      worker.shutdown();
      await running;
      await connection.close();
      await receiver.close();
    }
  }, 90000);

  it('retries a delivery whose worker died mid-POST on the next worker', async () => {
    const t = workers.app();
    const owner = await t.login('owner@demo.test');
    const worker = await workers.start();
    let killed = false;
    // The first POST never answers: the worker sending it dies meanwhile.
    const receiver = await startReceiver((hook) => {
      if (hook.event.type !== 'checkout.disbursed' || killed) return 200;
      killed = true;
      void worker.die();
      return 'hold';
    });
    await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['checkout.disbursed'] });
    try {
      const em = t.app.get(MikroORM).em.fork();
      const org = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
      const event = recordWebhookEvent(em, org.id, 'checkout.disbursed', { id: 'c-killed', object: 'checkout' });
      await em.flush();
      const hooks = await eventually(async () => {
        const h = receiver.received.filter((r) => r.event.id === event.id);
        return h.length >= 2 ? h : undefined;
      }, 80000);
      expect(killed).toBe(true);
      expect(hooks[1].body).toBe(hooks[0].body);
      const delivery = await eventually(async () => {
        const d = await em.fork().findOne(WebhookDelivery, { event: event.id });
        return d?.status === 'succeeded' ? d : undefined;
      }, 20000);
      expect(delivery.attempts).toBeGreaterThanOrEqual(1);
    } finally {
      await worker.stop();
      await receiver.close();
    }
  }, 120000);

  it("finishes an ordered endpoint's queue in order when its worker dies mid-POST", async () => {
    const t = workers.app();
    const owner = await t.login('owner@demo.test');
    const worker = await workers.start();
    const em = t.app.get(MikroORM).em.fork();
    const org = await em.findOneOrFail(Organization, { name: 'Druk Heritage Tours' });
    let killed = false;
    let victim: string | undefined;
    // The second event's first POST never answers: the worker sending it dies meanwhile.
    const receiver = await startReceiver((hook) => {
      if (hook.event.type !== 'invoice.paid' || killed || hook.event.id !== victim) return 200;
      killed = true;
      void worker.die();
      return 'hold';
    });
    const endpoint = await createEndpoint(t, owner, { url: receiver.url, eventTypes: ['invoice.paid'] });
    await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { ordered: true });
    try {
      // Recorded in one commit, a millisecond apart: the order to keep is their createdAt.
      const base = Date.now();
      const events = Array.from({ length: 4 }, (_, i) => {
        const event = recordWebhookEvent(em, org.id, 'invoice.paid', { id: `inv-ordered-${i}`, object: 'invoice' });
        event.createdAt = new Date(base + i);
        return event;
      });
      victim = events[1].id;
      await em.flush();
      const hooks = await eventually(async () => {
        const h = receiver.received.filter((r) => r.event.type === 'invoice.paid');
        return h.some((r) => r.event.id === events[3].id) ? h : undefined;
      }, 90000);
      expect(killed).toBe(true);
      const ids = hooks.map((h) => h.event.id);
      // At least once: the killed POST is sent again, and nothing after it came before that.
      expect(ids.filter((id, i) => id !== ids[i - 1])).toEqual(events.map((e) => e.id));
      expect(ids.filter((id) => id === victim).length).toBeGreaterThanOrEqual(2);
      const rows = await eventually(async () => {
        const d = await em.fork().find(WebhookDelivery, { endpoint: endpoint.id });
        return d.length === 4 && d.every((r) => r.status === 'succeeded') ? d : undefined;
      }, 20000);
      expect(rows.every((r) => r.queued)).toBe(true);
    } finally {
      await em.nativeUpdate(WebhookEndpoint, { id: endpoint.id }, { enabled: false });
      await worker.stop();
      await receiver.close();
    }
  }, 150000);
});
