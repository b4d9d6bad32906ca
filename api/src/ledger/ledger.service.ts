import { randomUUID } from 'node:crypto';

import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  type JournalLine,
  journalLines,
  journalRefusal,
  ledgerAmountRefusal,
  type LedgerTransactionType,
  type MoneyEvent,
  payableAccountId,
  payableChangeCents,
  reversalLines,
} from '@pg/domain';

import { pgArray } from '../common/pg-array';
import { executePrepared, prepared } from '../common/prepared-statements';

/** One money event to record in the books, inside the transaction that records the event itself. */
export interface LedgerPosting {
  /** What happened (domain MoneyEvent): it decides the journal's lines. */
  event: MoneyEvent;
  /** The Transaction Type column of the spec's ledger screens. */
  transactionType: LedgerTransactionType;
  /** What it came from ('invoice', 'webPayment', 'refund', 'dispute', 'transfer') and its id. */
  sourceType: string;
  sourceId: string;
  /**
   * Idempotency key: the same money event always gives the same key, so a retried activity or
   * a repeated call posts once. Default `${transactionType}:${sourceType}:${sourceId}`.
   */
  sourceKey?: string;
  /** The Description column of "Ledger Details". */
  remarks: string;
  /** Who caused it, when a person did. */
  userId?: string | null;
  /** When it happened, when not now: a payment's paid_at (paymentPosting), a record imported with its history. */
  at?: Date;
}

export interface PostedJournal {
  journalId: string;
  /** False when the key had been posted before: nothing changed, the earlier journal is named. */
  created: boolean;
}

/** Reversal of an earlier journal: same lines, opposite signs. */
export interface LedgerReversal {
  journalId: string;
  transactionType: LedgerTransactionType;
  sourceKey: string;
  remarks: string;
  userId?: string | null;
}

// A journal, its lines and a processor's clearing account on its first posting, in one statement.
const JOURNAL_SQL = prepared(
  'ledger-journal',
  `with a as (
    -- A processor's clearing account on its first posting (payables come with their organization).
    insert into ledger_account (id, kind, processor, name, created_at)
    select x, 'clearing', substr(x, 10), 'Card processor clearing (' || substr(x, 10) || ')', now()
    from unnest(?::text[]) as x where x like 'clearing:%'
    on conflict do nothing
  ), j as (
    insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, reverses, created_by_id, created_at)
    values (?, ?, ?, ?, ?, ?, ?, ?, coalesce(?::timestamptz, clock_timestamp()))
    on conflict (source_key) do nothing returning id
  ), l as (
    insert into ledger_posting (id, journal_id, account_id, amount_cents)
    select gen_random_uuid(), j.id, x.account_id, x.amount_cents
    from j, unnest(?::text[], ?::bigint[]) with ordinality as x(account_id, amount_cents, n) order by x.n
    returning 1
  )
  select (select id from j) as inserted, (select id from ledger_journal where source_key = ? and not exists (select 1 from j)) as earlier, (select count(*) from l) as lines`,
);

/**
 * The books' only writer (docs/decisions/0055-double-entry-books.md). Every money event posts through `post`
 * **inside the caller's database transaction**, the one recording the event, so the event and
 * its journal commit or roll back together:
 *
 * ```ts
 * await em.transactional(async (tx) => {
 *   await tx.nativeUpdate(Refund, { id }, { processorRefundId });
 *   await ledger.post(tx, { event: { kind: 'refund', organizationId, processor, amountCents },
 *     transactionType: 'refund', sourceType: 'refund', sourceId: id, remarks: `Refund ${code}` });
 * });
 * ```
 *
 * One statement per journal: the journal (skipped when its key exists) and its lines. Nothing is
 * locked, so payments of one merchant never wait for each other; balances are summed at read
 * time over rolled-up totals (ledger-balances.ts). A deferred trigger refuses, at commit, any
 * journal whose lines do not sum to zero; other triggers refuse updates and deletes.
 */
@Injectable()
export class LedgerService {
  async post(em: EntityManager, posting: LedgerPosting): Promise<PostedJournal> {
    // The type's sign is the merchant's: a journal of platform accounts only (a reserved refund
    // paid to the card) does not move the payable and has no sign to check.
    const lines = journalLines(posting.event);
    const payable = payableAccountId(posting.event.organizationId);
    if (lines.length === 0 || lines.some((l) => l.accountId === payable)) {
      const why = ledgerAmountRefusal(posting.transactionType, payableChangeCents(posting.event));
      if (why) throw new RangeError(why);
    }
    const key = posting.sourceKey ?? `${posting.transactionType}:${posting.sourceType}:${posting.sourceId}`;
    return this.write(em, lines, { ...posting, sourceKey: key, reverses: null });
  }

  /** Several journals in the caller's transaction (e.g. a transfer: one per organization). */
  async postMany(em: EntityManager, postings: readonly LedgerPosting[]): Promise<PostedJournal[]> {
    const posted: PostedJournal[] = [];
    for (const posting of postings) posted.push(await this.post(em, posting));
    return posted;
  }

  /** Undoes a journal with a new one of opposite lines (the books are never edited). */
  async reverse(em: EntityManager, reversal: LedgerReversal): Promise<PostedJournal> {
    const [journal] = await em.execute<{ source_type: string; source_id: string }[]>('select source_type, source_id from ledger_journal where id = ?', [
      reversal.journalId,
    ]);
    if (!journal) throw new Error(`Ledger journal ${reversal.journalId} not found`);
    const lines = await em.execute<{ account_id: string; amount_cents: string }[]>(
      'select account_id, amount_cents from ledger_posting where journal_id = ? order by seq',
      [reversal.journalId],
    );
    const undo = reversalLines(lines.map((l) => ({ accountId: l.account_id, amountCents: Number(l.amount_cents) })));
    return this.write(em, undo, {
      transactionType: reversal.transactionType,
      sourceType: journal.source_type,
      sourceId: journal.source_id,
      sourceKey: reversal.sourceKey,
      remarks: reversal.remarks,
      userId: reversal.userId,
      reverses: reversal.journalId,
    });
  }

  private async write(
    em: EntityManager,
    lines: JournalLine[],
    meta: Omit<LedgerPosting, 'event' | 'sourceKey'> & { sourceKey: string; reverses: string | null },
  ): Promise<PostedJournal> {
    if (!em.isInTransaction()) throw new Error('The ledger is written inside the transaction that records the money event');
    const why = journalRefusal(lines);
    if (why) throw new RangeError(why);
    const id = randomUUID();
    const [row] = await executePrepared<{ inserted: string | null; earlier: string | null }>(em, JOURNAL_SQL, [
      pgArray(lines.map((l) => l.accountId)),
      id,
      meta.transactionType,
      meta.sourceType,
      meta.sourceId,
      meta.sourceKey,
      meta.remarks,
      meta.reverses,
      meta.userId ?? null,
      meta.at ?? null,
      pgArray(lines.map((l) => l.accountId)),
      pgArray(lines.map((l) => l.amountCents)),
      meta.sourceKey,
    ]);
    if (row?.inserted) return { journalId: row.inserted, created: true };
    if (row?.earlier) return { journalId: row.earlier, created: false };
    // The key was committed by a concurrent post after this statement's snapshot: read it now.
    const [earlier] = await em.execute<{ id: string }[]>('select id from ledger_journal where source_key = ?', [meta.sourceKey]);
    if (earlier) return { journalId: earlier.id, created: false };
    throw new Error(`Ledger journal ${meta.sourceKey} was neither written nor found`);
  }
}
