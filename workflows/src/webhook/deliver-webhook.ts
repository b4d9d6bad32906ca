import { ActivityFailure, proxyActivities } from '@temporalio/workflow';

import type { WebhookActivities } from './webhook.activities';
import type { WebhookDeliveryResult } from './webhook.messages';

// The settling activity: writes rows and maybe a mail; retried until it succeeds.
const { webhookDeliveryFailed } = proxyActivities<WebhookActivities>({
  startToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

/**
 * One delivery, as both delivery workflows run it. The backoff is the activity's retry policy
 * (no timers of our own): Temporal keeps retrying across worker restarts until the endpoint
 * answers 2xx or the give-up time (3 days) runs out, then the delivery is settled as failed.
 */
export async function deliverWebhookWithRetries(input: { deliveryId: string; retryInitialMs: number; giveUpMs: number }): Promise<WebhookDeliveryResult> {
  const { deliverWebhook } = proxyActivities<WebhookActivities>({
    // The POST has its own 10 s timeout; this bounds the attempt with its two database writes.
    startToCloseTimeout: '30 seconds',
    scheduleToCloseTimeout: input.giveUpMs,
    retry: { initialInterval: input.retryInitialMs, backoffCoefficient: 2, maximumInterval: '1 hour' },
  });
  try {
    return await deliverWebhook({ deliveryId: input.deliveryId });
  } catch (error) {
    if (!(error instanceof ActivityFailure)) throw error;
    await webhookDeliveryFailed({ deliveryId: input.deliveryId });
    return 'failed';
  }
}
