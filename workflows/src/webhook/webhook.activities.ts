/** How one delivery attempt ended, when the endpoint answered 2xx or was not to be called. */
export type WebhookDeliveryOutcome = 'delivered' | 'skipped';

// What the webhook delivery process needs done outside the workflow (api/src/webhooks/webhook.activities.ts).
export interface WebhookActivities {
  /**
   * One attempt: POSTs the event, signed, to the endpoint (10 s timeout) and records the attempt
   * (time, status, duration, response excerpt). Answers 'delivered' on 2xx, 'skipped' when the
   * endpoint is disabled or gone or the delivery already settled; throws otherwise, so Temporal retries it with backoff. At
   * least once: a worker that dies mid-attempt is retried, and the receiver dedupes by event id.
   */
  deliverWebhook: (input: { deliveryId: string }) => Promise<WebhookDeliveryOutcome>;
  /**
   * The retries ran out (3 days): the delivery is failed, and an endpoint failing as long is
   * disabled and its organization's owners e-mailed (once: a disabled endpoint is not again).
   */
  webhookDeliveryFailed: (input: { deliveryId: string }) => Promise<void>;
}
