import type { IncomingMessage, ServerResponse } from 'node:http';

import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import { allows, LEDGER_TRANSACTION_LABELS, type LedgerTransactionType, OPERATION_ACCESS } from '@pg/domain';

import { SessionLoader } from '../auth/session-loader.service';
import { csvCell } from '../reports/csv';

/** Rows read per round trip while streaming. */
const BATCH = 5_000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HEADER = ['Date', 'Journal', 'Transaction Type', 'Account', 'Debit', 'Credit', 'Amount', 'Description', 'Source Type', 'Source Id'];

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

/** Cents as decimal text (-1250 -> -12.50): written as is, never read as a formula (digits only). */
function decimal(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

// REST GET /ledger/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&account=<id> (docs/decisions.md,
// Ledger): every posting in the range (one account or all), streamed in keyset batches so a
// long ledger never sits in memory; `x-ledger-rows` tells the total first, for a progress bar.
// Text cells go through the reports' formula-injection guard. Bank and platform staff only.
@Controller()
export class LedgerExportController {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionLoader,
  ) {}

  @Get('ledger/export.csv')
  async export(
    @Req() req: IncomingMessage,
    @Res() res: ServerResponse,
    @Query('from') from?: string,
    @Query('to') to?: string,
    @Query('account') account?: string,
  ): Promise<void> {
    const user = await this.sessions.fromHeader(req.headers.authorization);
    if (!user) return sendJson(res, HttpStatus.UNAUTHORIZED, { code: 'AUTH_REQUIRED', message: 'Session Expired' });
    if (user.locked || !allows(OPERATION_ACCESS['GET /ledger/export.csv'], user.role)) {
      return sendJson(res, HttpStatus.FORBIDDEN, { code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    }
    if (!from || !to || !DAY.test(from) || !DAY.test(to) || Number.isNaN(Date.parse(from)) || Number.isNaN(Date.parse(to))) {
      return sendJson(res, HttpStatus.BAD_REQUEST, { code: 'BAD_USER_INPUT', message: 'Please choose a start and an end date' });
    }
    if (from > to) return sendJson(res, HttpStatus.BAD_REQUEST, { code: 'BAD_USER_INPUT', message: 'The start date must not be after the end date' });
    const em = this.em.fork();
    const accountId = account?.trim() || null;
    if (accountId && !(await em.execute('select 1 from ledger_account where id = ?', [accountId])).length) {
      return sendJson(res, HttpStatus.BAD_REQUEST, { code: 'BAD_USER_INPUT', message: 'Unknown ledger account' });
    }
    // [from, to] whole UTC days.
    const range = [`${from}T00:00:00.000Z`, new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000).toISOString()];
    const where = `j.created_at >= ? and j.created_at < ? ${accountId ? 'and p.account_id = ?' : ''}`;
    const params = accountId ? [...range, accountId] : range;
    const [count] = await em.execute<{ n: string }[]>(
      `select count(*) as n from ledger_posting p join ledger_journal j on j.id = p.journal_id where ${where}`,
      params,
    );

    res.statusCode = HttpStatus.OK;
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader(
      'content-disposition',
      `attachment; filename="ledger-${from}-to-${to}${accountId ? `-${accountId.replace(/[^A-Za-z0-9-]/g, '-')}` : ''}.csv"`,
    );
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-ledger-rows', String(Number(count.n)));
    res.write(HEADER.join(',') + '\r\n');
    let after = 0;
    for (;;) {
      const rows = await em.execute<ExportRow[]>(
        `select p.seq, j.created_at, j.id as journal_id, j.transaction_type, p.account_id, p.amount_cents, j.remarks, j.source_type, j.source_id
         from ledger_posting p join ledger_journal j on j.id = p.journal_id
         where ${where} and p.seq > ? order by p.seq limit ${BATCH}`,
        [...params, after],
      );
      if (rows.length === 0) break;
      const text = rows
        .map((r) => {
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
        })
        .join('\r\n');
      // Respect back-pressure: a slow download does not pile the ledger up in memory.
      if (!res.write(text + '\r\n')) await new Promise((resolve) => res.once('drain', resolve));
      after = Number(rows[rows.length - 1].seq);
    }
    res.end();
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
