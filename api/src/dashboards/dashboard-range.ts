import { badInput } from '../common/gateway.exception';

export const DASHBOARD_BUCKETS = ['day', 'week', 'month'] as const;
export type DashboardBucket = (typeof DASHBOARD_BUCKETS)[number];

/** A checked period: whole UTC days, `to` included; `end` is the day after `to`. */
export interface DashboardRange {
  from: string;
  to: string;
  end: string;
  bucket: DashboardBucket;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Two years of days at most: a chart stays readable and the statement short. */
const MAX_DAYS = 731;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

function parseDay(text: string, name: string): number {
  const ms = ISO_DAY.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
  if (!Number.isFinite(ms) || isoDay(ms) !== text) throw badInput(`${name} must be a date written YYYY-MM-DD, got "${text}"`);
  return ms;
}

/** The period asked for, or by default the last 90 days (today included) by week. */
export function dashboardRange(
  from: string | null | undefined,
  to: string | null | undefined,
  bucket: DashboardBucket | null | undefined,
  now = Date.now(),
): DashboardRange {
  const today = Date.parse(`${isoDay(now)}T00:00:00Z`);
  const toMs = to ? parseDay(to, 'to') : today;
  const fromMs = from ? parseDay(from, 'from') : toMs - 89 * DAY_MS;
  if (fromMs > toMs) throw badInput('from must be on or before to');
  if ((toMs - fromMs) / DAY_MS + 1 > MAX_DAYS) throw badInput(`A period can span at most ${MAX_DAYS} days`);
  return { from: isoDay(fromMs), to: isoDay(toMs), end: isoDay(toMs + DAY_MS), bucket: bucket ?? 'week' };
}

/** First day of the bucket holding `day` (ISO weeks start on Monday), as PostgreSQL's date_trunc. */
export function bucketStart(day: string, bucket: DashboardBucket): string {
  const ms = Date.parse(`${day}T00:00:00Z`);
  if (bucket === 'day') return day;
  if (bucket === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = (new Date(ms).getUTCDay() + 6) % 7;
  return isoDay(ms - weekday * DAY_MS);
}

/** Every bucket of the period in order (the first may start before `from`), so charts have no gaps. */
export function bucketsOf(range: DashboardRange): string[] {
  const out: string[] = [];
  let ms = Date.parse(`${range.from}T00:00:00Z`);
  const end = Date.parse(`${range.end}T00:00:00Z`);
  while (ms < end) {
    const start = bucketStart(isoDay(ms), range.bucket);
    if (out[out.length - 1] !== start) out.push(start);
    ms += DAY_MS;
  }
  return out;
}
