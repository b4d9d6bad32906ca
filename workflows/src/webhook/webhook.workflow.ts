import { deliverWebhookWithRetries } from './deliver-webhook';
import type { WebhookDeliveryInput, WebhookDeliveryResult } from './webhook.messages';

/**
 * One delivery of one event to one endpoint (`webhook-<eventId>-<endpointId>`), for endpoints
 * that do not ask for ordered delivery: deliveries of one endpoint run side by side.
 */
export async function webhookDeliveryWorkflow(input: WebhookDeliveryInput): Promise<WebhookDeliveryResult> {
  return deliverWebhookWithRetries(input);
}
