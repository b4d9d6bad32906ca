import { randomUUID } from 'node:crypto';

import { sharedTestEnv, withWorker } from '../testing/workflow-harness';
import { webhookWorkflowId } from './webhook.messages';
import { webhookDeliveryWorkflow } from './webhook.workflow';

// The delivery process: the attempt activity is retried with the backoff until it succeeds;
// when the give-up time runs out the delivery is settled as failed, once.
describe('webhook delivery process', () => {
  const env = sharedTestEnv();
  const input = (deliveryId: string, giveUpMs = 60_000, retryInitialMs = 50) => ({ deliveryId, eventId: 'evt_T', endpointId: 'ep', retryInitialMs, giveUpMs });

  it('retries a failing endpoint with growing intervals until it answers, then is delivered', async () => {
    const calls: number[] = [];
    const failed: string[] = [];
    await withWorker(
      env(),
      {
        deliverWebhook: async ({ deliveryId }: { deliveryId: string }) => {
          calls.push(Date.now());
          if (calls.length < 4) throw new Error(`HTTP 500 for ${deliveryId}`);
          return 'delivered';
        },
        webhookDeliveryFailed: async ({ deliveryId }: { deliveryId: string }) => void failed.push(deliveryId),
      },
      async (taskQueue) => {
        const result = await env().client.workflow.execute(webhookDeliveryWorkflow, {
          taskQueue,
          workflowId: webhookWorkflowId(`evt_${randomUUID()}`, 'ep'),
          args: [input('d1', 60_000, 1000)],
        });
        expect(result).toBe('delivered');
      },
    );
    expect(calls).toHaveLength(4);
    const gaps = calls.slice(1).map((c, i) => c - calls[i]);
    // 1 s, 2 s, 4 s: the interval doubles (exponential backoff)
    expect(gaps[1]).toBeGreaterThanOrEqual(1500);
    expect(gaps[2]).toBeGreaterThanOrEqual(3000);
    expect(failed).toEqual([]);
  });

  it('gives up after the give-up time and settles the delivery as failed', async () => {
    let calls = 0;
    const failed: string[] = [];
    await withWorker(
      env(),
      {
        deliverWebhook: async () => {
          calls++;
          throw new Error('HTTP 503');
        },
        webhookDeliveryFailed: async ({ deliveryId }: { deliveryId: string }) => void failed.push(deliveryId),
      },
      async (taskQueue) => {
        const result = await env().client.workflow.execute(webhookDeliveryWorkflow, {
          taskQueue,
          workflowId: webhookWorkflowId(`evt_${randomUUID()}`, 'ep'),
          args: [input('d2', 3000)],
        });
        expect(result).toBe('failed');
      },
    );
    expect(calls).toBeGreaterThanOrEqual(2); // retried until the time ran out
    expect(failed).toEqual(['d2']);
  });

  it('ends skipped without retrying when the endpoint is disabled', async () => {
    let calls = 0;
    await withWorker(env(), { deliverWebhook: async () => (calls++, 'skipped'), webhookDeliveryFailed: async () => undefined }, async (taskQueue) => {
      expect(
        await env().client.workflow.execute(webhookDeliveryWorkflow, {
          taskQueue,
          workflowId: webhookWorkflowId(`evt_${randomUUID()}`, 'ep'),
          args: [input('d3')],
        }),
      ).toBe('skipped');
    });
    expect(calls).toBe(1);
  });
});
