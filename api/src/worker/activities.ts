import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';

import { createSignupActivities } from '../auth/signup.activities';
// checkouts
import { createCheckoutActivities } from '../checkouts/checkout.activities';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
// disputes
import { createDisputeActivities } from '../disputes/dispute.activities';
import { EventsService } from '../events/events.service';
import { FilesService } from '../files/files.service';
import { createInvoiceActivities } from '../invoices/invoice.activities';
// transfers and ledger
import { LedgerService } from '../ledger/ledger.service';
import { createLedgerAuditActivities } from '../ledger/ledger-audit.activities';
import { MailService } from '../mail/mail.service';
// users and organizations administration
import { createOrganizationReportActivities } from '../organizations/organization-report.activities';
import { PROCESSOR_LOOKUP, type ProcessorLookup } from '../payments/processor-lookup';
import { createReconciliationActivities } from '../reconciliation/reconciliation.activities';
import { createRefundActivities } from '../refunds/refund.activities';
// scheduled reports
import { createScheduledReportActivities } from '../scheduled-reports/scheduled-report.activities';
import { TemporalService } from '../temporal/temporal.service';
import { transferItemSources } from '../transfers/sources';
import { createTransferActivities } from '../transfers/transfer.activities';
import { createUserInviteActivities } from '../users/user-invite.activities';
import { UserTokensService } from '../users/user-tokens.service';
// webhooks to merchants
import { createWebhookActivities } from '../webhooks/webhook.activities';

/** Every activity the workflows call, built from the worker's Nest providers. */
export function buildActivities(app: INestApplicationContext) {
  const deps = {
    em: app.get(MikroORM).em as EntityManager,
    mail: app.get(MailService),
    tokens: app.get(UserTokensService),
    config: app.get<AppConfig>(APP_CONFIG),
  };
  const invoiceDeps = {
    ...deps,
    events: app.get(EventsService),
    processors: app.get<ProcessorLookup>(PROCESSOR_LOOKUP, { strict: false }),
    ledger: app.get(LedgerService, { strict: false }),
  };
  // disputes: the evidence's files are read through the files module's storage
  const files = app.get(FilesService, { strict: false });
  const disputeDeps = { ...invoiceDeps, readFile: (path: string) => files.read(path) };
  // transfers and ledger
  const transfers = createTransferActivities({ ...invoiceDeps, temporal: app.get(TemporalService, { strict: false }), sources: transferItemSources() });
  return {
    ...createSignupActivities(deps),
    ...createInvoiceActivities(invoiceDeps),
    ...createRefundActivities(invoiceDeps),
    ...createCheckoutActivities(invoiceDeps),
    ...createReconciliationActivities(deps),
    ...createDisputeActivities(disputeDeps),
    ...transfers,
    ...createLedgerAuditActivities(invoiceDeps),
    // users and organizations administration
    ...createUserInviteActivities(deps),
    ...createOrganizationReportActivities({ ...deps, events: app.get(EventsService) }),
    ...createWebhookActivities(deps),
    ...createScheduledReportActivities({ ...deps, temporal: app.get(TemporalService, { strict: false }) }),
  };
}
