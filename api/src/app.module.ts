import { Module } from '@nestjs/common';
import { APP_FILTER, APP_PIPE } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';

import { AuditLogModule } from './audit-log/audit-log.module';
import { AuthModule } from './auth/auth.module';
import { CheckoutsModule } from './checkouts/checkouts.module';
import { GatewayExceptionFilter } from './common/gateway-exception.filter';
import { StripNulPipe } from './common/strip-nul.pipe';
import { ConfigModule } from './config/config.module';
import { DashboardsModule } from './dashboards/dashboards.module';
import { DatabaseModule } from './database/database.module';
import { RestNotFoundFilter } from './developer-keys/rest-not-found.filter';
// disputes
import { DisputesModule } from './disputes/disputes.module';
import { GatewaySettingsModule } from './gateway-settings/gateway-settings.module';
import { graphqlOptions } from './graphql/graphql.options';
import { HealthModule } from './health/health.module';
import { HistoryModule } from './history/history.module';
import { InvoicesModule } from './invoices/invoices.module';
import { LedgerModule } from './ledger/ledger.module';
// transfers and ledger
import { LedgerApiModule } from './ledger/ledger-api.module';
import { MetricsModule } from './metrics/metrics.module';
import { ObservabilityModule } from './observability/observability.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { PaymentsModule } from './payments/payments.module';
import { SandboxWebhooksModule } from './payments/sandbox/sandbox-webhooks.module';
import { ProcessTimelineModule } from './process-timeline/process-timeline.module';
import { ReconciliationModule } from './reconciliation/reconciliation.module';
import { RefundsModule } from './refunds/refunds.module';
import { RiskModule } from './risk/risk.module';
import { ScheduledReportsModule } from './scheduled-reports/scheduled-reports.module';
import { SearchModule } from './search/search.module';
import { SecurityModule } from './security/security.module';
import { SharedModule } from './shared.module';
import { TransfersModule } from './transfers/transfers.module';
import { UsersModule } from './users/users.module';
import { WebhooksModule } from './webhooks/webhooks.module';

/** The HTTP application: GraphQL API, REST routes, and the built web app. */
@Module({
  imports: [
    ConfigModule,
    DatabaseModule,
    SharedModule,
    SecurityModule,
    GraphQLModule.forRoot(graphqlOptions()),
    AuthModule,
    UsersModule,
    OrganizationsModule,
    HealthModule,
    ObservabilityModule,
    MetricsModule,
    AuditLogModule,
    InvoicesModule,
    HistoryModule,
    PaymentsModule,
    GatewaySettingsModule,
    // risk rules before the charge: block lists and merchants' limits (issue 41)
    RiskModule,
    RefundsModule,
    CheckoutsModule,
    WebhooksModule,
    // disputes, and the Sandbox's webhook delivery (the HTTP application only)
    DisputesModule,
    SandboxWebhooksModule,
    // transfers and ledger
    LedgerModule,
    LedgerApiModule,
    ReconciliationModule,
    TransfersModule,
    SearchModule,
    // scheduled reports (Insight)
    ScheduledReportsModule,
    ProcessTimelineModule,
    DashboardsModule,
  ],
  providers: [
    { provide: APP_FILTER, useClass: GatewayExceptionFilter },
    // /api/v1 paths no route answers: the REST error shape (rest-not-found.filter.ts).
    { provide: APP_FILTER, useClass: RestNotFoundFilter },
    // NUL cannot be stored by PostgreSQL: removed from every argument and body (strip-nul.pipe.ts).
    { provide: APP_PIPE, useClass: StripNulPipe },
  ],
})
export class AppModule {}
