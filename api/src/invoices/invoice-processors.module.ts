import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments/payments.module';
import { PROCESSOR_LOOKUP } from '../payments/processor-lookup';
import { ProcessorRegistry } from '../payments/processor-registry';

// Binds invoices' processor lookup to the payments registry; shared by the API (payInvoice)
// and the worker (chargeInvoice). Tests may override PROCESSOR_LOOKUP with a processor of theirs.
@Module({
  imports: [PaymentsModule],
  providers: [{ provide: PROCESSOR_LOOKUP, useExisting: ProcessorRegistry }],
  exports: [PROCESSOR_LOOKUP],
})
export class InvoiceProcessorsModule {}
