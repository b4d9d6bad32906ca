import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { type LedgerAuditOutcome, ledgerAuditWorkflowId } from '@pg/workflows';

import { badInput } from '../common/gateway.exception';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { bounded, TemporalCallLate } from '../temporal/bounded-call';
import { TemporalService } from '../temporal/temporal.service';
import { LedgerAuditRun } from './ledger-audit-run.entity';

export const LEDGER_AUDIT_STILL_RUNNING = 'The audit is still running: its run appears in the list when it is done.';

// The audit as PG Admin sees it: the last runs, and "Run audit now" (the same workflow the
// nightly Schedule starts, answered once it has recorded its run: seconds on the demo data).
@Injectable()
export class LedgerAuditService {
  constructor(
    private readonly em: EntityManager,
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  runs(first?: number | null): Promise<LedgerAuditRun[]> {
    return this.em.find(LedgerAuditRun, {}, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: Math.min(Math.max(first ?? 20, 1), 100) });
  }

  /** Starts a run and answers it once recorded; past LEDGER_AUDIT_WAIT_MS (20 s) it goes on in the background. */
  async runNow(): Promise<LedgerAuditRun> {
    const client = await this.temporal.getClient();
    const handle = await client.workflow.start('ledgerAuditWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: ledgerAuditWorkflowId(randomUUID()),
      args: [{ trigger: 'manual' }],
    });
    const waitMs = Number(process.env.LEDGER_AUDIT_WAIT_MS ?? 20_000);
    let outcome: LedgerAuditOutcome;
    try {
      outcome = await bounded(client, waitMs, () => handle.result() as Promise<LedgerAuditOutcome>);
    } catch (error) {
      // The run goes on in the background; only this request stops waiting for it.
      if (error instanceof TemporalCallLate) throw badInput(LEDGER_AUDIT_STILL_RUNNING);
      throw error;
    }
    return await this.em.findOneOrFail(LedgerAuditRun, { id: outcome.runId });
  }
}
