import type { INestApplication } from '@nestjs/common';

import { sleep } from '../../../test-support/sleep';
import type { ChargeRequest, ChargeResult, PaymentProcessor, RefundRequest, RefundResult } from '../../src/payments/payment-processor';
import { ProcessorRegistry } from '../../src/payments/processor-registry';
import type { TestApp } from '../test-app';

/** Stripe's test cards, as the Sandbox knows them. */
export const CARDS = {
  visa: '4242424242424242',
  declined: '4000000000000002',
} as const;

/**
 * Watches the app's real Sandbox processor: counts the calls that reach it and can hold each
 * charge for `slowMs` (to catch concurrent and interrupted payments mid-charge). Charges still
 * happen in the Sandbox's own tables.
 */
export class SandboxSpy implements PaymentProcessor {
  readonly name = 'sandbox' as const;
  /** Calls that reached the processor, including repeats of a key. */
  calls = 0;
  slowMs = 0;
  private readonly results = new Map<string, ChargeResult>();

  constructor(private readonly sandbox: PaymentProcessor) {}

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    this.calls++;
    if (this.slowMs) await sleep(this.slowMs);
    const result = await this.sandbox.charge(request);
    this.results.set(request.idempotencyKey, result);
    return result;
  }

  refund(request: RefundRequest): Promise<RefundResult> {
    return this.sandbox.refund(request);
  }

  /** Distinct idempotency keys whose charge succeeded. */
  succeeded(): number {
    return [...this.results.values()].filter((c) => c.status === 'succeeded').length;
  }
}

/** Puts a spy around the Sandbox for every processor lookup of the app (API and worker). */
export function useSandboxSpy(app: INestApplication): SandboxSpy {
  const registry = app.get(ProcessorRegistry, { strict: false });
  const spy = new SandboxSpy(registry.processorFor('sandbox'));
  registry.processorFor = () => spy;
  return spy;
}

/** A single-use Sandbox card token, as the pay page gets one from POST /sandbox/tokens. */
export async function sandboxToken(t: TestApp, cardNumber: string = CARDS.visa): Promise<string> {
  const res = await fetch(`${t.url}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', name: 'Jane Payer' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Sandbox refused the card: ${JSON.stringify(body)}`);
  return body.token;
}

/** The idempotency key of every refund call the spy passes on to the Sandbox, in order (filled as they come). */
export function recordRefundKeys(spy: SandboxSpy): string[] {
  const keys: string[] = [];
  const refundAtSandbox = spy.refund.bind(spy);
  spy.refund = (request) => {
    keys.push(request.idempotencyKey);
    return refundAtSandbox(request);
  };
  return keys;
}
