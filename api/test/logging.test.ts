import { trace } from '@opentelemetry/api';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

import { sleep } from '../../test-support/sleep';
import { withLogContext } from '../src/observability/log-context';
import { createLogger } from '../src/observability/logger';
import { censorKeys, scrubCardNumbers } from '../src/observability/redact';

// The log format and its redaction, without servers: what a line carries, and what it never does.
function capture(): { lines: () => Record<string, unknown>[]; text: () => string; logger: ReturnType<typeof createLogger> } {
  const written: string[] = [];
  const logger = createLogger({ service: 'test', level: 'info', destination: { write: (s: string) => void written.push(s) } });
  return { logger, text: () => written.join(''), lines: () => written.map((l) => JSON.parse(l) as Record<string, unknown>) };
}

describe('logs: structured lines', () => {
  it('writes one JSON object per line with time, level, service and message', () => {
    const { logger, lines } = capture();
    logger.info({ invoiceCode: 'INV-2026-000001', amountCents: 12550 }, 'paid');
    expect(lines()).toEqual([
      expect.objectContaining({
        level: 'info',
        service: 'test',
        msg: 'paid',
        invoiceCode: 'INV-2026-000001',
        amountCents: 12550,
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      }),
    ]);
  });

  it('names the request, user and organization, or the workflow and activity, it belongs to', async () => {
    const { logger, lines } = capture();
    await withLogContext({ requestId: 'req-1', userId: 'u-1', organizationId: 'o-1' }, async () => {
      await sleep(1);
      logger.info('inside a request');
    });
    withLogContext({ workflowId: 'invoice-INV-1', runId: 'run-1', activityType: 'chargeInvoice' }, () => logger.info('inside an activity'));
    logger.info('outside');
    expect(lines()[0]).toMatchObject({ requestId: 'req-1', userId: 'u-1', organizationId: 'o-1' });
    expect(lines()[1]).toMatchObject({ workflowId: 'invoice-INV-1', runId: 'run-1', activityType: 'chargeInvoice' });
    expect(lines()[2]).not.toHaveProperty('requestId');
  });

  it('carries the trace and span ids of the active span', () => {
    const provider = new NodeTracerProvider();
    provider.register();
    try {
      const { logger, lines } = capture();
      const ids = trace.getTracer('test').startActiveSpan('work', (span) => {
        logger.info('traced');
        span.end();
        return span.spanContext();
      });
      logger.info('untraced');
      expect(lines()[0]).toMatchObject({ traceId: ids.traceId, spanId: ids.spanId });
      expect(lines()[1]).not.toHaveProperty('traceId');
    } finally {
      trace.disable();
      void provider.shutdown();
    }
  });
});

describe('logs: redaction', () => {
  const CARDS = ['4242424242424242', '4242 4242 4242 4242', '4000-0000-0000-0002', '378282246310005', '5555555555554444'];

  it('never writes a card number, CVC, password, token, secret, or the Authorization and Cookie headers', () => {
    const { logger, text, lines } = capture();
    logger.info(
      {
        cardNumber: '4242424242424242',
        cvc: '123',
        input: { card: { number: '4000 0000 0000 0002', cvcCode: '999' }, password: 'Demo1234!', newPassword: 'Hunter22!' },
        headers: { authorization: 'Bearer eyJhbGciOi.payload.sig', cookie: 'sid=abc123', 'content-type': 'application/json' },
        session: { token: 'eyJhbGciOi.payload.sig', resetToken: 'rt_123', secretKey: 'sk_live_abc', apiKey: 'pk_live_abc', stripeWebhookSecret: 'whsec_1' },
        list: [{ pan: '5555555555554444' }],
      },
      'payer typed 4242 4242 4242 4242 and 378282246310005 in the wrong field',
    );
    logger.error({ err: new Error('charge failed for 4000-0000-0000-0002') }, 'processor said no');
    const written = text();
    for (const secret of [...CARDS, '"123"', '999', 'Demo1234!', 'Hunter22!', 'eyJhbGciOi', 'sid=abc123', 'rt_123', 'sk_live_abc', 'pk_live_abc', 'whsec_1']) {
      expect({ secret, found: written.includes(secret) }).toEqual({ secret, found: false });
    }
    const [first, second] = lines();
    expect(first).toMatchObject({
      cardNumber: '[redacted]',
      cvc: '[redacted]',
      headers: { authorization: '[redacted]', cookie: '[redacted]', 'content-type': 'application/json' },
    });
    expect(first.msg).toBe('payer typed [card] and [card] in the wrong field');
    expect(second).toMatchObject({ err: { type: 'Error', message: 'charge failed for [card]' } });
  });

  it('keeps what is not secret: ids, amounts, codes, numbers that are not card numbers', () => {
    const kept =
      'order 4242424242424241 (fails Luhn), invoice INV-2026-775853, 12550 cents, trace 0af7651916cd43dd8448eb211c80319c, id 85917694-4e82-433a-b968-82d2a11af682';
    expect(scrubCardNumbers(kept)).toBe(kept);
    expect(censorKeys({ idempotencyKey: 'k-1', chargeId: 'ch_1', last4: '4242', brand: 'Visa' })).toEqual({
      idempotencyKey: 'k-1',
      chargeId: 'ch_1',
      last4: '4242',
      brand: 'Visa',
    });
  });

  it('finds card numbers whole, in groups of four and inside JSON text', () => {
    for (const card of CARDS) expect(scrubCardNumbers(`{"x":"${card}"}`)).toBe('{"x":"[card]"}');
  });
});
