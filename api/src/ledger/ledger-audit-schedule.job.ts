import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { LEDGER_AUDIT_CRON, LEDGER_AUDIT_SCHEDULE_ID } from '@pg/workflows';
import { ScheduleAlreadyRunning, type ScheduleOptions, ScheduleOverlapPolicy } from '@temporalio/client';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

/**
 * The worker makes sure the nightly audit is scheduled (Temporal Schedule `ledger-audit`, 02:00
 * UTC; Temporal UI lists it under Schedules): created on first start, updated to this build's
 * task queue and time on every later start.
 */
@Injectable()
export class LedgerAuditScheduleJob implements OnApplicationBootstrap {
  private readonly logger = new Logger('LedgerAudit');

  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Not awaited: the worker starts polling even while Temporal is still coming up.
    void this.ensure().catch((error: unknown) =>
      this.logger.warn(`schedule ${LEDGER_AUDIT_SCHEDULE_ID} not set: ${error instanceof Error ? error.message : String(error)}`),
    );
  }

  async ensure(): Promise<void> {
    const client = await this.temporal.getClient();
    const options: ScheduleOptions = {
      scheduleId: LEDGER_AUDIT_SCHEDULE_ID,
      spec: { cronExpressions: [LEDGER_AUDIT_CRON] },
      action: { type: 'startWorkflow', workflowType: 'ledgerAuditWorkflow', taskQueue: this.config.taskQueue, args: [{ trigger: 'schedule' }] },
      policies: { overlap: ScheduleOverlapPolicy.SKIP },
    };
    try {
      await client.schedule.create(options);
    } catch (error) {
      if (!(error instanceof ScheduleAlreadyRunning)) throw error;
      await client.schedule.getHandle(LEDGER_AUDIT_SCHEDULE_ID).update((previous) => ({ ...previous, spec: options.spec, action: options.action }));
    }
  }
}
