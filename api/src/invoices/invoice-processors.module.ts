import { Module } from '@nestjs/common';

import { PaymentRouter } from '../payments/payment-routing';
import { PaymentsModule } from '../payments/payments.module';
import { PROCESSOR_LOOKUP } from '../payments/processor-lookup';
import { ProcessorRegistry } from '../payments/processor-registry';

// Binds invoices' processor lookup to the payments registry; shared by the API (payInvoice)
// and the worker (chargeInvoice), with the router that chooses the processor of a live payment. Tests may override PROCESSOR_LOOKUP with a processor of theirs.
@Module({
  imports: [PaymentsModule],
  providers: [{ provide: PROCESSOR_LOOKUP, useExisting: ProcessorRegistry }, PaymentRouter],
  exports: [PROCESSOR_LOOKUP, PaymentRouter],
})
export class InvoiceProcessorsModule {}
