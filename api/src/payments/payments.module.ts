import { Module } from '@nestjs/common';

import { AuthorizeNetProcessor } from './authorize-net/authorize-net.processor';
import type { PaymentProcessor } from './payment-processor';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './payments-config';
import { ProcessorDisputeEvents } from './processor-disputes';
import { PAYMENT_PROCESSORS, ProcessorRegistry } from './processor-registry';
import { SandboxController } from './sandbox/sandbox.controller';
import { SandboxProcessor } from './sandbox/sandbox.processor';
import { loadSandboxConfig, SANDBOX_CONFIG } from './sandbox/sandbox-config';
import { SandboxDisputesService } from './sandbox/sandbox-disputes.service';
import { SandboxTokenThrottle } from './sandbox/sandbox-token-throttle';
import { SandboxTokensService } from './sandbox/sandbox-tokens.service';
import { SandboxWebhookController } from './sandbox/sandbox-webhook.controller';
import { createStripeClient, StripeProcessor } from './stripe/stripe.processor';
import { StripeDisputeWebhooks } from './stripe/stripe-disputes';
import { StripeEventHandlers } from './stripe/stripe-event-handlers';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';

/**
 * Sandbox always (test mode; live payments only where PaymentsConfig.sandboxLive, which
 * PaymentRouter enforces); a provider only with its keys (never silently replaced by the Sandbox).
 */
function configuredProcessors(config: PaymentsConfig, sandbox: SandboxProcessor): PaymentProcessor[] {
  const processors: PaymentProcessor[] = [sandbox];
  if (config.stripe) processors.push(new StripeProcessor(createStripeClient(config.stripe)));
  if (config.authorizeNet) processors.push(new AuthorizeNetProcessor(config.authorizeNet));
  return processors;
}

// Card processors behind one interface (DESIGN.md section 5). Imported by the API (REST
// controllers, gateway settings) and by the worker (invoice payment activities), which only
// need ProcessorRegistry; controllers are inert in the worker's application context.
@Module({
  controllers: [SandboxController, StripeWebhookController, SandboxWebhookController],
  providers: [
    { provide: PAYMENTS_CONFIG, useFactory: () => loadPaymentsConfig() },
    { provide: SANDBOX_CONFIG, useFactory: () => loadSandboxConfig() },
    SandboxDisputesService,
    ProcessorDisputeEvents,
    StripeDisputeWebhooks,
    SandboxProcessor,
    SandboxTokensService,
    SandboxTokenThrottle,
    StripeEventHandlers,
    { provide: PAYMENT_PROCESSORS, inject: [PAYMENTS_CONFIG, SandboxProcessor], useFactory: configuredProcessors },
    ProcessorRegistry,
  ],
  exports: [ProcessorRegistry, PAYMENTS_CONFIG, StripeEventHandlers, SANDBOX_CONFIG, ProcessorDisputeEvents],
})
export class PaymentsModule {}
