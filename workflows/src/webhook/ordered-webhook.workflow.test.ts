import { randomUUID } from 'node:crypto';

import { pollPause, sleep } from '../../../test-support/sleep';
import { activitiesScheduled, eventsAfterSignals, signalsReceived } from '../testing/history';
import { sharedTestEnv, withWorker } from '../testing/workflow-harness';
import { ORDERED_DELIVERIES_PER_RUN, orderedWebhookWorkflow } from './ordered-webhook.workflow';
import { enqueueWebhookDeliveriesSignal, orderedWebhookWorkflowId, type QueuedWebhookDelivery } from './webhook.messages';

// An ordered endpoint's queue: one delivery at a time in event order, a failing one holding the
// rest back until it is delivered, repeated signals ignored, continue-as-new keeping the queue.
describe('ordered webhook delivery process', () => {
  const env = sharedTestEnv();
  const at = (s: number) => new Date(Date.UTC(2026, 10, 27, 10, 0, s)).toISOString();
  const item = (n: number, second = n): QueuedWebhookDelivery => ({
    deliveryId: `d${n}`,
    eventId: `evt_${String(n).padStart(3, '0')}`,
    eventCreatedAt: at(second),
  });

  it('sends one at a time in event order; a failing one blocks the later ones until it gets through', async () => {
    const sent: string[] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    let d1Failures = 0;
    await withWorker(
      env(),
      {
        deliverWebhook: async ({ deliveryId }: { deliveryId: string }) => {
          inFlight++;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await sleep(20);
          inFlight--;
          if (deliveryId === 'd1' && ++d1Failures < 4) throw new Error('HTTP 500');
          sent.push(deliveryId);
          return 'delivered';
        },
        webhookDeliveryFailed: async () => undefined,
      },
      async (taskQueue) => {
        const endpointId = randomUUID();
        const client = env().client;
        // Signalled out of order, in two batches, one item twice: delivered d1, d2, d3, d4 once each.
        const handle = await client.workflow.signalWithStart(orderedWebhookWorkflow, {
          taskQueue,
          workflowId: orderedWebhookWorkflowId(endpointId),
          args: [{ endpointId, retryInitialMs: 100, giveUpMs: 60_000 }],
          signal: enqueueWebhookDeliveriesSignal,
          signalArgs: [[item(1), item(3)]],
        });
        await handle.signal(enqueueWebhookDeliveriesSignal, [item(4), item(2), item(3)]);
        await waitFor(() => sent.length === 4);
        // A repeat of a delivered item: the process handles it and schedules nothing.
        const seen = await signalsReceived(handle);
        await handle.signal(enqueueWebhookDeliveriesSignal, [item(2)]);
        expect(activitiesScheduled(await eventsAfterSignals(handle, seen))).toEqual([]);
        await handle.terminate();
      },
    );
    expect(d1Failures).toBe(4);
    expect(sent).toEqual(['d1', 'd2', 'd3', 'd4']);
    expect(maxInFlight).toBe(1);
  });

  it('after a give-up the later deliveries still run (the activity skips them once the endpoint is disabled)', async () => {
    const failed: string[] = [];
    const calls: string[] = [];
    await withWorker(
      env(),
      {
        deliverWebhook: async ({ deliveryId }: { deliveryId: string }) => {
          calls.push(deliveryId);
          if (deliveryId === 'd1') throw new Error('HTTP 503');
          return failed.length ? 'skipped' : 'delivered';
        },
        webhookDeliveryFailed: async ({ deliveryId }: { deliveryId: string }) => void failed.push(deliveryId),
      },
      async (taskQueue) => {
        const endpointId = randomUUID();
        const handle = await env().client.workflow.signalWithStart(orderedWebhookWorkflow, {
          taskQueue,
          workflowId: orderedWebhookWorkflowId(endpointId),
          args: [{ endpointId, retryInitialMs: 100, giveUpMs: 2000 }],
          signal: enqueueWebhookDeliveriesSignal,
          signalArgs: [[item(1), item(2)]],
        });
        await waitFor(() => calls.includes('d2'));
        await handle.terminate();
      },
    );
    expect(failed).toEqual(['d1']);
    expect(calls.filter((c) => c === 'd1').length).toBeGreaterThanOrEqual(2);
    expect(calls.at(-1)).toBe('d2');
  });

  it('continues as new every hundred deliveries, carrying the queue and the finished ids', async () => {
    const sent: string[] = [];
    const total = ORDERED_DELIVERIES_PER_RUN + 20;
    await withWorker(
      env(),
      {
        deliverWebhook: async ({ deliveryId }: { deliveryId: string }) => (sent.push(deliveryId), 'delivered'),
        webhookDeliveryFailed: async () => undefined,
      },
      async (taskQueue) => {
        const endpointId = randomUUID();
        const items = Array.from({ length: total }, (_, i) => item(i, 0));
        const handle = await env().client.workflow.signalWithStart(orderedWebhookWorkflow, {
          taskQueue,
          workflowId: orderedWebhookWorkflowId(endpointId),
          args: [{ endpointId, retryInitialMs: 100, giveUpMs: 60_000 }],
          signal: enqueueWebhookDeliveriesSignal,
          signalArgs: [items.reverse()],
        });
        await waitFor(() => sent.length === total);
        // The dispatcher repeating an early signal after the new run began sends nothing again.
        const seen = await signalsReceived(handle);
        await handle.signal(enqueueWebhookDeliveriesSignal, [item(5, 0)]);
        expect(activitiesScheduled(await eventsAfterSignals(handle, seen))).toEqual([]);
        const description = await handle.describe();
        expect(description.runId).not.toBe(handle.signaledRunId);
        await handle.terminate();
      },
    );
    // Same createdAt: ordered by event id.
    expect(sent).toEqual(Array.from({ length: total }, (_, i) => `d${i}`).sort((a, b) => Number(a.slice(1)) - Number(b.slice(1))));
  }, 60_000);
  it('a delivery held back for long does not grow the history without bound: past the signals a run takes it continues as new and the delivery goes on first', async () => {
    const sent: string[] = [];
    let down = true;
    let tries = 0;
    let failed = 0;
    let firstRun = '';
    await withWorker(
      env(),
      {
        deliverWebhook: async ({ deliveryId }: { deliveryId: string }) => {
          if (deliveryId === 'd1' && down) {
            tries++;
            throw new Error('HTTP 503');
          }
          sent.push(deliveryId);
          return 'delivered';
        },
        webhookDeliveryFailed: async () => void failed++,
      },
      async (taskQueue) => {
        const endpointId = randomUUID();
        const handle = await env().client.workflow.signalWithStart(orderedWebhookWorkflow, {
          taskQueue,
          workflowId: orderedWebhookWorkflowId(endpointId),
          args: [{ endpointId, retryInitialMs: 100, giveUpMs: 600_000, signalsPerRun: 5 }],
          signal: enqueueWebhookDeliveriesSignal,
          signalArgs: [[item(1)]],
        });
        firstRun = handle.signaledRunId!;
        await waitFor(() => tries >= 1);
        for (let n = 2; n <= 12; n++) await handle.signal(enqueueWebhookDeliveriesSignal, [item(n)]);
        // Two roll-overs so far (5 signals a run, the first one's start among them).
        await waitFor(() => tries >= 3);
        down = false;
        await waitFor(() => sent.length === 12);
        const description = await handle.describe();
        expect(description.runId).not.toBe(firstRun);
        await handle.terminate();
      },
    );
    expect(sent).toEqual(Array.from({ length: 12 }, (_, i) => `d${i + 1}`));
    expect(failed).toBe(0);
  }, 60_000);
});

async function waitFor(check: () => boolean, timeoutMs = 30_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await pollPause(50);
  }
}
