import type { AddressInfo } from 'node:net';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { SandboxWebhook } from './sandbox-webhook.entity';

const BATCH = 10;
/** How long a claimed row is left to its claimant before another pass may deliver it again (10 POSTs of at most 10 s each). */
const CLAIM_LEASE_MS = 120_000;

interface ClaimedWebhook {
  id: string;
  eventId: string;
  type: string;
  payload: Record<string, unknown>;
  attempts: number;
}
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 1 s, 2 s, 4 s ... at most an hour: a platform that is down gets its events when it is back. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

// Delivers the Sandbox's webhook queue: claims the due rows (skipping rows another API instance
// is claiming), POSTs each signed to the platform, marks it delivered on a 2xx and schedules a
// retry otherwise. Runs in the API process only (it is where the platform listens).
@Injectable()
export class SandboxWebhookDispatcher implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SandboxWebhooks');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly adapter: HttpAdapterHost,
    @Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      // One pass at a time; a slow platform never piles passes up.
      this.running ??= this.deliverDue()
        .then(() => undefined)
        .catch((error: unknown) => this.logger.warn(`delivery pass failed: ${error instanceof Error ? error.message : String(error)}`))
        .finally(() => (this.running = undefined));
    }, this.config.pollMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Delivers what is due now; returns how many were accepted. */
  async deliverDue(): Promise<number> {
    const url = this.target();
    if (!url) return 0;
    const em = this.em.fork();
    // Claimed in one statement that moves their next attempt a lease ahead (rows another API
    // instance is claiming are skipped), then POSTed with no transaction open: a transaction held
    // across the POSTs kept a pooled connection idle for as long as the platform took to answer,
    // and the platform's own webhook handler needs one (with one connection, the two waited on
    // each other). An instance that dies mid-delivery leaves its rows to be retried after the
    // lease; the platform recognises a redelivery by its event id.
    // Delivered in due order, one after another.
    const due = await em.execute<ClaimedWebhook[]>(
      `with d as (select id, next_attempt_at as due_at from sandbox_webhook where delivered_at is null and next_attempt_at <= now()
                  order by next_attempt_at, id limit ? for update skip locked),
       c as (update sandbox_webhook s set next_attempt_at = now() + make_interval(secs => ?) from d where s.id = d.id
             returning s.id, s.event_id, s.type, s.payload, s.attempts, d.due_at)
       select id, event_id as "eventId", type, payload, attempts from c order by due_at, id`,
      [BATCH, CLAIM_LEASE_MS / 1000],
    );
    let delivered = 0;
    for (const hook of due) {
      const error = await this.post(url, hook.payload);
      const attempts = hook.attempts + 1;
      if (error === null) {
        await em.nativeUpdate(SandboxWebhook, { id: hook.id }, { attempts, deliveredAt: new Date(), lastError: null });
        delivered++;
      } else {
        await em.nativeUpdate(SandboxWebhook, { id: hook.id }, { attempts, lastError: error, nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) });
        this.logger.warn(`${hook.type} ${hook.eventId} not accepted (attempt ${attempts}): ${error}`);
      }
    }
    return delivered;
  }

  /** null when the platform accepted it, else why not. */
  private async post(url: string, payload: Record<string, unknown>): Promise<string | null> {
    const body = JSON.stringify(payload, null, 2);
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json; charset=utf-8', [SANDBOX_SIGNATURE_HEADER]: signSandboxPayload(body, this.config.webhookSecret) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (res.ok) return null;
      return `HTTP ${res.status} ${(await res.text().catch(() => '')).slice(0, 300)}`;
    } catch (error) {
      return error instanceof Error ? error.message : String(error);
    }
  }

  /** SANDBOX_WEBHOOK_URL, else this API's own address once it listens. */
  private target(): string | undefined {
    if (this.config.webhookUrl) return this.config.webhookUrl;
    const server = this.adapter.httpAdapter?.getHttpServer() as { address: () => AddressInfo | string | null } | undefined;
    const address = server?.address();
    if (!address || typeof address === 'string') return undefined;
    return `http://127.0.0.1:${address.port}/webhooks/sandbox`;
  }
}
