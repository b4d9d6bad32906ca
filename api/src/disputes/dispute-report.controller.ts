import type { IncomingMessage, ServerResponse } from 'node:http';

import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Get, HttpException, HttpStatus, Param, Req, Res } from '@nestjs/common';
import { allows, OPERATION_ACCESS } from '@pg/domain';
import { GraphQLError } from 'graphql';

import { SessionLoader } from '../auth/session-loader.service';
import { EventsService } from '../events/events.service';
import { StoredFile } from '../files/file.entity';
import { renderPdfReport } from '../reports/pdf-report';
import { findVisibleDispute } from './dispute-access';
import { DISPUTE_SUBJECT } from './dispute-events';
import { disputeReport } from './dispute-report';

// GET /dispute/:id (spec 001 s7 "Download Report"): the dispute report as a PDF. GraphQL's guard
// does not cover REST: the session, the role matrix and the tenant rule are checked here.
@Controller('dispute')
export class DisputeReportController {
  constructor(
    private readonly em: EntityManager,
    private readonly sessions: SessionLoader,
    private readonly history: EventsService,
  ) {}

  @Get(':id')
  async report(@Param('id') id: string, @Req() req: IncomingMessage, @Res() res: ServerResponse): Promise<void> {
    const user = await this.sessions.fromHeader(req.headers.authorization);
    if (!user) throw new HttpException({ code: 'AUTH_REQUIRED', message: 'Session Expired' }, HttpStatus.UNAUTHORIZED);
    if (user.locked || user.secondFactorEnrolmentRequired || !allows(OPERATION_ACCESS['GET /dispute/:id'], user.role)) {
      throw new HttpException({ code: 'FORBIDDEN', message: 'You are not allowed to do this' }, HttpStatus.FORBIDDEN);
    }
    const em = this.em.fork();
    const dispute = await findVisibleDispute(em, user, id).catch((error: unknown) => {
      if (error instanceof GraphQLError) throw new HttpException({ code: 'NOT_FOUND', message: 'Dispute not found' }, HttpStatus.NOT_FOUND);
      throw error;
    });
    const files = await em.find(StoredFile, { dispute: dispute.id }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const history = await this.history.list(em, { subjectType: DISPUTE_SUBJECT, subjectId: dispute.id }, 200);
    const pdf = await renderPdfReport(
      disputeReport(
        dispute,
        files.map((f) => ({ type: f.type, caption: f.caption ?? null, createdAt: f.createdAt })),
        history,
        user.role,
      ),
    );
    res.statusCode = 200;
    res.setHeader('content-type', 'application/pdf');
    res.setHeader('content-length', String(pdf.length));
    // Opened in a new tab (spec 001 s7); the file name if saved.
    res.setHeader('content-disposition', `inline; filename="dispute-${dispute.code}.pdf"`);
    res.setHeader('cache-control', 'private, no-store');
    res.end(pdf);
  }
}
