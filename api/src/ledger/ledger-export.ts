import type { EntityManager } from '@mikro-orm/postgresql';
import { LEDGER_TRANSACTION_LABELS, type LedgerTransactionType } from '@pg/domain';

import { csvCell } from '../reports/csv';

/** Rows read per round trip. */
const BATCH = 5_000;
export const LEDGER_EXPORT_HEADER = ['Date', 'Journal', 'Transaction Type', 'Account', 'Debit', 'Credit', 'Amount', 'Description', 'Source Type', 'Source Id'];

interface ExportRow {
  seq: string;
  created_at: Date | string;
  journal_id: string;
  transaction_type: LedgerTransactionType;
  account_id: string;
  amount_cents: string;
  remarks: string;
  source_type: string;
  source_id: string;
}

/** Postings of journals created in [start, end), of one account or all. */
export interface LedgerExportRange {
  start: Date;
  end: Date;
  accountId?: string | null;
}

/** Cents as decimal text (-1250 -> -12.50): written as is, never read as a formula (digits only). */
function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

function where(range: LedgerExportRange): { sql: string; params: unknown[] } {
  const params: unknown[] = [range.start.toISOString(), range.end.toISOString()];
  if (range.accountId) params.push(range.accountId);
  return { sql: `j.created_at >= ? and j.created_at < ? ${range.accountId ? 'and p.account_id = ?' : ''}`, params };
}

export async function ledgerExportCount(em: EntityManager, range: LedgerExportRange): Promise<number> {
  const w = where(range);
  const [count] = await em.execute<{ n: string }[]>(
    `select count(*) as n from ledger_posting p join ledger_journal j on j.id = p.journal_id where ${w.sql}`,
    w.params,
  );
  return Number(count.n);
}

/**
 * The ledger export's CSV lines (no header), in posting order, read in keyset batches so a long
 * ledger never sits in memory (GET /ledger/export.csv streams them; scheduled reports join them).
 * Text cells go through the reports' formula-injection guard.
 */
export async function* ledgerExportLines(em: EntityManager, range: LedgerExportRange): AsyncGenerator<string[]> {
  const w = where(range);
  let after = 0;
  for (;;) {
    const rows = await em.execute<ExportRow[]>(
      `select p.seq, j.created_at, j.id as journal_id, j.transaction_type, p.account_id, p.amount_cents, j.remarks, j.source_type, j.source_id
       from ledger_posting p join ledger_journal j on j.id = p.journal_id
       where ${w.sql} and p.seq > ? order by p.seq limit ${BATCH}`,
      [...w.params, after],
    );
    if (rows.length === 0) return;
    yield rows.map((r) => {
      const cents = Number(r.amount_cents);
      return [
        csvCell(new Date(r.created_at).toISOString()),
        csvCell(r.journal_id),
        csvCell(LEDGER_TRANSACTION_LABELS[r.transaction_type] ?? r.transaction_type),
        csvCell(r.account_id),
        cents > 0 ? decimal(cents) : '',
        cents < 0 ? decimal(-cents) : '',
        decimal(cents),
        csvCell(r.remarks),
        csvCell(r.source_type),
        csvCell(r.source_id),
      ].join(',');
    });
    after = Number(rows[rows.length - 1].seq);
  }
}
