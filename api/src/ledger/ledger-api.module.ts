import { Module } from '@nestjs/common';

import { JwtService } from '../auth/jwt.service';
import { SessionLoader } from '../auth/session-loader.service';
import { DeveloperKeysModule } from '../developer-keys/developer-keys.module';
import { BalanceApiController } from './balance-api.controller';
import { LedgerResolver, OrganizationBalanceResolver } from './ledger.resolver';
import { LedgerAuditResolver } from './ledger-audit.resolver';
import { LedgerAuditService } from './ledger-audit.service';
import { LedgerExportController } from './ledger-export.controller';
import { LedgerQueryService } from './ledger-query.service';

/** The ledger's GraphQL queries and the REST balance (API only). */
@Module({
  imports: [DeveloperKeysModule],
  controllers: [LedgerExportController, BalanceApiController],
  providers: [LedgerQueryService, LedgerResolver, OrganizationBalanceResolver, LedgerAuditService, LedgerAuditResolver, SessionLoader, JwtService],
})
export class LedgerApiModule {}
