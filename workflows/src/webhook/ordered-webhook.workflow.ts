import { condition, continueAsNew, setHandler, workflowInfo } from '@temporalio/workflow';

import { deliverWebhookWithRetries } from './deliver-webhook';
import { enqueueWebhookDeliveriesSignal, type OrderedWebhookInput, type QueuedWebhookDelivery } from './webhook.messages';

/** Deliveries per run before continue-as-new (about 10 history events each, well under the limits). */
export const ORDERED_DELIVERIES_PER_RUN = 100;
/** Finished delivery ids remembered across runs, to drop a signal the dispatcher repeated. */
const RECENT = 500;
/** An endpoint with nothing queued for this long ends its process; the next event starts one again. */
const IDLE = '1 hour';

const before = (a: QueuedWebhookDelivery, b: QueuedWebhookDelivery) =>
  a.eventCreatedAt < b.eventCreatedAt || (a.eventCreatedAt === b.eventCreatedAt && a.eventId < b.eventId);

/**
 * An endpoint that asked for ordered delivery (`webhook-endpoint-<endpointId>`): its deliveries
 * are queued by the dispatcher's signal-with-start and sent one at a time in the order their
 * events were recorded (createdAt, id), each with the per-delivery workflow's attempts and
 * backoff. A failing delivery holds back the later ones until it is delivered or its 3 days run
 * out (then the endpoint is disabled and the rest end skipped). Continue-as-new every
 * ORDERED_DELIVERIES_PER_RUN deliveries, or when Temporal suggests it, carrying the queue.
 */
export async function orderedWebhookWorkflow(input: OrderedWebhookInput): Promise<void> {
  const queue: QueuedWebhookDelivery[] = [...(input.queue ?? [])];
  const recent: string[] = [...(input.recent ?? [])];
  let current: string | undefined;

  setHandler(enqueueWebhookDeliveriesSignal, (items) => {
    for (const item of items) {
      if (item.deliveryId === current || recent.includes(item.deliveryId) || queue.some((q) => q.deliveryId === item.deliveryId)) continue;
      // In event order; an event recorded before the one being sent can only go next.
      const at = queue.findIndex((q) => before(item, q));
      queue.splice(at < 0 ? queue.length : at, 0, item);
    }
  });

  for (let delivered = 0; ;) {
    if (delivered >= ORDERED_DELIVERIES_PER_RUN || workflowInfo().continueAsNewSuggested) {
      // Signal handlers are synchronous, so everything signalled so far is in `queue`.
      await continueAsNew<typeof orderedWebhookWorkflow>({ ...input, queue, recent });
    }
    if (!(await condition(() => queue.length > 0, IDLE))) return;
    const next = queue.shift()!;
    current = next.deliveryId;
    await deliverWebhookWithRetries({ deliveryId: next.deliveryId, retryInitialMs: input.retryInitialMs, giveUpMs: input.giveUpMs });
    recent.push(next.deliveryId);
    if (recent.length > RECENT) recent.splice(0, recent.length - RECENT);
    current = undefined;
    delivered++;
  }
}
