import type { EntityManager } from '@mikro-orm/postgresql';
import type { RefundProgressStatus } from '@pg/domain';

import type { LedgerService } from '../ledger/ledger.service';

// A refund in the books from the moment the transfers count it (issue 47, money review A4): the
// bank's approval (or the platform's, when it approves first) reserves the amount out of the
// merchant's payable; a denial or "not refunded" releases it; the card refund spends the reserve.

/** The stages from which a refund is reserved in the books (and offered to transfers while no transfer holds it). */
export const RESERVED_REFUND_STAGES: readonly RefundProgressStatus[] = ['bankApproved', 'pgApproved', 'refunded'];
/** The stages that end a refund without money back to the card: its reserve is released. */
export const RELEASED_REFUND_STAGES: readonly RefundProgressStatus[] = ['denied', 'notRefunded'];

export const refundReserveKey = (refundId: string): string => `refundReserve:refund:${refundId}`;
export const refundReleaseKey = (refundId: string): string => `refundRelease:refund:${refundId}`;

/**
 * The SQL condition (over the refund table, `alias`) of a refund a transfer can take: reserved in
 * the books and not released, so the transfers and the ledger see it at the same moment.
 */
export function refundOfferedToTransfers(alias: string): string {
  const stages = RESERVED_REFUND_STAGES.map((s) => `'${s}'`).join(', ');
  return `${alias}.progress_status in (${stages}) and ${alias}.livemode and exists (select 1 from ledger_journal rj where rj.source_key = 'refundReserve:refund:' || ${alias}.id::text)`;
}

/** The SQL condition (over the refund table, `alias`) of a released refund a transfer can pay back. */
export function releasedRefundOffered(alias: string): string {
  return `${alias}.livemode and ${alias}.progress_status in ('denied', 'notRefunded')
    and exists (select 1 from transfer t where t.id = ${alias}.transfer_id and t.status = 'completed')
    and exists (select 1 from ledger_journal rj where rj.source_key = 'refundRelease:refund:' || ${alias}.id::text)`;
}

/** What the ledger helpers read of a refund. */
export interface RefundForLedger {
  id: string;
  code: string;
  livemode: boolean;
  organizationId: string;
  amountCents: number;
  /** What was refunded, for the remarks: ' of invoice INV-…', ' of checkout CHK-…' or ''. */
  parent: string;
}

/** Reserves a live refund's amount out of the merchant's payable (keyed: once per refund). */
export async function reserveRefund(ledger: LedgerService, tx: EntityManager, refund: RefundForLedger, userId: string | null): Promise<void> {
  if (!refund.livemode) return;
  await ledger.post(tx, {
    event: { kind: 'refundReserve', organizationId: refund.organizationId, amountCents: refund.amountCents },
    transactionType: 'refund',
    sourceType: 'refund',
    sourceId: refund.id,
    sourceKey: refundReserveKey(refund.id),
    remarks: `Refund ${refund.code}${refund.parent} approved: reserved for the card`,
    userId,
  });
}

/** The refund's reserve journal, if it has one. */
export async function reserveJournalOf(tx: EntityManager, refundId: string): Promise<string | undefined> {
  const [row] = await tx.execute<{ id: string }[]>('select id from ledger_journal where source_key = ?', [refundReserveKey(refundId)]);
  return row?.id;
}

/** Gives a denied or not refunded refund's reserve back to the merchant (a reversing journal; keyed). */
export async function releaseRefund(ledger: LedgerService, tx: EntityManager, refund: RefundForLedger, userId: string | null): Promise<void> {
  const journalId = await reserveJournalOf(tx, refund.id);
  if (!journalId) return;
  await ledger.reverse(tx, {
    journalId,
    transactionType: 'adjustment',
    sourceKey: refundReleaseKey(refund.id),
    remarks: `Refund ${refund.code}${refund.parent} not refunded: reserve released`,
    userId,
  });
}
