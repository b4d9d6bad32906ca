import { canVisit } from './permissions';
import type { Role } from './roles';

// Scheduled reports (issue 16, Insight): a CSV of one list, for the period before each run,
// e-mailed by a Temporal Schedule. Who may schedule what follows the list pages (docs/decisions/README.md).

export const REPORT_KINDS = ['checkouts', 'invoices', 'refunds', 'disputes', 'transfers', 'ledger'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  checkouts: 'Checkouts',
  invoices: 'Invoices',
  refunds: 'Refunds',
  disputes: 'Disputes',
  transfers: 'Transfers',
  ledger: 'Ledger',
};

export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  DAILY: 'Daily',
  WEEKLY: 'Weekly',
  MONTHLY: 'Monthly',
};

/** When each period's report goes out (UTC) and what it covers: the form's help text. */
export const REPORT_PERIOD_HINTS: Record<ReportPeriod, string> = {
  DAILY: 'Every day at 06:00 UTC, for the day before',
  WEEKLY: 'Every Monday at 06:00 UTC, for the week before (Monday to Sunday)',
  MONTHLY: 'On the 1st of every month at 06:00 UTC, for the month before',
};

/** The list page whose rows a report holds: a role that may not open it may not schedule it. */
export const REPORT_KIND_ROUTE: Record<ReportKind, string> = {
  checkouts: '/checkouts',
  invoices: '/invoices',
  refunds: '/refunds',
  disputes: '/disputes',
  transfers: '/transfers',
  ledger: '/ledger',
};

export const SCHEDULED_REPORT_MESSAGES = {
  kindRequired: 'Please choose a report',
  periodRequired: 'Please choose how often',
  kindNotAllowed: 'You may not schedule this report',
  duplicate: 'You already have this report on this schedule',
  tooMany: 'You may have at most 20 scheduled reports',
  temporalDown: 'Report schedules cannot be changed right now because the scheduler does not answer. Please try again in a few minutes.',
  notFound: 'Scheduled report not found',
} as const;

export const MAX_SCHEDULED_REPORTS = 20;

export function isReportKind(value: string): value is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(value);
}

export function isReportPeriod(value: string): value is ReportPeriod {
  return (REPORT_PERIODS as readonly string[]).includes(value);
}

/** The reports a role may schedule: those whose list page it may open, in the menu's order. */
export function reportKindsFor(role: Role): ReportKind[] {
  return REPORT_KINDS.filter((kind) => canVisit(role, REPORT_KIND_ROUTE[kind]));
}

export function canScheduleReport(role: Role, kind: string): boolean {
  return isReportKind(kind) && reportKindsFor(role).includes(kind);
}

/** The form's messages: the report and period must be chosen, and the report be one the role may have. */
export function validateScheduledReport(role: Role, input: { kind?: string | null; period?: string | null }): { kind?: string; period?: string } {
  const errors: { kind?: string; period?: string } = {};
  if (!input.kind) errors.kind = SCHEDULED_REPORT_MESSAGES.kindRequired;
  else if (!canScheduleReport(role, input.kind)) errors.kind = SCHEDULED_REPORT_MESSAGES.kindNotAllowed;
  if (!input.period || !isReportPeriod(input.period)) errors.period = SCHEDULED_REPORT_MESSAGES.periodRequired;
  return errors;
}

const DAY_MS = 86_400_000;

/**
 * The period a run at `at` reports on, [start, end) in UTC: the day before (DAILY), the week
 * Monday to Sunday before the one `at` is in (WEEKLY), the month before (MONTHLY). A run late by
 * hours (the scheduler was down) still reports on the period it was meant for.
 */
export function reportPeriodRange(period: ReportPeriod, at: Date): { start: Date; end: Date } {
  const today = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  if (period === 'DAILY') return { start: new Date(today - DAY_MS), end: new Date(today) };
  if (period === 'WEEKLY') {
    // getUTCDay: Sunday 0 .. Saturday 6; days since this week's Monday.
    const sinceMonday = (at.getUTCDay() + 6) % 7;
    const monday = today - sinceMonday * DAY_MS;
    return { start: new Date(monday - 7 * DAY_MS), end: new Date(monday) };
  }
  const first = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1);
  return { start: new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 1, 1)), end: new Date(first) };
}
