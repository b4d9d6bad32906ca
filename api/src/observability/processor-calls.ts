import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { Counter } from 'prom-client';

import { metricsRegistry } from '../metrics/metrics';

/** Charges and refunds at the card processors, by processor, call and outcome (bounded labels). */
export const processorCallsTotal = new Counter({
  name: 'processor_calls_total',
  help: 'Card processor calls by processor, operation (charge, refund) and outcome (succeeded, the error type, or exception)',
  labelNames: ['processor', 'operation', 'outcome'] as const,
  registers: [metricsRegistry],
});

const tracer = trace.getTracer('bhutanpay.payments');

/**
 * One card processor call as a client span (`processor.charge`, `processor.refund`) with its
 * processor, amount and outcome (never the token or card), counted in processor_calls_total.
 * The span is a child of the activity's, so a slow or failed charge shows in the payment's trace.
 */
export function traceProcessorCall<T extends { status: string; errorType?: string; failCode?: string }>(
  call: { processor: string; operation: 'charge' | 'refund'; amountCents: number },
  send: () => Promise<T>,
): Promise<T> {
  const { processor, operation, amountCents } = call;
  return tracer.startActiveSpan(
    `processor.${operation}`,
    { kind: SpanKind.CLIENT, attributes: { 'payment.processor': processor, 'payment.amount_cents': amountCents } },
    async (span) => {
      try {
        const result = await send();
        const outcome = result.status === 'succeeded' ? 'succeeded' : (result.errorType ?? 'failed');
        span.setAttribute('payment.outcome', outcome);
        if (result.failCode) span.setAttribute('payment.fail_code', result.failCode);
        processorCallsTotal.inc({ processor, operation, outcome });
        return result;
      } catch (error) {
        span.recordException(error instanceof Error ? error : String(error));
        span.setStatus({ code: SpanStatusCode.ERROR });
        processorCallsTotal.inc({ processor, operation, outcome: 'exception' });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}
