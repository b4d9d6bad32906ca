import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module';
import { DisbursementFieldsResolver, InvoiceFieldsResolver } from './invoice-fields.resolver';
import { InvoiceItemsResolver } from './invoice-items.resolver';
import { InvoiceItemsService } from './invoice-items.service';
import { InvoiceListService } from './invoice-list.service';
import { InvoicePaymentsResolver } from './invoice-payments.resolver';
import { InvoicePaymentsService } from './invoice-payments.service';
import { InvoiceProcessService } from './invoice-process.service';
import { InvoiceProcessorsModule } from './invoice-processors.module';
import { InvoiceSummaryService } from './invoice-summary.service';
import { InvoicesResolver } from './invoices.resolver';
import { InvoicesService } from './invoices.service';

@Module({
  imports: [FilesModule, InvoiceProcessorsModule],
  providers: [
    InvoicesResolver,
    InvoiceFieldsResolver,
    DisbursementFieldsResolver,
    InvoiceItemsResolver,
    InvoicePaymentsResolver,
    InvoicesService,
    InvoiceListService,
    InvoiceSummaryService,
    InvoiceItemsService,
    InvoicePaymentsService,
    InvoiceProcessService,
  ],
})
export class InvoicesModule {}
