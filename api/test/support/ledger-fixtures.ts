import type { EntityManager } from '@mikro-orm/postgresql';
import type { LedgerTransactionType } from '@pg/domain';

/** One entry of an organization's payable as the spec's ledger shows it (credit positive). */
export interface PayableEntry {
  journalId: string;
  organizationId: string;
  transactionType: LedgerTransactionType;
  amountCents: number;
  sourceType: string;
  sourceId: string;
  sourceKey: string;
  remarks: string;
}

/** Payable entries in posting order, of one source and/or one organization. */
export async function payableEntries(em: EntityManager, where: { sourceId?: string; organizationId?: string }): Promise<PayableEntry[]> {
  const rows = await em.execute<
    {
      journal_id: string;
      account_id: string;
      transaction_type: LedgerTransactionType;
      amount_cents: string;
      source_type: string;
      source_id: string;
      source_key: string;
      remarks: string;
    }[]
  >(
    `select j.id as journal_id, p.account_id, j.transaction_type, p.amount_cents, j.source_type, j.source_id, j.source_key, j.remarks
     from ledger_posting p join ledger_journal j on j.id = p.journal_id
     where p.account_id like 'payable:%' and (?::uuid is null or j.source_id = ?::uuid) and (?::text is null or p.account_id = ?::text)
     order by p.seq`,
    [
      where.sourceId ?? null,
      where.sourceId ?? null,
      where.organizationId ? `payable:${where.organizationId}` : null,
      where.organizationId ? `payable:${where.organizationId}` : null,
    ],
  );
  return rows.map((r) => ({
    journalId: r.journal_id,
    organizationId: r.account_id.slice('payable:'.length),
    transactionType: r.transaction_type,
    amountCents: -Number(r.amount_cents),
    sourceType: r.source_type,
    sourceId: r.source_id,
    sourceKey: r.source_key,
    remarks: r.remarks,
  }));
}

/** The lines of the journals of a source, [account, debit-positive cents], in posting order. */
export async function journalLinesOf(em: EntityManager, sourceId: string): Promise<[string, number][]> {
  const rows = await em.execute<{ account_id: string; amount_cents: string }[]>(
    'select p.account_id, p.amount_cents from ledger_posting p join ledger_journal j on j.id = p.journal_id where j.source_id = ? order by p.seq',
    [sourceId],
  );
  return rows.map((r) => [r.account_id, Number(r.amount_cents)]);
}

/** Whole-book invariants: every journal sums to zero with 2+ lines, all accounts sum to zero. */
export async function bookInvariants(em: EntityManager): Promise<{ unbalancedJournals: number; totalCents: number; journals: number }> {
  const [row] = await em.execute<{ unbalanced: string; total: string | null; journals: string }[]>(
    `select (select count(*) from (select j.id from ledger_journal j left join ledger_posting p on p.journal_id = j.id group by j.id having count(p.id) < 2 or coalesce(sum(p.amount_cents), 0) <> 0) u) as unbalanced,
            (select sum(amount_cents) from ledger_posting) as total,
            (select count(*) from ledger_journal) as journals`,
  );
  return { unbalancedJournals: Number(row.unbalanced), totalCents: Number(row.total ?? 0), journals: Number(row.journals) };
}

/**
 * Payment journals not dated at their record's paid_at, with how many there are in all: the
 * dashboards read days from the journals, the record pages from paid_at, so the two must agree.
 */
export async function paymentJournalsOffTheirPaidAt(
  em: EntityManager,
): Promise<{ payments: number; off: { sourceId: string; journal: string; paidAt: string | null }[] }> {
  const rows = await em.execute<{ source_id: string; journal: string; paid_at: string | null; off: boolean }[]>(
    `select j.source_id, j.created_at::text as journal, coalesce(i.paid_at, w.paid_at)::text as paid_at,
            j.created_at is distinct from coalesce(i.paid_at, w.paid_at) as off
     from ledger_journal j
     left join invoice i on j.transaction_type = 'invoicePayment' and i.id = j.source_id
     left join web_payment w on j.transaction_type = 'checkoutPayment' and w.id = j.source_id
     where j.transaction_type in ('invoicePayment', 'checkoutPayment') and j.reverses is null`,
  );
  return { payments: rows.length, off: rows.filter((r) => r.off).map((r) => ({ sourceId: r.source_id, journal: r.journal, paidAt: r.paid_at })) };
}
