import { Module } from '@nestjs/common';

import { PaymentsModule } from '../payments.module';
import { SandboxWebhookDispatcher } from './sandbox-webhook-dispatcher';

// The Sandbox's webhook delivery, for the HTTP application only (the worker has no server to
// deliver to): imported by AppModule, not by PaymentsModule.
@Module({
  imports: [PaymentsModule],
  providers: [SandboxWebhookDispatcher],
  exports: [SandboxWebhookDispatcher],
})
export class SandboxWebhooksModule {}
