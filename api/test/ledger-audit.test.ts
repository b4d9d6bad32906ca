import { MikroORM } from '@mikro-orm/postgresql';
import { LEDGER_AUDIT_CRON, LEDGER_AUDIT_SCHEDULE_ID } from '@pg/workflows';

import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { LedgerService } from '../src/ledger/ledger.service';
import { LedgerAuditScheduleJob } from '../src/ledger/ledger-audit-schedule.job';
import { TemporalService } from '../src/temporal/temporal.service';
import { buildActivities } from '../src/worker/activities';
import { createTestApp, eventually, type TestApp } from './test-app';

const RUN = `mutation { runLedgerAudit { id status checks differenceCount differences { check subject detail } mailedAt } }`;
const RUNS = `{ ledgerAuditRuns(first: 5) { id status differenceCount } }`;
type Run = {
  id: string;
  status: string;
  checks: number;
  differenceCount: number;
  differences: { check: string; subject: string; detail: string }[];
  mailedAt: string | null;
};

// The nightly ledger audit on real PostgreSQL + Temporal: clean on the demo data; a row broken
// on purpose (the books' triggers switched off for it, as only a database owner could) and a
// Sandbox record that disagrees are named in the run and in the report e-mailed to PG Admin.
describe('ledger audit (real PostgreSQL + Temporal)', () => {
  let t: TestApp;
  let pg: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    pg = await t.login('pg.admin@demo.test');
  }, 60000);
  afterAll(() => t.close());

  const sql = () => t.app.get(MikroORM).em.getConnection();
  const run = async () => {
    const r = await t.gql<{ runLedgerAudit: Run }>(RUN, {}, pg);
    if (!r.data) throw new Error(JSON.stringify(r.errors));
    return r.data.runLedgerAudit;
  };

  it('the demo data is clean, and the run is listed', async () => {
    const clean = await run();
    expect(clean.differences).toEqual([]);
    expect(clean).toMatchObject({ status: 'clean', differenceCount: 0, mailedAt: null });
    expect(clean.checks).toBeGreaterThanOrEqual(7);
    const runs = await t.gql<{ ledgerAuditRuns: { id: string }[] }>(RUNS, {}, pg);
    expect(runs.data!.ledgerAuditRuns[0].id).toBe(clean.id);
  }, 60000);

  it('refuses other roles', async () => {
    const bank = await t.login('bank.admin@demo.test');
    expect((await t.gql(RUN, {}, bank)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(RUNS, {}, bank)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a posting changed behind the books and a Sandbox charge that disagrees are named, and PG Admin gets the report', async () => {
    const [target] = await sql().execute<{ id: string; source_key: string }[]>(
      `select p.id, j.source_key from ledger_posting p join ledger_journal j on j.id = p.journal_id where j.transaction_type = 'checkoutPayment' and p.account_id like 'payable:%' order by p.seq limit 1`,
    );
    await sql().execute('alter table ledger_posting disable trigger user');
    try {
      await sql().execute('update ledger_posting set amount_cents = amount_cents - 1 where id = ?', [target.id]);
    } finally {
      await sql().execute('alter table ledger_posting enable trigger user');
    }
    const [charge] = await sql().execute<{ charge_id: string }[]>(
      `select charge_id from payment where processor = 'sandbox' and status = 'succeeded' order by created_at limit 1`,
    );
    await sql().execute('update sandbox_charge set amount_cents = amount_cents + 100 where id::text = ?', [charge.charge_id]);

    const broken = await run();
    expect(broken.status).toBe('differences');
    expect(broken.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ check: 'balancedJournals', subject: target.source_key, detail: expect.stringMatching(/3 lines summing to -1$/) }),
        expect.objectContaining({ check: 'booksSumToZero', detail: 'postings sum to -1 cents, not 0' }),
        expect.objectContaining({ check: 'processorSandbox', subject: charge.charge_id }),
        // per charge: what the Sandbox holds for it against its clearing postings
        expect.objectContaining({
          check: 'processorSandbox',
          subject: charge.charge_id,
          detail: expect.stringMatching(/cents for this charge, the clearing account/),
        }),
      ]),
    );
    const mail = await eventually(async () => (await t.outbox()).find((m) => m.text.includes('Ledger audit:')));
    const text = mail.text.replace(/=\r?\n/g, '');
    expect(text).toContain('pg.admin@demo.test');
    expect(text).toContain(target.source_key);
    expect(text).toContain(`[processorSandbox] ${charge.charge_id}`);
    expect((await t.gql<{ ledgerAuditRuns: { id: string; status: string }[] }>(RUNS, {}, pg)).data!.ledgerAuditRuns[0]).toEqual({
      id: broken.id,
      status: 'differences',
      differenceCount: broken.differenceCount,
    });
  }, 60000);

  it('a refund journal for a refund never refunded, taking more than its payment captured, is named by the refund and the payment', async () => {
    const [refund] = await sql().execute<{ id: string; code: string; owner_id: string; invoice_code: string; captured: string }[]>(
      `select r.id, r.code, r.owner_id, i.code as invoice_code, p.amount_cents as captured from refund r join invoice i on i.id = r.invoice_id
       join payment p on p.invoice_id = i.id and p.status = 'succeeded' and p.processor = 'sandbox'
       where r.processor_refund_id is null order by r.code limit 1`,
    );
    const em = t.app.get(MikroORM).em.fork();
    // Balanced, so the books' triggers let it in: only the audit can tell it is wrong.
    await em.transactional((tx) =>
      t.app.get(LedgerService, { strict: false }).post(tx, {
        event: { kind: 'refund', organizationId: refund.owner_id, processor: 'sandbox', amountCents: Number(refund.captured) + 1 },
        transactionType: 'refund',
        sourceType: 'refund',
        sourceId: refund.id,
        remarks: `Refund ${refund.code}`,
      }),
    );
    const broken = await run();
    expect(broken.differences).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          check: 'refunds',
          subject: `refund:refund:${refund.id}`,
          detail: `a refund journal for ${refund.code}, which was not refunded at the processor`,
        }),
        expect.objectContaining({
          check: 'captures',
          subject: refund.invoice_code,
          detail: expect.stringContaining(`booked against the ${refund.captured} cents captured`),
        }),
      ]),
    );
  }, 60000);

  it('an audit whose checks could not finish is a failed run: listed with its error and e-mailed to PG Admin', async () => {
    const activities = buildActivities(t.app);
    const runKey = `failed-${Date.now()}`;
    const startedAt = new Date().toISOString();
    const outcome = await activities.recordFailedLedgerAudit({ trigger: 'schedule', runKey, startedAt, error: 'Connection terminated unexpectedly' });
    expect(outcome).toMatchObject({ status: 'failed', differences: 0 });
    // A retried record keeps the one run.
    expect(await activities.recordFailedLedgerAudit({ trigger: 'schedule', runKey, startedAt, error: 'again' })).toEqual(outcome);
    await activities.mailLedgerAudit({ runId: outcome.runId });
    await activities.mailLedgerAudit({ runId: outcome.runId });

    const runs = await t.gql<{ ledgerAuditRuns: { id: string; status: string; error: string | null; mailedAt: string | null }[] }>(
      `{ ledgerAuditRuns(first: 1) { id status error mailedAt } }`,
      {},
      pg,
    );
    expect(runs.data!.ledgerAuditRuns[0]).toMatchObject({
      id: outcome.runId,
      status: 'failed',
      error: 'Connection terminated unexpectedly',
      mailedAt: expect.any(String),
    });
    const mails = (await t.outbox()).filter((m) => m.text.includes('could not finish'));
    expect(mails).toHaveLength(1);
    expect(mails[0].text.replace(/=\r?\n/g, '')).toContain('Connection terminated unexpectedly');
  });

  it('the worker schedules it nightly as Temporal Schedule ledger-audit', async () => {
    const job = new LedgerAuditScheduleJob(t.app.get(TemporalService), t.app.get<AppConfig>(APP_CONFIG));
    await job.ensure();
    await job.ensure(); // a second start updates it
    const client = await t.app.get(TemporalService).getClient();
    const described = await client.schedule.getHandle(LEDGER_AUDIT_SCHEDULE_ID).describe();
    expect(described.action).toMatchObject({ type: 'startWorkflow', workflowType: 'ledgerAuditWorkflow' });
    expect(JSON.stringify(described.spec)).toContain('2');
    expect(LEDGER_AUDIT_CRON).toBe('0 2 * * *');
  });
});
