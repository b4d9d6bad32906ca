import { MikroORM } from '@mikro-orm/postgresql';
import { SCHEDULED_REPORT_MESSAGES as M } from '@pg/domain';
import { scheduledReportScheduleId } from '@pg/workflows';
import { ScheduleNotFoundError } from '@temporalio/client';

import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { ScheduledReport } from '../src/scheduled-reports/scheduled-report.entity';
import { ScheduledReportService } from '../src/scheduled-reports/scheduled-report.service';
import { scheduleSpecFor } from '../src/scheduled-reports/scheduled-report-schedules';
import { TemporalService } from '../src/temporal/temporal.service';
import { loginAll, sessionIds } from './support/people-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

const FIELDS = 'id kind period paused pausedReason nextRunAt lastSentAt createdAt';
const LIST = `{ scheduledReports { ${FIELDS} } }`;
const CREATE = `mutation($kind: ReportKind!, $period: ReportPeriod!) { createScheduledReport(kind: $kind, period: $period) { ${FIELDS} } }`;
const PAUSE = `mutation($id: ID!) { pauseScheduledReport(id: $id) { ${FIELDS} } }`;
const RESUME = `mutation($id: ID!) { resumeScheduledReport(id: $id) { ${FIELDS} } }`;
const SEND_NOW = `mutation($id: ID!) { sendScheduledReportNow(id: $id) { ${FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteScheduledReport(id: $id) { success } }';

interface Report {
  id: string;
  kind: string;
  period: string;
  paused: boolean;
  pausedReason: string | null;
  nextRunAt: string | null;
  lastSentAt: string | null;
}

interface Mail {
  file: string;
  to: string;
  subject: string;
  csv: string | null;
}

/** The interval of the reports' Schedules in this file (honoured because Jest runs with NODE_ENV=test). */
const INTERVAL_S = 2;
/** For reports whose runs a test starts itself: none comes from the Schedule while it runs. */
const NEVER_S = 86_400;
const every = (seconds: number) => (process.env.REPORT_SCHEDULE_TEST_INTERVAL_SECONDS = String(seconds));
const DAY = 86_400_000;

/** Headers and the CSV attachment of an .eml file from the outbox (base64 or quoted-printable). */
function parseMail(file: string, text: string): Mail {
  const header = (name: string) => text.match(new RegExp(`^${name}: (.*)$`, 'm'))?.[1].trim() ?? '';
  const part = text.split(/\r?\n--/).find((p) => /Content-Type: text\/csv/i.test(p));
  let csv: string | null = null;
  if (part) {
    const [head, ...body] = part.split(/\r?\n\r?\n/);
    const raw = body.join('\n\n');
    csv = /Content-Transfer-Encoding: base64/i.test(head)
      ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
      : Buffer.from(
          raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          'latin1',
        ).toString('utf8');
  }
  return { file, to: header('To'), subject: header('Subject'), csv };
}

// Scheduled reports on real PostgreSQL and the real Temporal server: each report's Temporal
// Schedule (here every INTERVAL_S seconds instead of its calendar) starts the workflow, whose
// activity builds the CSV through the list services and e-mails it into the outbox.
describe('scheduled reports (real PostgreSQL + Temporal Schedules)', () => {
  let t: TestApp;
  let owner: string, admin: string, user: string, bank: string, finance: string, pg: string;
  let drukId: string;
  const made: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, admin, user, bank, finance, pg] = await loginAll(t, [
      'owner@demo.test',
      'admin@demo.test',
      'user@demo.test',
      'bank.admin@demo.test',
      'bank.finance@demo.test',
      'pg.admin@demo.test',
    ]);
    drukId = (await sessionIds(t, owner)).organizationId;
  }, 60000);
  beforeEach(() => every(INTERVAL_S));

  afterAll(async () => {
    // No Schedule of this file may go on firing on the shared Temporal server.
    const client = await t.app.get(TemporalService).getClient();
    for (const id of made)
      await client.schedule
        .getHandle(scheduledReportScheduleId(id))
        .delete()
        .catch(() => undefined);
    delete process.env.REPORT_SCHEDULE_TEST_INTERVAL_SECONDS;
    await t.close();
  });

  const sql = () => t.app.get(MikroORM).em.getConnection();
  const temporal = () => t.app.get(TemporalService).getClient();
  const describeSchedule = async (id: string) => (await temporal()).schedule.getHandle(scheduledReportScheduleId(id)).describe();

  async function create(token: string, kind: string, period: string): Promise<Report> {
    const r = await t.gql<{ createScheduledReport: Report }>(CREATE, { kind, period }, token);
    if (!r.data?.createScheduledReport) throw new Error(`create failed: ${JSON.stringify(r.errors)}`);
    made.push(r.data.createScheduledReport.id);
    return r.data.createScheduledReport;
  }
  const list = async (token: string) => (await t.gql<{ scheduledReports: Report[] }>(LIST, {}, token)).data!.scheduledReports;
  const mails = async (to: string, subject: string) =>
    (await t.outbox()).map((m) => parseMail(m.file, m.text)).filter((m) => m.to === to && m.subject.startsWith(subject));
  /** Waits until `to` has more than `count` mails of this subject; the newest. */
  const nextMail = (to: string, subject: string, count: number) =>
    eventually(async () => {
      const found = await mails(to, subject);
      return found.length > count ? found[found.length - 1] : undefined;
    }, 30000);

  it('schedules at 06:00 UTC: daily, Mondays, the 1st', () => {
    expect(scheduleSpecFor('DAILY')).toMatchObject({ calendars: [{ hour: 6 }] });
    expect(scheduleSpecFor('WEEKLY')).toMatchObject({ calendars: [{ dayOfWeek: 'MONDAY', hour: 6 }] });
    expect(scheduleSpecFor('MONTHLY')).toMatchObject({ calendars: [{ dayOfMonth: 1, hour: 6 }] });
    expect(scheduleSpecFor('DAILY', 3)).toEqual({ intervals: [{ every: '3s' }] });
  });

  it('refuses reports the role may not open, a second of the same, another person, and strangers', async () => {
    for (const kind of ['ledger', 'transfers']) {
      const r = await t.gql(CREATE, { kind, period: 'DAILY' }, owner);
      expect(r.errors?.[0]).toMatchObject({ message: M.kindNotAllowed, extensions: { code: 'BAD_USER_INPUT', fields: { kind: M.kindNotAllowed } } });
    }
    const mine = await create(user, 'refunds', 'WEEKLY');
    expect(mine).toMatchObject({ kind: 'refunds', period: 'WEEKLY', paused: false, lastSentAt: null });
    expect((await t.gql(CREATE, { kind: 'refunds', period: 'WEEKLY' }, user)).errors?.[0]).toMatchObject({ message: M.duplicate });
    // The same organization's admin sees none of it and may touch none of it.
    expect((await list(admin)).map((r) => r.id)).not.toContain(mine.id);
    for (const op of [PAUSE, RESUME, SEND_NOW, DELETE]) expect((await t.gql(op, { id: mine.id }, admin)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(LIST, {})).errors?.[0]?.extensions?.code).toBe('AUTH_REQUIRED');
    expect((await t.gql(CREATE, { kind: 'checkouts', period: 'DAILY' })).errors?.[0]?.extensions?.code).toBe('AUTH_REQUIRED');
    const bad = await t.gql(CREATE, { kind: 'users', period: 'DAILY' }, user);
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT'); // not a report kind: refused by the schema
    await t.gql(DELETE, { id: mine.id }, user);
  });

  it("e-mails the day before's checkouts of the owner's organization only, as CSV, until paused; then deleted with its Schedule", async () => {
    // Yesterday: two of Druk's checkouts and one moved to another organization; the rest is older or today.
    const yesterday = new Date(Date.now() - DAY);
    const noon = new Date(Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate(), 12));
    const druk = await sql().execute<{ id: string; code: string }[]>('select id, code from web_payment where owner_id = ? order by code limit 5', [drukId]);
    expect(druk.length).toBe(5);
    const [other] = await sql().execute<{ id: string }[]>("select id from organization where name = 'Thunder Dragon Treks'");
    await sql().execute('update web_payment set created_at = ?', [new Date(Date.now() - 10 * DAY)]);
    await sql().execute('update web_payment set created_at = ? where id in (?, ?)', [noon, druk[0].id, druk[1].id]);
    await sql().execute('update web_payment set created_at = ?, owner_id = ? where id = ?', [new Date(noon.getTime() + 60_000), other.id, druk[2].id]);
    await sql().execute('update web_payment set created_at = ? where id = ?', [new Date(), druk[3].id]);
    await sql().execute('update web_payment set created_at = ? where id = ?', [new Date(noon.getTime() - DAY), druk[4].id]);

    const seen = (await mails('owner@demo.test', 'Checkouts report')).length;
    const report = await create(owner, 'checkouts', 'DAILY');
    expect((await describeSchedule(report.id)).state.paused).toBe(false);
    const mail = await nextMail('owner@demo.test', 'Checkouts report', seen);
    expect(mail.csv).not.toBeNull();
    const lines = mail.csv!.trim().split('\r\n');
    expect(lines[0]).toBe('Date Created,Checkout ID,Order Id,Currency,Amount,Customer Processing Fee,Total,Merchant Processing Fee,Net,Status,Date Paid');
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[1])
        .sort(),
    ).toEqual([druk[0].code, druk[1].code].sort());
    // Never a card number (no long digit runs at all).
    expect(mail.csv).not.toMatch(/\d{12,}/);

    // The list shows it sent, with the next run from Temporal's description of the Schedule.
    const listed = await eventually(async () => (await list(owner)).find((r) => r.id === report.id && r.lastSentAt));
    expect(listed.nextRunAt).not.toBeNull();

    // Staff see every organization's rows: the bank admin's report has the moved one too, with its organization.
    const bankSeen = (await mails('bank.admin@demo.test', 'Checkouts report')).length;
    const bankReport = await create(bank, 'checkouts', 'DAILY');
    const bankMail = await nextMail('bank.admin@demo.test', 'Checkouts report', bankSeen);
    const bankLines = bankMail.csv!.trim().split('\r\n');
    expect(bankLines[0].startsWith('Org,Date Created,Checkout ID')).toBe(true);
    expect(bankLines.slice(1).map((l) => l.split(',')[2])).toEqual(expect.arrayContaining([druk[0].code, druk[1].code, druk[2].code]));
    expect(bankLines).toHaveLength(4);

    // Paused: Temporal's Schedule is paused, and while the bank admin's report goes on arriving
    // (the clock of this check), the owner's sends nothing more.
    const paused = (await t.gql<{ pauseScheduledReport: Report }>(PAUSE, { id: report.id }, owner)).data!.pauseScheduledReport;
    expect(paused).toMatchObject({ paused: true, nextRunAt: null });
    expect((await describeSchedule(report.id)).state.paused).toBe(true);
    let ticks = (await mails('bank.admin@demo.test', 'Checkouts report')).length;
    await nextMail('bank.admin@demo.test', 'Checkouts report', ticks); // a run started before the pause may still land
    const afterPause = (await mails('owner@demo.test', 'Checkouts report')).length;
    ticks = (await mails('bank.admin@demo.test', 'Checkouts report')).length;
    await nextMail('bank.admin@demo.test', 'Checkouts report', ticks + 1);
    expect((await mails('owner@demo.test', 'Checkouts report')).length).toBe(afterPause);

    // Deleted: the row and the Temporal Schedule.
    expect((await t.gql(DELETE, { id: report.id }, owner)).data).toEqual({ deleteScheduledReport: { success: true } });
    await expect(describeSchedule(report.id)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    expect((await list(owner)).map((r) => r.id)).not.toContain(report.id);
    await t.gql(DELETE, { id: bankReport.id }, bank);
  }, 120000);

  it('"Send now" sends at once, even while paused; resume starts the Schedule again', async () => {
    every(NEVER_S);
    const report = await create(pg, 'ledger', 'MONTHLY');
    await t.gql(PAUSE, { id: report.id }, pg);
    const before = (await mails('pg.admin@demo.test', 'Ledger report')).length;
    expect((await t.gql<{ sendScheduledReportNow: Report }>(SEND_NOW, { id: report.id }, pg)).data?.sendScheduledReportNow.id).toBe(report.id);
    const mail = await nextMail('pg.admin@demo.test', 'Ledger report', before);
    expect(mail.csv!.split('\r\n')[0]).toBe('Date,Journal,Transaction Type,Account,Debit,Credit,Amount,Description,Source Type,Source Id');
    const resumed = (await t.gql<{ resumeScheduledReport: Report }>(RESUME, { id: report.id }, pg)).data!.resumeScheduledReport;
    expect(resumed.paused).toBe(false);
    expect((await describeSchedule(report.id)).state.paused).toBe(false);
    await t.gql(DELETE, { id: report.id }, pg);
  }, 60000);

  it('a person whose role no longer allows the report, or whose account is locked, gets nothing, and the report pauses itself', async () => {
    every(NEVER_S);
    const transfers = await create(finance, 'transfers', 'WEEKLY');
    const checkouts = await create(admin, 'checkouts', 'WEEKLY');
    // Bank Finance becomes a merchant User (no /transfers); the Admin is locked. Then their
    // Schedules run (triggered here as the calendar would).
    await sql().execute("update app_user set role = 4 where email = 'bank.finance@demo.test'");
    await sql().execute("update app_user set locked = true where email = 'admin@demo.test'");
    try {
      for (const id of [transfers.id, checkouts.id]) await (await temporal()).schedule.getHandle(scheduledReportScheduleId(id)).trigger();
      const row = (id: string) => t.app.get(MikroORM).em.fork().findOneOrFail(ScheduledReport, { id });
      const selfPaused = await eventually(async () => {
        const [a, b] = await Promise.all([row(transfers.id), row(checkouts.id)]);
        return a.paused && b.paused ? [a, b] : undefined;
      }, 30000);
      expect(selfPaused.map((r) => r.pausedReason)).toEqual(['A User may not receive the Transfers report', 'The account is locked']);
      expect(selfPaused.map((r) => r.lastSentAt ?? null)).toEqual([null, null]);
      expect((await describeSchedule(transfers.id)).state.paused).toBe(true);
      expect((await describeSchedule(checkouts.id)).state.paused).toBe(true);
      expect(await mails('bank.finance@demo.test', 'Transfers report')).toEqual([]);
      expect(await mails('admin@demo.test', 'Checkouts report')).toEqual([]);
      // The person sees why, and may not resume a report the role does not allow.
      expect((await list(finance)).find((r) => r.id === transfers.id)).toMatchObject({
        paused: true,
        pausedReason: 'A User may not receive the Transfers report',
      });
      expect((await t.gql(RESUME, { id: transfers.id }, finance)).errors?.[0]).toMatchObject({ message: M.kindNotAllowed, extensions: { code: 'FORBIDDEN' } });
    } finally {
      await sql().execute("update app_user set role = 6 where email = 'bank.finance@demo.test'");
      await sql().execute("update app_user set locked = false where email = 'admin@demo.test'");
    }
  }, 60000);

  it('when Temporal does not answer: a clear message, and the row as it was', async () => {
    every(NEVER_S);
    const down = { getClient: () => Promise.reject(new Error('14 UNAVAILABLE: connection refused')) } as unknown as TemporalService;
    const service = new ScheduledReportService(t.app.get(MikroORM).em.fork(), down, t.app.get<AppConfig>(APP_CONFIG));
    const me = { ...(await sessionIds(t, owner)), role: 64 as const, locked: false };
    const caller = { id: me.userId, role: me.role, organizationId: me.organizationId, locked: false };
    const count = () => t.app.get(MikroORM).em.fork().count(ScheduledReport, { owner: me.userId });
    const before = await count();
    await expect(service.create(caller, 'invoices', 'DAILY')).rejects.toThrow(M.temporalDown);
    expect(await count()).toBe(before);

    const kept = await create(owner, 'invoices', 'DAILY');
    await expect(service.remove(caller, kept.id)).rejects.toThrow(M.temporalDown);
    await expect(service.pause(caller, kept.id)).rejects.toThrow(M.temporalDown);
    expect((await list(owner)).find((r) => r.id === kept.id)).toMatchObject({ paused: false });
    // The list still answers, without next runs.
    expect((await service.list(caller)).find((r) => r.id === kept.id)).toMatchObject({ nextRunAt: null });

    // A Schedule already gone in Temporal: deleting the report still deletes it.
    await (await temporal()).schedule.getHandle(scheduledReportScheduleId(kept.id)).delete();
    expect((await t.gql(DELETE, { id: kept.id }, owner)).data).toEqual({ deleteScheduledReport: { success: true } });
    expect((await list(owner)).map((r) => r.id)).not.toContain(kept.id);
  }, 60000);
});
