export interface WebhookDeliveryInput {
  deliveryId: string;
  eventId: string;
  endpointId: string;
  /** First retry interval; it doubles up to an hour. */
  retryInitialMs: number;
  /** How long the attempts go on (3 days) before the delivery fails. */
  giveUpMs: number;
}

export type WebhookDeliveryResult = 'delivered' | 'skipped' | 'failed';

/** One process per event and endpoint; a resend adds a suffix (`-resend-<n>`). */
export const webhookWorkflowId = (eventId: string, endpointId: string, suffix?: string) => `webhook-${eventId}-${endpointId}${suffix ? `-${suffix}` : ''}`;
