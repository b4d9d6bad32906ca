import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '@pg/domain';
import type { LedgerAuditActivities, LedgerAuditDifference } from '@pg/workflows';

import type { AppConfig } from '../config/app-config';
import type { MailService } from '../mail/mail.service';
import type { ProcessorLookup } from '../payments/processor-lookup';
import { StripeProcessor } from '../payments/stripe/stripe.processor';
import { User } from '../users/user.entity';
import { ledgerSqlChecks, sandboxLiveChecks, stripeChecks, type StripeRecords } from './ledger-audit.checks';
import { LedgerAuditRun } from './ledger-audit-run.entity';

export interface LedgerAuditActivityDeps {
  em: EntityManager;
  mail: MailService;
  config: AppConfig;
  processors: ProcessorLookup;
}

/** Stripe's records when Stripe is configured (its adapter reads charges), else none. */
async function stripeRecords(processors: ProcessorLookup): Promise<StripeRecords | undefined> {
  try {
    const stripe = await processors.processorFor('stripe');
    return stripe instanceof StripeProcessor ? stripe : undefined;
  } catch {
    return undefined;
  }
}

/** Stripe or Authorize.Net has keys here (a lookup answers that name with that adapter, not another). */
async function realProcessorConfigured(processors: ProcessorLookup): Promise<boolean> {
  for (const name of ['stripe', 'authorizeNet']) {
    try {
      if ((await processors.processorFor(name)).name === name) return true;
    } catch {
      // Not configured here.
    }
  }
  return false;
}

/** The report's text: one line per difference, grouped by check; or why the run failed. */
export function ledgerAuditReport(run: Pick<LedgerAuditRun, 'startedAt' | 'checks' | 'differences' | 'status' | 'error'>, link: string): string {
  if (run.status === 'failed') {
    return [
      `The ledger audit of ${run.startedAt.toISOString()} could not finish, so the books were not checked:`,
      '',
      `  ${run.error ?? 'unknown error'}`,
      '',
      `Run it again with "Run audit now": ${link}`,
    ].join('\n');
  }
  const lines = run.differences.map((d: LedgerAuditDifference) => `- [${d.check}] ${d.subject}: ${d.detail}`);
  return [
    `The ledger audit of ${run.startedAt.toISOString()} ran ${run.checks} checks and found ${run.differences.length} difference${run.differences.length === 1 ? '' : 's'}:`,
    '',
    ...lines,
    '',
    `Every run: ${link}`,
  ].join('\n');
}

/** The report's subject line. */
export function ledgerAuditSubject(run: Pick<LedgerAuditRun, 'status' | 'differenceCount'>): string {
  if (run.status === 'failed') return 'Ledger audit: failed, the books were not checked';
  return `Ledger audit: ${run.differenceCount} difference${run.differenceCount === 1 ? '' : 's'}`;
}

// Activities of the nightly ledger audit (workflows/src/ledger-audit).
export function createLedgerAuditActivities({ em: root, mail, config, processors }: LedgerAuditActivityDeps): LedgerAuditActivities {
  return {
    async auditLedger({ trigger, runKey }) {
      const em = root.fork();
      const earlier = await em.findOne(LedgerAuditRun, { runKey });
      if (earlier) return { runId: earlier.id, status: earlier.status, differences: earlier.differenceCount };
      const startedAt = new Date();
      const { checks, differences } = await ledgerSqlChecks(em);
      const stripe = await stripeRecords(processors);
      if (stripe) differences.push(...(await stripeChecks(em, stripe)));
      const realProcessor = await realProcessorConfigured(processors);
      if (realProcessor) differences.push(...(await sandboxLiveChecks(em)));
      const run = em.create(LedgerAuditRun, {
        runKey,
        trigger,
        status: differences.length ? 'differences' : 'clean',
        startedAt,
        finishedAt: new Date(),
        checks: checks + (stripe ? 1 : 0) + (realProcessor ? 1 : 0),
        differenceCount: differences.length,
        differences,
        error: null,
        mailedAt: null,
      });
      await em.flush();
      return { runId: run.id, status: run.status, differences: run.differenceCount };
    },

    async recordFailedLedgerAudit({ trigger, runKey, startedAt, error }) {
      const em = root.fork();
      const earlier = await em.findOne(LedgerAuditRun, { runKey });
      if (earlier) return { runId: earlier.id, status: earlier.status, differences: earlier.differenceCount };
      const run = em.create(LedgerAuditRun, {
        runKey,
        trigger,
        status: 'failed',
        startedAt: new Date(startedAt),
        finishedAt: new Date(),
        checks: 0,
        differenceCount: 0,
        differences: [],
        error: error.slice(0, 2000),
        mailedAt: null,
      });
      await em.flush();
      return { runId: run.id, status: run.status, differences: 0 };
    },

    async mailLedgerAudit({ runId }) {
      const em = root.fork();
      const run = await em.findOneOrFail(LedgerAuditRun, { id: runId });
      if (run.mailedAt) return;
      const admins = await em.find(User, { role: Role.PG_ADMIN, locked: false }, { fields: ['email'], orderBy: { email: 'asc' } });
      if (admins.length) {
        await mail.send({
          to: admins.map((a) => a.email),
          subject: ledgerAuditSubject(run),
          text: ledgerAuditReport(run, `${config.publicUrl}/ledger/audits`),
        });
      }
      run.mailedAt = new Date();
      await em.flush();
    },
  };
}
