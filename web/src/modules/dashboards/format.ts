import { formatDate, formatMoney } from '@pg/domain';

import type { DashboardBucket } from '../../gql/graphql';

// Display helpers of the dashboards: amounts arrive in integer cents, days as YYYY-MM-DD (UTC).

export const cents = (value: number): string => formatMoney(value);

/** "12.5%" from basis points, by integer maths. */
export const percent = (bps: number): string => `${Math.floor(bps / 100)}.${String(Math.floor((bps % 100) / 10))}%`;

/** A bucket's label: its first day, or its month. */
export function bucketLabel(bucket: string, size: DashboardBucket): string {
  const text = formatDate(`${bucket}T00:00:00.000Z`, 'UTC');
  return size === 'month' ? text.slice(3) : size === 'week' ? `Week of ${text}` : text;
}

/** Short axis label: "$1.2k" (axis ticks only; tables and tiles show exact amounts). */
export function compactCents(value: number): string {
  const dollars = Math.round(value / 100);
  const abs = Math.abs(dollars);
  if (abs >= 1_000_000) return `$${Math.round(dollars / 100_000) / 10}M`;
  if (abs >= 1_000) return `$${Math.round(dollars / 100) / 10}k`;
  return `$${dollars}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const isoDay = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The default period: the last 90 days (today included), by week. */
export function defaultPeriod(now = Date.now()): { from: string; to: string; bucket: DashboardBucket } {
  return { from: isoDay(now - 89 * DAY_MS), to: isoDay(now), bucket: 'week' };
}
