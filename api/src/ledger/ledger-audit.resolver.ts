import { Args, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import { LedgerAuditRunType } from './dtos/ledger-audit.type';
import { LedgerAuditService } from './ledger-audit.service';
import type { LedgerAuditRun } from './ledger-audit-run.entity';

const toType = (run: LedgerAuditRun): LedgerAuditRunType => ({
  id: run.id,
  trigger: run.trigger,
  status: run.status,
  startedAt: run.startedAt,
  finishedAt: run.finishedAt,
  checks: run.checks,
  differenceCount: run.differenceCount,
  differences: run.differences,
  error: run.error ?? null,
  mailedAt: run.mailedAt ?? null,
});

// The nightly ledger audit's runs (PG Admin, by the role matrix).
@Resolver()
export class LedgerAuditResolver {
  constructor(private readonly audits: LedgerAuditService) {}

  @Query(() => [LedgerAuditRunType], { description: 'The last runs of the ledger audit, newest first' })
  async ledgerAuditRuns(@Args('first', { type: () => Int, nullable: true }) first?: number | null): Promise<LedgerAuditRunType[]> {
    return (await this.audits.runs(first)).map(toType);
  }

  @Mutation(() => LedgerAuditRunType, { description: 'Runs the ledger audit now and answers its run' })
  async runLedgerAudit(): Promise<LedgerAuditRunType> {
    return toType(await this.audits.runNow());
  }
}
