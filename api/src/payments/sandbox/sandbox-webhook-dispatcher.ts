import type { AddressInfo } from 'node:net';

import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SANDBOX_SIGNATURE_HEADER, signSandboxPayload } from './sandbox-signature';
import { SandboxWebhook } from './sandbox-webhook.entity';

const BATCH = 10;
const MAX_BACKOFF_MS = 60 * 60 * 1000;

/** 1 s, 2 s, 4 s ... at most an hour: a platform that is down gets its events when it is back. */
export function retryDelayMs(attempts: number): number {
  return Math.min(1000 * 2 ** Math.max(attempts - 1, 0), MAX_BACKOFF_MS);
}

// Delivers the Sandbox's webhook queue: reads the due rows (row-locked, skipping rows another
// API instance is delivering), POSTs each signed to the platform, marks it delivered on a 2xx and
// schedules a retry otherwise. Runs in the API process only (it is where the platform listens).
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
    return this.em.fork().transactional(async (tx) => {
      const due = await tx.find(
        SandboxWebhook,
        { deliveredAt: null, nextAttemptAt: { $lte: new Date() } },
        { orderBy: { nextAttemptAt: 'asc', id: 'asc' }, limit: BATCH, lockMode: LockMode.PESSIMISTIC_PARTIAL_WRITE },
      );
      let delivered = 0;
      for (const hook of due) {
        const error = await this.post(url, hook);
        hook.attempts += 1;
        if (error === null) {
          hook.deliveredAt = new Date();
          hook.lastError = null;
          delivered++;
        } else {
          hook.lastError = error;
          hook.nextAttemptAt = new Date(Date.now() + retryDelayMs(hook.attempts));
          this.logger.warn(`${hook.type} ${hook.eventId} not accepted (attempt ${hook.attempts}): ${error}`);
        }
      }
      await tx.flush();
      return delivered;
    });
  }

  /** null when the platform accepted it, else why not. */
  private async post(url: string, hook: SandboxWebhook): Promise<string | null> {
    const body = JSON.stringify(hook.payload, null, 2);
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
