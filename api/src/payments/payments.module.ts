import { EntityManager } from '@mikro-orm/postgresql';
import { Module } from '@nestjs/common';

import { AuthorizeNetProcessor } from './authorize-net/authorize-net.processor';
import type { PaymentProcessor } from './payment-processor';
import { loadPaymentsConfig, PAYMENTS_CONFIG, type PaymentsConfig } from './payments-config';
import { ProcessorDisputeEvents } from './processor-disputes';
import { PAYMENT_PROCESSORS, ProcessorRegistry } from './processor-registry';
import { SandboxController } from './sandbox/sandbox.controller';
import { SANDBOX_ACQUIRER, SandboxProcessor } from './sandbox/sandbox.processor';
import { loadSandboxConfig, SANDBOX_CONFIG, type SandboxConfig } from './sandbox/sandbox-config';
import { SandboxControlController } from './sandbox/sandbox-control.controller';
import { SandboxDisputesService } from './sandbox/sandbox-disputes.service';
import { SandboxTokenThrottle } from './sandbox/sandbox-token-throttle';
import { SandboxTokensService } from './sandbox/sandbox-tokens.service';
import { SandboxWebhookController } from './sandbox/sandbox-webhook.controller';
import { createStripeClient, StripeProcessor } from './stripe/stripe.processor';
import { StripeDisputeWebhooks } from './stripe/stripe-disputes';
import { StripeEventHandlers } from './stripe/stripe-event-handlers';
import { StripeWebhookController } from './stripe/stripe-webhook.controller';

/** Issue 41: the Sandbox's second acquirer, `sandboxB` ("Sandbox (fallback)"): same tables and tokens, its own charges and faults. */
const SANDBOX_FALLBACK = Symbol('SANDBOX_FALLBACK');

/**
 * Sandbox always (both acquirers) (test mode; live payments only where PaymentsConfig.sandboxLive, which
 * PaymentRouter enforces); a provider only with its keys (never silently replaced by the Sandbox).
 */
function configuredProcessors(config: PaymentsConfig, sandbox: SandboxProcessor, fallback: SandboxProcessor): PaymentProcessor[] {
  const processors: PaymentProcessor[] = [sandbox, fallback];
  if (config.stripe) processors.push(new StripeProcessor(createStripeClient(config.stripe)));
  if (config.authorizeNet) processors.push(new AuthorizeNetProcessor(config.authorizeNet));
  return processors;
}

// Card processors behind one interface (DESIGN.md section 5). Imported by the API (REST
// controllers, gateway settings) and by the worker (invoice payment activities), which only
// need ProcessorRegistry; controllers are inert in the worker's application context.
@Module({
  controllers: [SandboxController, SandboxControlController, StripeWebhookController, SandboxWebhookController],
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
    {
      provide: SANDBOX_FALLBACK,
      inject: [EntityManager, SandboxDisputesService, SANDBOX_CONFIG],
      useFactory: (em: EntityManager, disputes: SandboxDisputesService, config: SandboxConfig) => new SandboxProcessor(em, disputes, config, 'sandboxB'),
    },
    { provide: SANDBOX_ACQUIRER, useValue: 'sandbox' },
    { provide: PAYMENT_PROCESSORS, inject: [PAYMENTS_CONFIG, SandboxProcessor, SANDBOX_FALLBACK], useFactory: configuredProcessors },
    ProcessorRegistry,
  ],
  exports: [ProcessorRegistry, PAYMENTS_CONFIG, StripeEventHandlers, SANDBOX_CONFIG, ProcessorDisputeEvents],
})
export class PaymentsModule {}
