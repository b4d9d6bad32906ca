import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';

import { rollUpLedger } from './ledger-balances';

/** How often the worker rolls postings into the balances (LEDGER_ROLLUP_MS, default 10 s). */
const EVERY_MS = Number(process.env.LEDGER_ROLLUP_MS ?? 10_000);

/**
 * Keeps balance reads short: every few seconds the worker rolls new postings into the
 * per-account totals, so a balance is a rollup plus a few seconds of postings however long the
 * ledger. Runs in the worker (one per deployment is enough; two would queue on the mark's row).
 */
@Injectable()
export class LedgerRollupJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('LedgerRollup');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();

  constructor(private readonly orm: MikroORM) {}

  onApplicationBootstrap(): void {
    if (!(EVERY_MS > 0)) return;
    this.timer = setInterval(() => {
      this.running = rollUpLedger(this.orm.em.fork()).catch((error: unknown) =>
        this.logger.warn(`roll-up failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    }, EVERY_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
