import { Module } from '@nestjs/common';

import { FileOwners } from '../files/file-owners';
import { FilesModule } from '../files/files.module';
import { DisbursementFieldsResolver, InvoiceFieldsResolver } from './invoice-fields.resolver';
import { DISBURSEMENT_FILES, INVOICE_FILES } from './invoice-files';
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
export class InvoicesModule {
  // The rules of credit advice and disbursement files for createFile, removeFile and file addresses (files/ imports no owner).
  constructor(owners: FileOwners) {
    owners.register(INVOICE_FILES);
    owners.register(DISBURSEMENT_FILES);
  }
}
