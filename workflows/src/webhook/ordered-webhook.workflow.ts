import { CancellationScope, condition, continueAsNew, patched, setHandler, workflowInfo } from '@temporalio/workflow';

import { deliverWebhookWithRetries } from './deliver-webhook';
import { enqueueWebhookDeliveriesSignal, type OrderedWebhookInput, type QueuedWebhookDelivery } from './webhook.messages';

/** Deliveries per run before continue-as-new (about 10 history events each, well under the limits). */
export const ORDERED_DELIVERIES_PER_RUN = 100;
/** Finished delivery ids remembered across runs, to drop a signal the dispatcher repeated. */
const RECENT = 500;
/** An endpoint with nothing queued for this long ends its process; the next event starts one again. */
const IDLE = '1 hour';
/**
 * Signals (each about four history events) one run takes while a delivery is tried, before it
 * continues as new: an endpoint down for days must not take the history past Temporal's limits.
 */
export const ORDERED_SIGNALS_PER_RUN = 500;
/** Histories recorded before a run could continue as new in the middle of a delivery replay without it. */
export const ORDERED_ROLL_OVER_PATCH = 'ordered-webhook-roll-over-mid-delivery';
/** The shortest give-up left to a carried delivery: one more try. */
const LAST_TRY_MS = 1000;

const before = (a: QueuedWebhookDelivery, b: QueuedWebhookDelivery) =>
  a.eventCreatedAt < b.eventCreatedAt || (a.eventCreatedAt === b.eventCreatedAt && a.eventId < b.eventId);

/**
 * An endpoint that asked for ordered delivery (`webhook-endpoint-<endpointId>`): its deliveries
 * are queued by the dispatcher's signal-with-start and sent one at a time in the order their
 * events were recorded (createdAt, id), each with the per-delivery workflow's attempts and
 * backoff. A failing delivery holds back the later ones until it is delivered or its 3 days run
 * out (then the endpoint is disabled and the rest end skipped). Continue-as-new every
 * ORDERED_DELIVERIES_PER_RUN deliveries, or when Temporal suggests it, carrying the queue (ids
 * and their events' order keys, never the events); and in the middle of a delivery held back
 * for long, after ORDERED_SIGNALS_PER_RUN signals, carrying it as the queue's head.
 */
export async function orderedWebhookWorkflow(input: OrderedWebhookInput): Promise<void> {
  const queue: QueuedWebhookDelivery[] = [...(input.queue ?? [])];
  const recent: string[] = [...(input.recent ?? [])];
  const signalsPerRun = input.signalsPerRun ?? ORDERED_SIGNALS_PER_RUN;
  let current: string | undefined;
  let signals = 0;

  setHandler(enqueueWebhookDeliveriesSignal, (items) => {
    signals++;
    for (const item of items) {
      if (item.deliveryId === current || recent.includes(item.deliveryId) || queue.some((q) => q.deliveryId === item.deliveryId)) continue;
      // In event order; an event recorded before the one being sent can only go next.
      const at = queue.findIndex((q) => before(item, q));
      queue.splice(at < 0 ? queue.length : at, 0, item);
    }
  });

  const rollOverDue = () => signals >= signalsPerRun || workflowInfo().continueAsNewSuggested;

  for (let delivered = 0; ;) {
    if (delivered >= ORDERED_DELIVERIES_PER_RUN || workflowInfo().continueAsNewSuggested) {
      // Signal handlers are synchronous, so everything signalled so far is in `queue`.
      await continueAsNew<typeof orderedWebhookWorkflow>({ ...input, queue, recent, head: undefined });
    }
    if (!(await condition(() => queue.length > 0, IDLE))) return;
    const next = queue.shift()!;
    current = next.deliveryId;
    // A delivery carried over from the run before keeps its first try's start: 3 days in all.
    const startedAt = input.head?.deliveryId === next.deliveryId ? input.head.startedAt : Date.now();
    const giveUpMs = Math.max(input.giveUpMs - (Date.now() - startedAt), LAST_TRY_MS);
    const delivery = deliverWebhookWithRetries({ deliveryId: next.deliveryId, retryInitialMs: input.retryInitialMs, giveUpMs });
    // While it is tried (for days if the endpoint is down), signals pile up in the history: past
    // the bound the run continues as new with the delivery at the queue's head. The try in
    // flight is abandoned; the delivery is sent again (webhooks are at least once).
    const waiting = new CancellationScope();
    const rollOver = waiting
      .run(() => condition(rollOverDue))
      .then(
        () => true,
        () => false,
      );
    let finished = false;
    const rolled = await Promise.race([
      delivery.then(() => {
        finished = true;
        return false;
      }),
      rollOver,
    ]);
    waiting.cancel();
    if (rolled && !finished && patched(ORDERED_ROLL_OVER_PATCH)) {
      await continueAsNew<typeof orderedWebhookWorkflow>({ ...input, queue: [next, ...queue], recent, head: { deliveryId: next.deliveryId, startedAt } });
    }
    await delivery;
    recent.push(next.deliveryId);
    if (recent.length > RECENT) recent.splice(0, recent.length - RECENT);
    current = undefined;
    delivered++;
  }
}
