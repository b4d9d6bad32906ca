import { canScheduleReport, reportKindsFor, reportPeriodRange, validateScheduledReport } from './report-rules';
import { Role } from './roles';

const iso = (r: { start: Date; end: Date }) => [r.start.toISOString(), r.end.toISOString()];

describe('reportPeriodRange', () => {
  it('daily: the UTC day before the run, whatever the hour', () => {
    expect(iso(reportPeriodRange('DAILY', new Date('2026-11-27T06:00:00Z')))).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect(iso(reportPeriodRange('DAILY', new Date('2026-03-01T23:59:59Z')))).toEqual(['2026-02-28T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
  });

  it('weekly: Monday to Sunday of the week before, from a Monday run or a late one', () => {
    // 2026-11-30 is a Monday
    const week = ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'];
    expect(iso(reportPeriodRange('WEEKLY', new Date('2026-11-30T06:00:00Z')))).toEqual(week);
    expect(iso(reportPeriodRange('WEEKLY', new Date('2026-12-06T23:00:00Z')))).toEqual(week);
    expect(iso(reportPeriodRange('WEEKLY', new Date('2026-12-07T00:00:00Z')))).toEqual(['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z']);
  });

  it('monthly: the month before, across a year end and a leap February', () => {
    expect(iso(reportPeriodRange('MONTHLY', new Date('2027-01-01T06:00:00Z')))).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(iso(reportPeriodRange('MONTHLY', new Date('2028-03-01T06:00:00Z')))).toEqual(['2028-02-01T00:00:00.000Z', '2028-03-01T00:00:00.000Z']);
  });
});

describe('which reports a role may schedule', () => {
  it('merchants: the four lists every role opens; staff: transfers and the ledger too', () => {
    for (const role of [Role.OWNER, Role.ADMIN, Role.USER]) expect(reportKindsFor(role)).toEqual(['checkouts', 'invoices', 'refunds', 'disputes']);
    for (const role of [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE])
      expect(reportKindsFor(role)).toEqual(['checkouts', 'invoices', 'refunds', 'disputes', 'transfers', 'ledger']);
    expect(canScheduleReport(Role.OWNER, 'ledger')).toBe(false);
    expect(canScheduleReport(Role.BANK_ADMIN, 'ledger')).toBe(true);
    expect(canScheduleReport(Role.PG_ADMIN, 'users')).toBe(false);
  });

  it('the form says what is missing or not allowed', () => {
    expect(validateScheduledReport(Role.OWNER, { kind: '', period: '' })).toEqual({ kind: 'Please choose a report', period: 'Please choose how often' });
    expect(validateScheduledReport(Role.USER, { kind: 'transfers', period: 'DAILY' })).toEqual({ kind: 'You may not schedule this report' });
    expect(validateScheduledReport(Role.USER, { kind: 'refunds', period: 'HOURLY' })).toEqual({ period: 'Please choose how often' });
    expect(validateScheduledReport(Role.BANK_FINANCE, { kind: 'ledger', period: 'MONTHLY' })).toEqual({});
  });
});
