import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments/payments.module';
import { ProcessorRegistry } from '../payments/processor-registry';
import { PROCESSOR_LOOKUP } from './processor-lookup';

// Binds invoices' processor lookup to the payments registry; shared by the API (payInvoice)
// and the worker (chargeInvoice). Tests may override PROCESSOR_LOOKUP with a processor of theirs.
@Module({
  imports: [PaymentsModule],
  providers: [{ provide: PROCESSOR_LOOKUP, useExisting: ProcessorRegistry }],
  exports: [PROCESSOR_LOOKUP],
})
export class InvoiceProcessorsModule {}
