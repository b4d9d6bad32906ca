import type { PaymentProcessor } from '../payments/payment-processor';

/**
 * How invoices find a card processor by name. Bound to the payments module's ProcessorRegistry;
 * a token of its own so tests can put a fake processor in its place.
 */
export interface ProcessorLookup {
  processorFor(name: string): PaymentProcessor | Promise<PaymentProcessor>;
}

export const PROCESSOR_LOOKUP = Symbol('PROCESSOR_LOOKUP');
