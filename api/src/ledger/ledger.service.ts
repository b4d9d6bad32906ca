import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ledgerAmountRefusal, nextLedgerBalance, type LedgerTransactionType } from '@pg/domain';
import { randomUUID } from 'node:crypto';

/**
 * One money event to record in an organization's ledger.
 *
 * Sign: positive credits the balance (money the platform now holds for the organization),
 * negative debits it (money that left: refunded to a card, taken by a dispute, transferred).
 * The sign must fit the type (domain LEDGER_DIRECTIONS): invoicePayment, checkoutPayment and
 * disputeWon credit; refund, disbursement and dispute debit; transfer, transferReversal and
 * adjustment go either way. Zero amounts are refused: post nothing instead.
 */
export interface LedgerPosting {
  organizationId: string;
  /** Signed integer cents. */
  amountCents: number;
  transactionType: LedgerTransactionType;
  /** What the entry came from ('invoice', 'refund', 'transfer', 'webPayment', 'dispute') and its id. */
  sourceType: string;
  sourceId: string;
  /**
   * Idempotency key: the same money event must always give the same key, so a retried activity
   * or a repeated call posts once. Default `${transactionType}:${sourceType}:${sourceId}`; give
   * one when a source posts several entries of one type (a transfer: one per organization).
   */
  sourceKey?: string;
  /** The Description column of "Ledger Details". */
  remarks: string;
  /** Who caused it, when a person did. */
  userId?: string | null;
}

export interface PostedLedgerEntry {
  id: string;
  organizationId: string;
  amountCents: number;
  /** The organization's balance right after this entry. */
  balanceCents: number;
  /** False when the key had been posted before (nothing changed; the earlier entry is returned). */
  created: boolean;
}

interface EntryRow {
  id: string;
  organization_id: string;
  amount_cents: string;
  balance_cents: string;
}

/**
 * The ledger's only writer (docs/decisions.md, Ledger). Every money event posts through
 * `post` (or `postMany`) **inside the caller's database transaction**, the one that records the
 * event itself, so the event, its ledger entry and Organization.currentBalanceCents commit or
 * roll back together:
 *
 * ```ts
 * await em.transactional(async (tx) => {
 *   await tx.nativeUpdate(Dispute, { id }, { status: 'lost' });
 *   await ledger.post(tx, {
 *     organizationId: dispute.ownerId, amountCents: -dispute.amountCents, transactionType: 'dispute',
 *     sourceType: 'dispute', sourceId: dispute.id, remarks: `Dispute ${dispute.code}`,
 *   });
 * });
 * ```
 *
 * How: the organization's row is locked (`select ... for no key update`: posts queue behind each
 * other, while inserts elsewhere whose foreign keys check the row, such as history events, do not
 * wait for them as they would behind `for update`), the key is looked up, then the
 * balance is updated and the entry inserted with the balance after it. Posts for one
 * organization therefore queue behind each other (no lost updates, running balances in posting
 * order); posts for different organizations do not wait for each other. `postMany` locks
 * organizations in id order, so two multi-organization posts cannot deadlock. A key posted
 * before is answered with its entry and changes nothing. 4 statements per new entry.
 *
 * Entries are append-only: a mistake is undone by a new entry (e.g. transferReversal).
 */
@Injectable()
export class LedgerService {
  /** Posts one entry in the caller's transaction; see the class comment. */
  async post(em: EntityManager, posting: LedgerPosting): Promise<PostedLedgerEntry> {
    if (!em.isInTransaction()) throw new Error('LedgerService.post must run inside the transaction that records the money event');
    const why = ledgerAmountRefusal(posting.transactionType, posting.amountCents);
    if (why) throw new RangeError(why);
    const key = posting.sourceKey ?? `${posting.transactionType}:${posting.sourceType}:${posting.sourceId}`;

    const [org] = await em.execute<{ current_balance_cents: string }[]>(
      'select current_balance_cents from organization where id = ? for no key update',
      [posting.organizationId],
    );
    if (!org) throw new Error(`Organization ${posting.organizationId} not found for a ledger entry`);
    // Under the organization's lock: an earlier post of this key has committed or is this transaction's own.
    const [earlier] = await em.execute<EntryRow[]>(
      'select id, organization_id, amount_cents, balance_cents from ledger_entry where source_key = ?',
      [key],
    );
    if (earlier) return { ...fromRow(earlier), created: false };

    const balanceCents = nextLedgerBalance(Number(org.current_balance_cents), posting.amountCents);
    const id = randomUUID();
    await em.execute('update organization set current_balance_cents = ?, ledger_entry_count = ledger_entry_count + 1 where id = ?', [balanceCents, posting.organizationId]);
    await em.execute(
      `insert into ledger_entry (id, organization_id, transaction_type, amount_cents, balance_cents, remarks, source_type, source_id, source_key, created_by_id, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, clock_timestamp())`,
      [id, posting.organizationId, posting.transactionType, posting.amountCents, balanceCents, posting.remarks, posting.sourceType, posting.sourceId, key, posting.userId ?? null],
    );
    return { id, organizationId: posting.organizationId, amountCents: posting.amountCents, balanceCents, created: true };
  }

  /** Several entries in the caller's transaction, organizations locked in id order (no deadlocks). */
  async postMany(em: EntityManager, postings: readonly LedgerPosting[]): Promise<PostedLedgerEntry[]> {
    const ordered = [...postings].sort((a, b) => (a.organizationId < b.organizationId ? -1 : a.organizationId > b.organizationId ? 1 : 0));
    const posted: PostedLedgerEntry[] = [];
    for (const posting of ordered) posted.push(await this.post(em, posting));
    return posted;
  }
}

function fromRow(row: EntryRow): Omit<PostedLedgerEntry, 'created'> {
  return { id: row.id, organizationId: row.organization_id, amountCents: Number(row.amount_cents), balanceCents: Number(row.balance_cents) };
}
