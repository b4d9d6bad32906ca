import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '@pg/domain';
import type { WebhookActivities } from '@pg/workflows';

import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { WebhookAttempt, WebhookDelivery } from './webhook-delivery.entity';
import type { WebhookEndpoint } from './webhook-endpoint.entity';
import { webhookEventResource } from './webhook-events';
import { decryptSecret } from './webhook-secrets';
import { SIGNATURE_HEADER, signatureHeader } from './webhook-signature';
import { checkWebhookTarget, postWebhook } from './webhook-target';

export interface WebhookActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  config: AppConfig;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;
const EXCERPT = 500;

/** The secrets that sign now: the current one, and the one before a roll for its 24 hours. */
export function signingSecrets(endpoint: WebhookEndpoint, keyMaterial: string, now = new Date()): string[] {
  const secrets = [decryptSecret(endpoint.secretCipher, keyMaterial, endpoint.id)];
  if (endpoint.previousSecretCipher && endpoint.previousSecretExpiresAt && endpoint.previousSecretExpiresAt > now)
    secrets.push(decryptSecret(endpoint.previousSecretCipher, keyMaterial, endpoint.id));
  return secrets;
}

// Built by a factory with its dependencies injected (the worker passes the Nest providers).
export function createWebhookActivities({ em: root, mail, config }: WebhookActivityDeps): WebhookActivities {
  return {
    async deliverWebhook({ deliveryId }) {
      const em = root.fork();
      const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['event', 'endpoint'] });
      // Deleted with its endpoint, or the endpoint switched off: nothing is sent.
      if (!delivery) return 'skipped';
      if (delivery.status === 'succeeded') return 'delivered';
      // Settled already (an ordered endpoint's queue signalled twice after a crash): not sent again.
      if (delivery.status !== 'pending') return 'skipped';
      const endpoint = delivery.endpoint;
      if (!endpoint.enabled) {
        delivery.status = 'skipped';
        delivery.finishedAt = new Date();
        await em.flush();
        return 'skipped';
      }
      const body = JSON.stringify(webhookEventResource(delivery.event));
      const started = new Date();
      const timestamp = Math.floor(started.getTime() / 1000);
      let statusCode: number | null = null;
      let responseExcerpt: string | null = null;
      let error: string | null = null;
      try {
        // Checked again now (the name may lead elsewhere since it was saved) and sent to the
        // address checked; a refused address is sent nothing and its answer never shown (issue 46).
        const target = await checkWebhookTarget(endpoint.url);
        if (!target.ok) error = `Not sent: ${target.reason}`;
        else {
          const headers = {
            'content-type': 'application/json',
            'user-agent': 'BhutanPay-Webhooks/1.0',
            [SIGNATURE_HEADER]: signatureHeader(signingSecrets(endpoint, config.webhookSecretsKey, started), timestamp, body),
          };
          // A redirect is an answer (3xx, retried), never followed: the merchant set one URL.
          const response = await postWebhook(target, headers, body, WEBHOOK_TIMEOUT_MS);
          statusCode = response.status;
          responseExcerpt = response.text.slice(0, EXCERPT);
        }
      } catch (e) {
        error = (e instanceof Error ? (e.cause instanceof Error ? `${e.message}: ${e.cause.message}` : e.message) : String(e)).slice(0, EXCERPT);
      }
      const ok = statusCode !== null && statusCode >= 200 && statusCode < 300;
      const now = new Date();
      em.create(WebhookAttempt, { delivery, attemptedAt: started, statusCode, durationMs: now.getTime() - started.getTime(), responseExcerpt, error });
      delivery.attempts++;
      if (ok) {
        delivery.status = 'succeeded';
        delivery.finishedAt = now;
        endpoint.failingSince = null;
      } else {
        endpoint.failingSince ??= started;
      }
      await em.flush();
      if (!ok) {
        const why =
          statusCode !== null ? `The endpoint answered HTTP ${statusCode}` : error?.startsWith('Not sent: ') ? error : `No answer from the endpoint: ${error}`;
        throw new Error(why);
      }
      return 'delivered';
    },

    async webhookDeliveryFailed({ deliveryId }) {
      const em = root.fork();
      const delivery = await em.findOne(WebhookDelivery, { id: deliveryId }, { populate: ['endpoint', 'endpoint.organization'] });
      if (!delivery) return;
      if (delivery.status === 'pending') {
        delivery.status = 'failed';
        delivery.finishedAt = new Date();
      }
      const endpoint = delivery.endpoint;
      // This delivery was retried for the whole give-up time (3 days). The endpoint has failed as
      // long if nothing got through since this delivery's first attempt (failingSince not later);
      // another event answered 2xx meanwhile resets failingSince, and the endpoint stays.
      const [first] = await em.find(WebhookAttempt, { delivery: delivery.id }, { orderBy: { attemptedAt: 'asc' }, limit: 1 });
      if (!endpoint.enabled || !endpoint.failingSince || !first || endpoint.failingSince > first.attemptedAt) {
        await em.flush();
        return;
      }
      endpoint.enabled = false;
      endpoint.disabledReason = `Disabled after failing since ${endpoint.failingSince.toISOString()}`;
      const owners = await em.find(User, { organization: endpoint.organization.id, role: Role.OWNER, locked: false }, { fields: ['email'] });
      // Mail first, then the flag: a retry after a mail failure mails again rather than never.
      if (owners.length) {
        await mail.send({
          to: owners.map((o) => o.email),
          subject: 'A webhook endpoint has been disabled',
          text: [
            `Hello,`,
            ``,
            `BhutanPay could not deliver events to your webhook endpoint ${endpoint.url} since ${endpoint.failingSince.toISOString()}, so it has been disabled and no more events are sent to it.`,
            `Fix the endpoint, then enable it again on ${config.publicUrl}/developer; the delivery log there shows each attempt, and "Resend" sends any event again.`,
          ].join('\n'),
        });
      }
      await em.flush();
    },
  };
}
