import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { CheckoutsResolver } from './checkouts.resolver';
import { CheckoutsService } from './checkouts.service';

// Hosted checkouts (web payments): the public pay, cancel and read calls of spec 000 section 7.
@Module({
  imports: [PaymentsModule],
  providers: [CheckoutsResolver, CheckoutsService],
})
export class CheckoutsModule {}
