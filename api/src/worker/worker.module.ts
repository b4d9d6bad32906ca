import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';

import { SessionModule } from '../auth/session.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { ormConfig } from '../database/mikro-orm.config';
import { ApiIdempotencySweepJob } from '../developer-keys/api-idempotency-sweep.job';
import { FilesModule } from '../files/files.module';
import { InvoiceProcessorsModule } from '../invoices/invoice-processors.module';
// transfers and ledger
import { LedgerModule } from '../ledger/ledger.module';
import { LedgerAuditScheduleJob } from '../ledger/ledger-audit-schedule.job';
import { LedgerRollupJob } from '../ledger/ledger-rollup.job';
import { SharedModule } from '../shared.module';
import { UsersModule } from '../users/users.module';
import { RetentionJob } from '../webhooks/retention.job';
import { WebhookDispatcher } from '../webhooks/webhook-dispatcher';

/** What the Temporal worker boots: the providers activities need, without HTTP or GraphQL. */
@Module({
  imports: [
    ConfigModule,
    MikroOrmModule.forRootAsync({
      driver: PostgreSqlDriver,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        ...ormConfig(config.databaseUrl, { poolSize: config.databasePoolSize, role: 'worker' }),
        registerRequestContext: false,
      }),
    }),
    SharedModule,
    // files/ reads REST sessions through SessionReader (its controller is built here too)
    SessionModule,
    UsersModule,
    InvoiceProcessorsModule,
    // disputes: the evidence sent to processors is read from file storage
    FilesModule,
    // transfers and ledger
    LedgerModule,
  ],
  // webhooks: deliveries start from the worker too, so events committed by a process that died still go out
  providers: [LedgerRollupJob, LedgerAuditScheduleJob, ApiIdempotencySweepJob, RetentionJob, WebhookDispatcher],
})
export class WorkerModule {}
