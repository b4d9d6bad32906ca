import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { validateWebhookEndpoint, WEBHOOK_SECRET_OVERLAP_MS } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { assertValid, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import type { WebhookEndpointInput, WebhookEndpointType } from './dtos/webhook.types';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { encryptSecret, newWebhookSecret } from './webhook-secrets';
import { webhookUrlRefusal } from './webhook-target';

const MAX_ENDPOINTS = 16;

const toType = (endpoint: WebhookEndpoint, secret: string | null = null): WebhookEndpointType => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description ?? null,
  eventTypes: endpoint.eventTypes,
  enabled: endpoint.enabled,
  ordered: endpoint.ordered,
  disabledReason: endpoint.disabledReason ?? null,
  secret,
  previousSecretExpiresAt: endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > new Date() ? endpoint.previousSecretExpiresAt : null,
  failingSince: endpoint.failingSince ?? null,
  createdAt: endpoint.createdAt,
});

// Webhook endpoints of the caller's organization (issue 14). Every call is scoped to it, so
// another organization's endpoint reads as not found.
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly em: EntityManager,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(user: AuthUser): Promise<WebhookEndpointType[]> {
    const rows = await this.em.find(WebhookEndpoint, { organization: user.organizationId }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    return rows.map((e) => toType(e));
  }

  async create(user: AuthUser, input: WebhookEndpointInput): Promise<WebhookEndpointType> {
    const values = await clean(input);
    if ((await this.em.count(WebhookEndpoint, { organization: user.organizationId })) >= MAX_ENDPOINTS)
      assertValid({ url: `At most ${MAX_ENDPOINTS} endpoints` });
    const secret = newWebhookSecret();
    // The id now, not at flush: the sealed secret is bound to it.
    const id = randomUUID();
    const endpoint = this.em.create(WebhookEndpoint, {
      id,
      ...values,
      enabled: input.enabled ?? true,
      ordered: input.ordered ?? false,
      secretCipher: encryptSecret(secret, this.config.webhookSecretsKey, id),
      organization: this.em.getReference(Organization, user.organizationId),
      createdBy: this.em.getReference(User, user.id),
    });
    await this.em.flush();
    return toType(endpoint, secret);
  }

  async update(user: AuthUser, id: string, input: WebhookEndpointInput): Promise<WebhookEndpointType> {
    const endpoint = await this.own(user, id);
    this.em.assign(endpoint, await clean(input));
    // Switched on or off, deliveries not yet started go the new way; started ones finish as they began.
    if (input.ordered !== undefined && input.ordered !== null) endpoint.ordered = input.ordered;
    if (input.enabled !== undefined && input.enabled !== null && input.enabled !== endpoint.enabled) {
      endpoint.enabled = input.enabled;
      // Enabled again by the merchant: its failures start over.
      if (input.enabled) Object.assign(endpoint, { disabledReason: null, failingSince: null });
    }
    await this.em.flush();
    return toType(endpoint);
  }

  /** A new secret, shown once; the old one keeps signing (both signatures sent) for 24 hours. */
  async rollSecret(user: AuthUser, id: string): Promise<WebhookEndpointType> {
    const endpoint = await this.own(user, id);
    const secret = newWebhookSecret();
    endpoint.previousSecretCipher = endpoint.secretCipher;
    endpoint.previousSecretExpiresAt = new Date(Date.now() + WEBHOOK_SECRET_OVERLAP_MS);
    endpoint.secretCipher = encryptSecret(secret, this.config.webhookSecretsKey, endpoint.id);
    await this.em.flush();
    return toType(endpoint, secret);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const endpoint = await this.own(user, id);
    await this.em.remove(endpoint).flush();
  }

  async own(user: AuthUser, id: string): Promise<WebhookEndpoint> {
    const endpoint = UUID.test(id) ? await this.em.findOne(WebhookEndpoint, { id, organization: user.organizationId }) : null;
    if (!endpoint) throw notFound('Webhook endpoint');
    return endpoint;
  }
}

async function clean(input: WebhookEndpointInput): Promise<{ url: string; description: string | null; eventTypes: string[] }> {
  const eventTypes = [...new Set(input.eventTypes ?? [])];
  assertValid(validateWebhookEndpoint({ url: input.url ?? '', eventTypes }));
  const url = input.url.trim();
  // Outside development: https to a public address only (issue 46); checked again at every delivery.
  const refusal = await webhookUrlRefusal(url);
  if (refusal) assertValid({ url: refusal });
  return { url, description: input.description?.trim().slice(0, 255) || null, eventTypes };
}
