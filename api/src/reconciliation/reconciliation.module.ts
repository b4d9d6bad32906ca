import { Module } from '@nestjs/common';

import { CheckoutProcessService } from '../checkouts/checkout-process.service';
import { InvoiceProcessService } from '../invoices/invoice-process.service';
import { ReconciliationResolver } from './reconciliation.resolver';
import { ReconciliationService } from './reconciliation.service';

/** The reconciliation queue's GraphQL (API only; the queue's activity is built by the worker). */
@Module({
  providers: [ReconciliationService, ReconciliationResolver, InvoiceProcessService, CheckoutProcessService],
})
export class ReconciliationModule {}
