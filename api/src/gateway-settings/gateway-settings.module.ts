import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments/payments.module';
import { GatewaySettingsResolver } from './gateway-settings.resolver';
import { GatewaySettingsService } from './gateway-settings.service';

@Module({
  imports: [PaymentsModule],
  providers: [GatewaySettingsResolver, GatewaySettingsService],
})
export class GatewaySettingsModule {}
