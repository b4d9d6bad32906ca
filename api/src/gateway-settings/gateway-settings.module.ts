import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments/payments.module';
import { CardRoutingResolver } from './card-routing.resolver';
import { CardRoutingService } from './card-routing.service';
import { GatewaySettingsResolver } from './gateway-settings.resolver';
import { GatewaySettingsService } from './gateway-settings.service';
import { ProcessorHealthResolver } from './processor-health.resolver';

@Module({
  imports: [PaymentsModule],
  providers: [GatewaySettingsResolver, GatewaySettingsService, CardRoutingResolver, CardRoutingService, ProcessorHealthResolver],
})
export class GatewaySettingsModule {}
