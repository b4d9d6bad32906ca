import type { PaymentProcessor } from './payment-processor';
import type { ProcessorHealth } from './processor-health';

/**
 * How invoices find a card processor by name. Bound to the payments module's ProcessorRegistry;
 * a token of its own so tests can put a fake processor in its place.
 */
export interface ProcessorLookup {
  processorFor: (name: string) => PaymentProcessor | Promise<PaymentProcessor>;
  /** Issue 41: circuit breakers and call health (the registry's); a lookup without one never skips a processor. */
  health?: ProcessorHealth;
}

export const PROCESSOR_LOOKUP = Symbol('PROCESSOR_LOOKUP');

/**
 * The name of the processor a payment asks for, or `refusal` when it cannot be used (unknown, or
 * without keys here). The registry throws synchronously: awaiting inside `try` catches both kinds.
 */
export async function processorNameFor(lookup: ProcessorLookup, provider: string, refusal: () => Error): Promise<string> {
  try {
    return (await lookup.processorFor(provider)).name;
  } catch {
    throw refusal();
  }
}
