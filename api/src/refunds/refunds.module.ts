import { Module } from '@nestjs/common';
import { FilesModule } from '../files/files.module';
import { InvoiceRefundsResolver, RefundFieldsResolver } from './refund-fields.resolver';
import { RefundListService } from './refund-list.service';
import { RefundProcessService } from './refund-process.service';
import { RefundsResolver } from './refunds.resolver';
import { RefundsService } from './refunds.service';

@Module({
  imports: [FilesModule],
  providers: [RefundsResolver, RefundFieldsResolver, InvoiceRefundsResolver, RefundsService, RefundListService, RefundProcessService],
})
export class RefundsModule {}
