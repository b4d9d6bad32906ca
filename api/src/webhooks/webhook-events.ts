import { randomBytes } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { WEBHOOK_API_VERSION, type WebhookEventType } from '@pg/domain';

import { insertPrepared } from '../common/prepared-insert';
import { WebhookEvent } from './webhook-event.entity';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** evt_ and 24 random base62 characters (about 143 bits). */
export function newEventId(): string {
  let id = 'evt_';
  // 248 is the largest multiple of 62 below 256: bytes from 248 up would bias, so they are skipped.
  while (id.length < 28) for (const b of randomBytes(32)) if (b < 248 && id.length < 28) id += BASE62[b % 62];
  return id;
}

/**
 * A merchant-facing event, committed with the caller's flush or transaction: the same commit as
 * the change it reports. Its deliveries start after that commit (WebhookDispatcher). Each domain
 * records its own (recordInvoiceWebhook in invoice-resource.ts, ...), from the entity as it is
 * about to be committed; where the change was a plain UPDATE (the entity in memory is stale), the
 * caller reads the row again in its transaction first (`em.refresh`), so the event shows what is committed.
 */
export function recordWebhookEvent(em: EntityManager, organizationId: string, type: WebhookEventType, object: object): WebhookEvent {
  return em.create(WebhookEvent, webhookEventRow(organizationId, type, object));
}

/** An event's row: new id, not dispatched yet. */
function webhookEventRow(organizationId: string, type: WebhookEventType, object: object) {
  return {
    id: newEventId(),
    organization: organizationId,
    type,
    apiVersion: WEBHOOK_API_VERSION,
    data: { object: object as Record<string, unknown> },
    // Stripe's convention: an object without livemode (invoices, transfers) is live.
    livemode: (object as { livemode?: unknown }).livemode !== false,
    createdAt: new Date(),
    dispatchedAt: null,
  };
}

/**
 * The same event written at once, as one INSERT in the caller's transaction (no unit of work), for
 * a change written as plain statements (a paid invoice or checkout). Its deliveries start after the commit, as
 * for `recordWebhookEvent`: the dispatcher takes events not dispatched yet.
 */
export async function insertWebhookEvent(em: EntityManager, organizationId: string, type: WebhookEventType, object: object): Promise<void> {
  await insertPrepared(em, WebhookEvent, webhookEventRow(organizationId, type, object));
}

/** The event as the API and the delivery body show it (field names as Stripe's). */
export interface WebhookEventResource {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  /** false when its object is a test object (test mode), Stripe's convention. */
  livemode: boolean;
  data: { object: Record<string, unknown> };
}

export function webhookEventResource(event: WebhookEvent): WebhookEventResource {
  return {
    id: event.id,
    object: 'event',
    type: event.type,
    created: Math.floor(event.createdAt.getTime() / 1000),
    api_version: event.apiVersion,
    livemode: event.data.object.livemode !== false,
    data: event.data,
  };
}
