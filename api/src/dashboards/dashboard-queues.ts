import type { EntityManager } from '@mikro-orm/postgresql';
import { DISPUTE_PROGRESS_LABELS, type DisputeProgressStatus, REFUND_PROGRESS_LABELS, type RefundProgressStatus } from '@pg/domain';

import { pgArray } from '../common/pg-array';
import type { DashboardQueue } from './dtos/dashboard-common.type';

/** The first rows of a list a dashboard links to. */
const FIRST = 5;

interface QueueRow {
  id: string;
  code: string;
  stage: string;
  cents: string;
  due: Date | string | null;
  total: string;
}

const queueOf = (rows: QueueRow[], label: (row: QueueRow) => string, url: (id: string) => string): DashboardQueue => ({
  total: rows.length ? Number(rows[0].total) : 0,
  items: rows.map((r) => ({
    id: r.id,
    code: r.code,
    label: label(r),
    amountCents: Number(r.cents),
    dueAt: r.due === null ? null : new Date(r.due),
    url: url(r.id),
  })),
});

/** Open refunds at these stages (of one organization, or all; of one mode, or both), oldest first. */
export async function refundQueue(
  em: EntityManager,
  stages: readonly RefundProgressStatus[],
  organizationId?: string,
  livemode?: boolean,
): Promise<DashboardQueue> {
  const rows = await em.execute<QueueRow[]>(
    `select id, code, progress_status as stage, requested_amount_cents as cents, null as due, count(*) over () as total from refund
     where status = 'open' and progress_status = any(?::text[]) and (?::uuid is null or owner_id = ?::uuid) and (?::boolean is null or livemode = ?::boolean)
     order by created_at, id limit ${FIRST}`,
    [pgArray(stages), organizationId ?? null, organizationId ?? null, livemode ?? null, livemode ?? null],
  );
  return queueOf(
    rows,
    (r) => REFUND_PROGRESS_LABELS[r.stage as RefundProgressStatus] ?? r.stage,
    (id) => `/refunds/details/${id}`,
  );
}

/** Open disputes at these stages (of one organization, or all, optionally due before a time), earliest due first. */
export async function disputeQueue(
  em: EntityManager,
  stages: readonly DisputeProgressStatus[],
  options: { organizationId?: string; dueBefore?: Date; livemode?: boolean } = {},
): Promise<DashboardQueue> {
  const rows = await em.execute<QueueRow[]>(
    `select id, code, progress_status as stage, dispute_amount_cents as cents, merchant_response_due_date as due, count(*) over () as total from dispute
     where status = 'open' and progress_status = any(?::text[]) and (?::uuid is null or owner_id = ?::uuid)
       and (?::timestamptz is null or merchant_response_due_date < ?::timestamptz) and (?::boolean is null or livemode = ?::boolean)
     order by merchant_response_due_date, id limit ${FIRST}`,
    [
      pgArray(stages),
      options.organizationId ?? null,
      options.organizationId ?? null,
      options.dueBefore ?? null,
      options.dueBefore ?? null,
      options.livemode ?? null,
      options.livemode ?? null,
    ],
  );
  return queueOf(
    rows,
    (r) => DISPUTE_PROGRESS_LABELS[r.stage as DisputeProgressStatus] ?? r.stage,
    (id) => `/disputes/details/${id}`,
  );
}

/** Organizations that asked to join, oldest request first. */
export async function organizationRequestQueue(em: EntityManager): Promise<DashboardQueue> {
  const rows = await em.execute<QueueRow[]>(
    `select id, name as code, type as stage, 0 as cents, null as due, count(*) over () as total from organization
     where status = 'requested' order by created_at, id limit ${FIRST}`,
  );
  return queueOf(
    rows,
    () => 'Awaiting approval',
    (id) => `/organizations/${id}`,
  );
}
