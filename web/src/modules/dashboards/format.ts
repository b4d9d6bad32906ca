import { formatDate, formatMoney } from '@pg/domain';

import type { DashboardBucket } from '../../gql/graphql';

// Display helpers of the dashboards: amounts arrive in integer cents, days as YYYY-MM-DD (UTC).

export const cents = (value: number): string => formatMoney(value);

const PERCENT = new Intl.NumberFormat('en-US', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** "12.5%" from basis points: one decimal, rounded half away from zero; -150 -> "-1.5%". */
export function percent(bps: number): string {
  // Exact decimal text (bps / 10000) for Intl, never a float: 1255 -> "0.1255" -> "12.6%".
  const digits = String(Math.abs(Math.trunc(bps))).padStart(5, '0');
  return PERCENT.format(`${bps < 0 ? '-' : ''}${digits.slice(0, -4)}.${digits.slice(-4)}` as Intl.StringNumericLiteral);
}

/** A bucket's label: its first day, or its month. */
export function bucketLabel(bucket: string, size: DashboardBucket): string {
  const text = formatDate(`${bucket}T00:00:00.000Z`, 'UTC');
  return size === 'month' ? text.slice(3) : size === 'week' ? `Week of ${text}` : text;
}

/** Short axis label: "$1.2k" (axis ticks only; tables and tiles show exact amounts). */
export function compactCents(value: number): string {
  // Whole dollars first, as before; the thousands keep their lower-case "k" (Intl writes "K").
  return COMPACT.formatToParts(Math.round(value / 100))
    .map((part) => (part.type === 'compact' && part.value === 'K' ? 'k' : part.value))
    .join('');
}

const COMPACT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The default period: the last 90 days (today included), by week. */
export function defaultPeriod(now = Date.now()): { from: string; to: string; bucket: DashboardBucket } {
  return { from: isoDay(now - 89 * DAY_MS), to: isoDay(now), bucket: 'week' };
}
