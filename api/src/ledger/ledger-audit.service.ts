import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ledgerAuditWorkflowId, type LedgerAuditOutcome } from '@pg/workflows';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';
import { LedgerAuditRun } from './ledger-audit-run.entity';

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

  async runNow(): Promise<LedgerAuditRun> {
    const client = await this.temporal.getClient();
    const outcome: LedgerAuditOutcome = await client.workflow.execute('ledgerAuditWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: ledgerAuditWorkflowId(randomUUID()),
      args: [{ trigger: 'manual' }],
    });
    return this.em.findOneOrFail(LedgerAuditRun, { id: outcome.runId });
  }
}
