import { Module } from '@nestjs/common';

import { DeveloperKeysModule } from '../developer-keys/developer-keys.module';
import { FileOwners } from '../files/file-owners';
import { FilesModule } from '../files/files.module';
import { RefundApiController } from './refund-api.controller';
import { InvoiceRefundsResolver, RefundFieldsResolver } from './refund-fields.resolver';
import { REFUND_FILES } from './refund-files';
import { RefundListService } from './refund-list.service';
import { RefundProcessService } from './refund-process.service';
import { RefundsResolver } from './refunds.resolver';
import { RefundsService } from './refunds.service';

@Module({
  imports: [FilesModule, DeveloperKeysModule],
  controllers: [RefundApiController],
  providers: [RefundsResolver, RefundFieldsResolver, InvoiceRefundsResolver, RefundsService, RefundListService, RefundProcessService],
})
export class RefundsModule {
  // The rules of its documents for createFile, removeFile and file addresses (files/ imports no owner).
  constructor(owners: FileOwners) {
    owners.register(REFUND_FILES);
  }
}
