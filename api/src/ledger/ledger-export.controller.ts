import type { IncomingMessage, ServerResponse } from 'node:http';

import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Query, Req, Res } from '@nestjs/common';
import { allows, OPERATION_ACCESS } from '@pg/domain';

import { SessionLoader } from '../auth/session-loader.service';
import { LEDGER_EXPORT_HEADER, ledgerExportCount, ledgerExportLines } from './ledger-export';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// REST GET /ledger/export.csv?from=YYYY-MM-DD&to=YYYY-MM-DD&account=<id> (docs/decisions/README.md,
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
    if (user.locked || user.secondFactorEnrolmentRequired || !allows(OPERATION_ACCESS['GET /ledger/export.csv'], user.role)) {
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
    const range = { start: new Date(`${from}T00:00:00.000Z`), end: new Date(Date.parse(`${to}T00:00:00.000Z`) + 86_400_000), accountId };
    const count = await ledgerExportCount(em, range);

    res.statusCode = HttpStatus.OK;
    res.setHeader('content-type', 'text/csv; charset=utf-8');
    res.setHeader(
      'content-disposition',
      `attachment; filename="ledger-${from}-to-${to}${accountId ? `-${accountId.replace(/[^A-Za-z0-9-]/g, '-')}` : ''}.csv"`,
    );
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('x-ledger-rows', String(count));
    res.write(LEDGER_EXPORT_HEADER.join(',') + '\r\n');
    for await (const lines of ledgerExportLines(em, range)) {
      // Respect back-pressure: a slow download does not pile the ledger up in memory.
      if (!res.write(lines.join('\r\n') + '\r\n')) await new Promise((resolve) => res.once('drain', resolve));
    }
    res.end();
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
