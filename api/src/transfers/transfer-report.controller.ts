import type { IncomingMessage, ServerResponse } from 'node:http';

import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpStatus, Param, Req, Res } from '@nestjs/common';
import { allows, OPERATION_ACCESS } from '@pg/domain';

import { SessionLoader } from '../auth/session-loader.service';
import { UUID } from '../common/list-query';
import { renderPdfReport } from '../reports/pdf-report';
import { Transfer } from './transfer.entity';
import { buildTransferReport } from './transfer-report';

// REST GET /transfer/:id (spec 002 s7): the transfer report as a PDF download. GraphQL's guard
// does not cover REST: the session and the role matrix are checked here.
@Controller()
export class TransferReportController {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionLoader,
  ) {}

  @Get('transfer/:id')
  async report(@Param('id') id: string, @Req() req: IncomingMessage, @Res() res: ServerResponse): Promise<void> {
    const user = await this.sessions.fromHeader(req.headers.authorization);
    if (!user) return sendJson(res, HttpStatus.UNAUTHORIZED, { code: 'AUTH_REQUIRED', message: 'Session Expired' });
    if (user.locked || user.secondFactorEnrolmentRequired || !allows(OPERATION_ACCESS['GET /transfer/:id'], user.role)) {
      return sendJson(res, HttpStatus.FORBIDDEN, { code: 'FORBIDDEN', message: 'You are not allowed to do this' });
    }
    const transfer = UUID.test(id) ? await this.em.fork().findOne(Transfer, { id, status: 'completed' }, { populate: ['transferredBy'] }) : null;
    if (!transfer) return sendJson(res, HttpStatus.NOT_FOUND, { code: 'NOT_FOUND', message: 'Transfer not found' });
    const pdf = await renderPdfReport(await buildTransferReport(this.em.fork(), transfer, user.role));
    res.statusCode = HttpStatus.OK;
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-disposition', `attachment; filename="transfer-${transfer.code}.pdf"`);
    res.setHeader('cache-control', 'private, no-store');
    res.setHeader('x-content-type-options', 'nosniff');
    res.end(pdf);
  }
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}
