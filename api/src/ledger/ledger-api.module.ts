import { Module } from '@nestjs/common';
import { JwtService } from '../auth/jwt.service';
import { SessionLoader } from '../auth/session-loader.service';
import { LedgerAuditResolver } from './ledger-audit.resolver';
import { LedgerAuditService } from './ledger-audit.service';
import { LedgerExportController } from './ledger-export.controller';
import { LedgerQueryService } from './ledger-query.service';
import { LedgerResolver, OrganizationBalanceResolver } from './ledger.resolver';

/** The ledger's GraphQL queries (API only). */
@Module({
  controllers: [LedgerExportController],
  providers: [LedgerQueryService, LedgerResolver, OrganizationBalanceResolver, LedgerAuditService, LedgerAuditResolver, SessionLoader, JwtService],
})
export class LedgerApiModule {}
