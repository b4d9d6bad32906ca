import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';

import { Card } from './card.entity';
import { type PaymentProcessor, PROCESSOR_NAMES, type ProcessorName } from './payment-processor';
import { PAYMENTS_CONFIG, type PaymentsConfig } from './payments-config';
import { breakerOptionsFrom, ProcessorHealth } from './processor-health';
import { ProcessorHealthStore } from './processor-health-store';

/** The processors configured in this process (Sandbox always, live only where allowed; Stripe, Authorize.Net with keys). */
export const PAYMENT_PROCESSORS = Symbol('PAYMENT_PROCESSORS');

/** Asked for a processor that has no keys here, or a name that is no processor at all. */
export class ProcessorUnavailableError extends Error {
  constructor(readonly processorName: string) {
    super(`Payment gateway '${processorName}' is not configured`);
    this.name = 'ProcessorUnavailableError';
  }
}

/** The card brand has no row in the gateway settings' cards table: the platform does not take it. */
export class UnknownCardBrandError extends Error {
  constructor(readonly brand: string) {
    super(`Card brand '${brand}' is not accepted`);
    this.name = 'UnknownCardBrandError';
  }
}

export function isProcessorName(name: string): name is ProcessorName {
  return (PROCESSOR_NAMES as readonly string[]).includes(name);
}

// The one place business code gets a processor from: by adapter name (a payment already made
// through it, e.g. a refund) or by card brand through the platform's gateway settings.
@Injectable()
export class ProcessorRegistry implements OnModuleInit, OnModuleDestroy {
  private readonly byName = new Map<ProcessorName, PaymentProcessor>();
  /** Issue 41: each processor's circuit breaker and recent calls, as this process sees them (decision 0183). */
  readonly health = new ProcessorHealth(breakerOptionsFrom());
  /** Where this process's health goes for the gateway settings and the dashboard. */
  readonly healthStore: ProcessorHealthStore;

  constructor(
    @Inject(PAYMENT_PROCESSORS) processors: PaymentProcessor[],
    private readonly em: EntityManager,
    @Inject(PAYMENTS_CONFIG) private readonly config: PaymentsConfig,
  ) {
    for (const processor of processors) this.byName.set(processor.name, processor);
    this.healthStore = new ProcessorHealthStore(em, this.health);
  }

  onModuleInit(): void {
    this.healthStore.start();
  }

  onModuleDestroy(): void {
    this.healthStore.stop();
  }

  /** Names of the processors that can take payments here, Sandbox first. */
  available(): ProcessorName[] {
    return PROCESSOR_NAMES.filter((name) => this.byName.has(name));
  }

  isAvailable(name: string): boolean {
    return isProcessorName(name) && this.byName.has(name);
  }

  /** Whether the Sandbox may capture a live payment here (PaymentsConfig.sandboxLive). */
  sandboxTakesLive(): boolean {
    return this.config.sandboxLive;
  }

  /**
   * Where a card brand with no gateway set goes (spec 000 line 72: "default provider name is the
   * card payment provider"): Stripe where it has keys; in the demo without processor keys the
   * Sandbox (decisions 0122, 0123); else nowhere (null: the brand is not accepted).
   */
  defaultGateway(): ProcessorName | null {
    if (this.byName.has('stripe')) return 'stripe';
    return this.config.sandboxLive ? 'sandbox' : null;
  }

  /**
   * The card brand a processor's own record of a token reports; null for a token it does not
   * know, undefined when it reports none before the charge. Read from the adapter itself (not
   * through processorFor, which tests may wrap).
   */
  async tokenBrand(name: ProcessorName, token: string): Promise<string | null | undefined> {
    const processor = this.byName.get(name);
    if (!processor) throw new ProcessorUnavailableError(name);
    return processor.tokenBrand ? processor.tokenBrand(token) : undefined;
  }

  /** The card's country a processor's record of a token reports; null when it reports none (routing rules by country then do not match). */
  async tokenCountry(name: ProcessorName, token: string): Promise<string | null> {
    const processor = this.byName.get(name);
    if (!processor) throw new ProcessorUnavailableError(name);
    return processor.tokenCountry ? processor.tokenCountry(token) : null;
  }

  /** Accepts any string (invoices pass stored names); throws ProcessorUnavailableError. */
  processorFor(name: string): PaymentProcessor {
    const processor = isProcessorName(name) ? this.byName.get(name) : undefined;
    if (!processor) throw new ProcessorUnavailableError(name);
    return processor;
  }

  /** The gateway configured for a card brand (case-insensitive), e.g. 'Visa' -> 'sandbox'. */
  async gatewayForBrand(cardBrandName: string): Promise<ProcessorName> {
    const brand = cardBrandName.trim();
    // Forked: callers include Temporal activities, which run outside any request context.
    const card = await this.em.fork().findOne(Card, { name: { $ilike: brand.replace(/[\\%_]/g, '\\$&') } }, { populate: ['paymentGateway'] });
    if (!card || !brand) throw new UnknownCardBrandError(cardBrandName);
    return card.paymentGateway.name;
  }

  async processorForBrand(cardBrandName: string): Promise<PaymentProcessor> {
    return this.processorFor(await this.gatewayForBrand(cardBrandName));
  }
}
