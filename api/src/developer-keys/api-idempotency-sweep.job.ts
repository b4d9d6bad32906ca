import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { HourlySweep } from '../common/hourly-sweep';
import { IDEMPOTENCY_WINDOW_MS } from './api-idempotency.service';

/** Hourly, in the worker: Idempotency-Keys past their 24 hours are deleted (they are never replayed again). */
@Injectable()
export class ApiIdempotencySweepJob extends HourlySweep {
  constructor(private readonly orm: MikroORM) {
    super('ApiIdempotency', 'sweep');
  }

  async sweep(): Promise<number> {
    const rows = await this.orm.em
      .fork()
      .execute<{ id: string }[]>('delete from api_idempotency_key where created_at < ? returning id', [new Date(Date.now() - IDEMPOTENCY_WINDOW_MS)]);
    return rows.length;
  }
}
