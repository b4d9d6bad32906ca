import { Module } from '@nestjs/common';

import { DeveloperKeysModule } from '../developer-keys/developer-keys.module';
import { InvoiceProcessorsModule } from '../invoices/invoice-processors.module';
import { CheckoutAdminService } from './checkout-admin.service';
import { CheckoutApiController } from './checkout-api.controller';
import { CheckoutListService } from './checkout-list.service';
import { CheckoutProcessService } from './checkout-process.service';
import { CheckoutsResolver } from './checkouts.resolver';
import { CheckoutsService } from './checkouts.service';

// Hosted checkouts (web payments): the customer's page calls (spec 000), the back office list,
// detail, disburse and report (spec 002), and the merchant checkout API (authenticated by the
// developer keys of DeveloperKeysModule).
@Module({
  imports: [InvoiceProcessorsModule, DeveloperKeysModule],
  controllers: [CheckoutApiController],
  providers: [CheckoutsResolver, CheckoutsService, CheckoutAdminService, CheckoutListService, CheckoutProcessService],
})
export class CheckoutsModule {}
