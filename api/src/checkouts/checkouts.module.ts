import { Module } from '@nestjs/common';
import { InvoiceProcessorsModule } from '../invoices/invoice-processors.module';
import { ApiKeyAuthService } from './api-key-auth.service';
import { CheckoutAdminService } from './checkout-admin.service';
import { CheckoutApiController } from './checkout-api.controller';
import { CheckoutListService } from './checkout-list.service';
import { CheckoutProcessService } from './checkout-process.service';
import { CheckoutsResolver } from './checkouts.resolver';
import { CheckoutsService } from './checkouts.service';
import { MerchantKeysResolver } from './merchant-keys.resolver';
import { MerchantKeysService } from './merchant-keys.service';

// Hosted checkouts (web payments): the customer's page calls (spec 000), the back office list,
// detail, disburse and report (spec 002), developer API keys and the merchant checkout API.
@Module({
  imports: [InvoiceProcessorsModule],
  controllers: [CheckoutApiController],
  providers: [
    CheckoutsResolver,
    CheckoutsService,
    CheckoutAdminService,
    CheckoutListService,
    CheckoutProcessService,
    MerchantKeysResolver,
    MerchantKeysService,
    ApiKeyAuthService,
  ],
})
export class CheckoutsModule {}
