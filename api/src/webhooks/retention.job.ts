import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { HourlySweep } from '../common/hourly-sweep';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Issue 42, what may expire: a webhook attempt's record (status, time, excerpt of the answer)
 * after 90 days; its delivery and event stay. (Idempotency-Keys expire after 24 h:
 * ApiIdempotencySweepJob.) Deleted in batches so a first run over years of attempts never holds
 * one long transaction.
 */
export const WEBHOOK_ATTEMPT_RETENTION_MS = 90 * DAY_MS;
const BATCH = 10_000;

/** Hourly, in the worker. */
@Injectable()
export class RetentionJob extends HourlySweep {
  constructor(private readonly orm: MikroORM) {
    super('Retention', 'retention sweep');
  }

  /** Deletes webhook attempts older than 90 days (`now`: the clock, for tests); returns how many. */
  async sweep(now = new Date()): Promise<number> {
    const before = new Date(now.getTime() - WEBHOOK_ATTEMPT_RETENTION_MS);
    let total = 0;
    for (;;) {
      const rows = await this.orm.em
        .fork()
        .execute<{ id: string }[]>('delete from webhook_attempt where id in (select id from webhook_attempt where attempted_at < ? limit ?) returning id', [
          before,
          BATCH,
        ]);
      total += rows.length;
      if (rows.length < BATCH) return total;
    }
  }
}
