import { Global, Module } from '@nestjs/common';

import { LedgerService } from './ledger.service';

/** The ledger's writer, for every domain's money events (API and worker). */
@Global()
@Module({
  providers: [LedgerService],
  exports: [LedgerService],
})
export class LedgerModule {}
