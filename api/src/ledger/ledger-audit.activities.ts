import type { EntityManager } from '@mikro-orm/postgresql';
import { Role } from '@pg/domain';
import type { LedgerAuditActivities, LedgerAuditDifference } from '@pg/workflows';
import type { AppConfig } from '../config/app-config';
import type { ProcessorLookup } from '../invoices/processor-lookup';
import type { MailService } from '../mail/mail.service';
import { StripeProcessor } from '../payments/stripe/stripe.processor';
import { User } from '../users/user.entity';
import { ledgerSqlChecks, stripeChecks, type StripeRecords } from './ledger-audit.checks';
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

/** The report's text: one line per difference, grouped by check. */
export function ledgerAuditReport(run: Pick<LedgerAuditRun, 'startedAt' | 'checks' | 'differences'>, link: string): string {
  const lines = run.differences.map((d: LedgerAuditDifference) => `- [${d.check}] ${d.subject}: ${d.detail}`);
  return [
    `The ledger audit of ${run.startedAt.toISOString()} ran ${run.checks} checks and found ${run.differences.length} difference${run.differences.length === 1 ? '' : 's'}:`,
    '',
    ...lines,
    '',
    `Every run: ${link}`,
  ].join('\n');
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
      const run = em.create(LedgerAuditRun, {
        runKey,
        trigger,
        status: differences.length ? 'differences' : 'clean',
        startedAt,
        finishedAt: new Date(),
        checks: checks + (stripe ? 1 : 0),
        differenceCount: differences.length,
        differences,
        mailedAt: null,
      });
      await em.flush();
      return { runId: run.id, status: run.status, differences: run.differenceCount };
    },

    async mailLedgerAudit({ runId }) {
      const em = root.fork();
      const run = await em.findOneOrFail(LedgerAuditRun, { id: runId });
      if (run.mailedAt) return;
      const admins = await em.find(User, { role: Role.PG_ADMIN, locked: false }, { fields: ['email'], orderBy: { email: 'asc' } });
      if (admins.length) {
        await mail.send({
          to: admins.map((a) => a.email),
          subject: `Ledger audit: ${run.differenceCount} difference${run.differenceCount === 1 ? '' : 's'}`,
          text: ledgerAuditReport(run, `${config.publicUrl}/ledger/audits`),
        });
      }
      run.mailedAt = new Date();
      await em.flush();
    },
  };
}
