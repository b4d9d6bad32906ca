import { Module } from '@nestjs/common';
import { LedgerAuditResolver } from './ledger-audit.resolver';
import { LedgerAuditService } from './ledger-audit.service';
import { LedgerQueryService } from './ledger-query.service';
import { LedgerResolver, OrganizationBalanceResolver } from './ledger.resolver';

/** The ledger's GraphQL queries (API only). */
@Module({
  providers: [LedgerQueryService, LedgerResolver, OrganizationBalanceResolver, LedgerAuditService, LedgerAuditResolver],
})
export class LedgerApiModule {}
