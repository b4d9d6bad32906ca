import { defineSignal } from '@temporalio/workflow';

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

/** A delivery waiting in an ordered endpoint's queue; the queue is sorted by (eventCreatedAt, eventId). */
export interface QueuedWebhookDelivery {
  deliveryId: string;
  eventId: string;
  /** The event's createdAt, ISO 8601 (UTC, so strings sort as times). */
  eventCreatedAt: string;
}

export interface OrderedWebhookInput {
  endpointId: string;
  retryInitialMs: number;
  giveUpMs: number;
  /** Carried over by continue-as-new: deliveries not yet sent, in order. */
  queue?: QueuedWebhookDelivery[];
  /** Carried over by continue-as-new: the last deliveries finished, so a repeated signal adds none again. */
  recent?: string[];
  /**
   * Carried over by continue-as-new while a delivery was being tried (the endpoint down): it is
   * tried again in the new run, its 3 days counted from this first try, not restarted.
   */
  head?: { deliveryId: string; startedAt: number };
  /** Signals a run takes while one delivery is tried before it continues as new (default 500; tests pass fewer). */
  signalsPerRun?: number;
}

/** The dispatcher adds deliveries of an ordered endpoint (signal-with-start); repeats are ignored. */
export const enqueueWebhookDeliveriesSignal = defineSignal<[QueuedWebhookDelivery[]]>('enqueueWebhookDeliveries');

/** One long-lived process per ordered endpoint (`webhook-endpoint-<endpointId>`). */
export const orderedWebhookWorkflowId = (endpointId: string) => `webhook-endpoint-${endpointId}`;
