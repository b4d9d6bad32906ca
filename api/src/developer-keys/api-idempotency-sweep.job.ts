import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { IDEMPOTENCY_WINDOW_MS } from './api-idempotency.service';

const EVERY_MS = 3600 * 1000;

/** Hourly, in the worker: Idempotency-Keys past their 24 hours are deleted (they are never replayed again). */
@Injectable()
export class ApiIdempotencySweepJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ApiIdempotency');
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(
      () => void this.sweep().catch((error: unknown) => this.logger.warn(`sweep failed: ${error instanceof Error ? error.message : String(error)}`)),
      EVERY_MS,
    );
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .execute<{ id: string }[]>('delete from api_idempotency_key where created_at < ? returning id', [new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)]);
    return rows.length;
  }
}
