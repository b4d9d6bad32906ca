import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { orderedWebhookWorkflowId, webhookWorkflowId } from '@pg/workflows';

import { badInput, notFound } from '../common/gateway.exception';
import { keysetPage } from '../common/keyset-page';
import { UUID } from '../common/list-query';
import type { WebhookDeliveryType, WebhookEventListType } from './dtos/webhook.types';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity';
import { WebhookDispatcher } from './webhook-dispatcher';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';
import { webhookEventResource } from './webhook-events';

export const EVENT_ID = /^evt_[0-9A-Za-z]{24}$/;

export interface EventPage {
  events: WebhookEvent[];
  hasMore: boolean;
}

// The organization's events (newest first, keyset pages), their deliveries and attempts, and
// resending: one store for GET /api/v1/events and /developer.
@Injectable()
export class WebhookEventsService {
  constructor(
    private readonly em: EntityManager,
    private readonly dispatcher: WebhookDispatcher,
  ) {}

  /**
   * `startingAfter` is an event id of the organization (and of `livemode`, when given); null when
   * it is not one. With `livemode` only that mode's events: an API key's list (issue 46).
   */
  async page(organizationId: string, options: { limit: number; startingAfter?: string; type?: string; livemode?: boolean }): Promise<EventPage | null> {
    const { startingAfter } = options;
    if (startingAfter !== undefined && !EVENT_ID.test(startingAfter)) return null;
    const mode = options.livemode === undefined ? {} : { livemode: options.livemode };
    const filter = options.type ? { type: options.type } : undefined;
    const page = await keysetPage(this.em.fork(), WebhookEvent, { organization: organizationId, ...mode }, options.limit, startingAfter, filter);
    return page && { events: page.rows, hasMore: page.hasMore };
  }

  async list(organizationId: string, options: { first?: number | null; startingAfter?: string | null; type?: string | null }): Promise<WebhookEventListType> {
    const limit = Math.min(Math.max(options.first ?? 20, 1), 100);
    const page = await this.page(organizationId, { limit, startingAfter: options.startingAfter ?? undefined, type: options.type ?? undefined });
    if (!page) throw badInput({ startingAfter: 'No such event' });
    return {
      items: page.events.map((e) => {
        const resource = webhookEventResource(e);
        return { id: e.id, type: e.type, apiVersion: e.apiVersion, createdAt: e.createdAt, livemode: resource.livemode, payload: JSON.stringify(resource) };
      }),
      hasMore: page.hasMore,
    };
  }

  async deliveries(organizationId: string, eventId: string): Promise<WebhookDeliveryType[]> {
    const em = this.em.fork();
    const event = await this.ownEvent(em, organizationId, eventId);
    const deliveries = await em.find(
      WebhookDelivery,
      { event: event.id, organization: organizationId },
      { populate: ['endpoint'], orderBy: { createdAt: 'desc', id: 'desc' } },
    );
    const attempts = deliveries.length
      ? await em.find(WebhookAttempt, { delivery: { $in: deliveries.map((d) => d.id) } }, { orderBy: { attemptedAt: 'desc' } })
      : [];
    return deliveries.map((d) => ({
      id: d.id,
      workflowId: d.queued ? orderedWebhookWorkflowId(d.endpoint.id) : d.workflowId,
      eventId: event.id,
      endpointId: d.endpoint.id,
      endpointUrl: d.endpoint.url,
      status: d.status,
      createdAt: d.createdAt,
      finishedAt: d.finishedAt ?? null,
      attempts: attempts
        .filter((a) => a.delivery.id === d.id)
        .map((a) => ({
          id: a.id,
          attemptedAt: a.attemptedAt,
          statusCode: a.statusCode ?? null,
          durationMs: a.durationMs,
          responseExcerpt: a.responseExcerpt ?? null,
          error: a.error ?? null,
        })),
    }));
  }

  /**
   * Sends the event again to one endpoint (or to every enabled endpoint that wants it): a new
   * delivery whose workflow id has a `-resend-<n>` suffix, started by the dispatcher at once.
   */
  async resend(organizationId: string, eventId: string, endpointId?: string | null): Promise<WebhookDeliveryType[]> {
    const em = this.em.fork();
    const event = await this.ownEvent(em, organizationId, eventId);
    let endpoints: WebhookEndpoint[];
    if (endpointId) {
      const one = UUID.test(endpointId) ? await em.findOne(WebhookEndpoint, { id: endpointId, organization: organizationId }) : null;
      if (!one) throw notFound('Webhook endpoint');
      endpoints = [one];
    } else {
      endpoints = (await em.find(WebhookEndpoint, { organization: organizationId, enabled: true })).filter(
        (e) => !e.eventTypes.length || e.eventTypes.includes(event.type),
      );
    }
    for (const endpoint of endpoints) {
      const earlier = await em.count(WebhookDelivery, { event: event.id, endpoint: endpoint.id });
      em.create(WebhookDelivery, {
        workflowId: webhookWorkflowId(event.id, endpoint.id, `resend-${earlier}`),
        event,
        endpoint,
        organization: organizationId,
        status: 'pending',
        attempts: 0,
        createdAt: new Date(),
        startedAt: null,
        finishedAt: null,
      });
    }
    await em.flush();
    this.dispatcher.kick();
    return this.deliveries(organizationId, eventId);
  }

  private async ownEvent(em: EntityManager, organizationId: string, eventId: string): Promise<WebhookEvent> {
    const event = EVENT_ID.test(eventId) ? await em.findOne(WebhookEvent, { id: eventId, organization: organizationId }) : null;
    if (!event) throw notFound('Event');
    return event;
  }
}
