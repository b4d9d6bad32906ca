import { Module } from '@nestjs/common';
import { LedgerQueryService } from './ledger-query.service';
import { LedgerResolver, OrganizationBalanceResolver } from './ledger.resolver';

/** The ledger's GraphQL queries (API only). */
@Module({
  providers: [LedgerQueryService, LedgerResolver, OrganizationBalanceResolver],
})
export class LedgerApiModule {}
