import { randomUUID } from 'node:crypto';

import type { ChargeRequest } from '../src/payments/payment-processor';
import type { FakeReply, RecordedRequest } from './support/fake-http-server';
import { fakeStripe, NO_RETRY, stripeAt, unrecognized } from './support/fake-stripe';

// The Stripe adapter against a local server speaking Stripe's documented HTTP API
// (https://docs.stripe.com/api/payment_intents, /api/refunds, /api/errors): form-encoded
// requests with an Idempotency-Key header, JSON objects and error objects back.

function intent(id: string, amount: number, status: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    object: 'payment_intent',
    amount,
    currency: 'usd',
    status,
    client_secret: `${id}_secret_abc`,
    livemode: false,
    latest_charge:
      status === 'succeeded'
        ? { id: `ch_${id.slice(3)}`, object: 'charge', status: 'succeeded', payment_method_details: { type: 'card', card: { brand: 'visa', last4: '4242' } } }
        : null,
    last_payment_error: null,
    metadata: {},
    ...extra,
  };
}

const cardError = (declineCode: string, message: string): FakeReply => ({
  status: 402,
  headers: NO_RETRY,
  body: {
    error: {
      type: 'card_error',
      code: 'card_declined',
      decline_code: declineCode,
      message,
      charge: 'ch_declined',
      payment_intent: intent('pi_declined', 12550, 'requires_payment_method', { latest_charge: 'ch_declined' }),
    },
  },
});

function answer(req: RecordedRequest): FakeReply {
  const form = new URLSearchParams(req.body);
  if (req.method === 'POST' && req.path === '/v1/payment_intents') {
    switch (form.get('payment_method')) {
      case 'pm_card_visa':
        return { status: 200, body: intent('pi_visa', Number(form.get('amount')), 'succeeded') };
      case 'pm_card_chargeDeclined':
        return cardError('generic_decline', 'Your card was declined.');
      case 'pm_card_chargeDeclinedInsufficientFunds':
        return cardError('insufficient_funds', 'Your card has insufficient funds.');
      case 'pm_card_authenticationRequired':
        return { status: 200, body: intent('pi_3ds', Number(form.get('amount')), 'requires_action') };
      case 'pm_missing':
        return {
          status: 400,
          headers: NO_RETRY,
          body: { error: { type: 'invalid_request_error', code: 'resource_missing', param: 'payment_method', message: "No such PaymentMethod: 'pm_missing'" } },
        };
      case 'pm_idempotency':
        return {
          status: 400,
          headers: NO_RETRY,
          body: {
            error: { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' },
          },
        };
      case 'pm_rate_limited':
        return {
          status: 429,
          headers: NO_RETRY,
          body: { error: { type: 'rate_limit_error', code: 'rate_limit', message: 'Too many requests hit the API too quickly.' } },
        };
      case 'pm_server_error':
        return { status: 500, headers: NO_RETRY, body: { error: { type: 'api_error', message: 'An unknown error occurred' } } };
      case 'pm_bad_key':
        return { status: 401, headers: NO_RETRY, body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_***' } } };
      default:
        return { status: 200, body: intent('pi_for_browser', Number(form.get('amount')), 'requires_payment_method') };
    }
  }
  if (req.method === 'GET' && req.path.startsWith('/v1/payment_intents/pi_confirmed'))
    return { status: 200, body: intent('pi_confirmed', 12550, 'succeeded', { metadata: { invoiceCode: 'INV-7' } }) };
  if (req.method === 'GET' && req.path.startsWith('/v1/payment_intents/pi_pending'))
    return { status: 200, body: intent('pi_pending', 12550, 'requires_payment_method') };
  if (req.method === 'POST' && req.path === '/v1/refunds') {
    if (Number(form.get('amount')) > 12550) {
      return {
        status: 400,
        headers: NO_RETRY,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'amount_too_large',
            param: 'amount',
            message: 'Refund amount ($200.00) is greater than charge amount ($125.50)',
          },
        },
      };
    }
    return {
      status: 200,
      body: {
        id: 're_1',
        object: 'refund',
        amount: Number(form.get('amount')),
        charge: form.get('charge'),
        payment_intent: form.get('payment_intent'),
        currency: 'usd',
        status: 'succeeded',
      },
    };
  }
  return unrecognized(req);
}

describe("payments: Stripe adapter against Stripe's HTTP API", () => {
  const fake = fakeStripe(answer);

  const request = (token: string, idempotencyKey = randomUUID()): ChargeRequest => ({
    amountCents: 12550,
    currency: 'USD',
    token,
    idempotencyKey,
    description: 'Invoice INV-7',
    metadata: { invoiceCode: 'INV-7' },
    customer: { name: 'Pema Wangmo', email: 'pema@example.bt', zipCode: '11001', phoneNumber: '+975' },
  });

  it('creates and confirms a PaymentIntent with the idempotency key and reads the card', async () => {
    const key = randomUUID();
    expect(await fake.stripe.charge(request('pm_card_visa', key))).toEqual({ status: 'succeeded', chargeId: 'ch_visa', brand: 'visa', last4: '4242' });
    expect(fake.server.requests).toHaveLength(1);
    const [sent] = fake.server.requests;
    expect(sent.method).toBe('POST');
    expect(sent.path).toBe('/v1/payment_intents');
    expect(sent.headers['idempotency-key']).toBe(key);
    expect(sent.headers.authorization).toBe('Bearer sk_test_123');
    expect(sent.headers['content-type']).toContain('application/x-www-form-urlencoded');
    const form = new URLSearchParams(sent.body);
    expect(Object.fromEntries(form)).toMatchObject({
      amount: '12550',
      currency: 'usd',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      description: 'Invoice INV-7',
      'metadata[invoiceCode]': 'INV-7',
      receipt_email: 'pema@example.bt',
      'expand[0]': 'latest_charge',
      'automatic_payment_methods[enabled]': 'true',
      'automatic_payment_methods[allow_redirects]': 'never',
    });
  });

  it('maps Stripe error objects to the processor error families', async () => {
    expect(await fake.stripe.charge(request('pm_card_chargeDeclined'))).toEqual({
      status: 'failed',
      errorType: 'card_error',
      failCode: 'card_declined',
      failMessage: 'Your card was declined.',
      chargeId: 'ch_declined',
    });
    expect(await fake.stripe.charge(request('pm_card_chargeDeclinedInsufficientFunds'))).toMatchObject({
      errorType: 'card_error',
      failCode: 'insufficient_funds',
      failMessage: 'Your card has insufficient funds.',
    });
    expect(await fake.stripe.charge(request('pm_missing'))).toMatchObject({ errorType: 'invalid_request_error', failCode: 'resource_missing' });
    expect(await fake.stripe.charge(request('pm_idempotency'))).toMatchObject({ errorType: 'idempotency_error' });
    expect(await fake.stripe.charge(request('pm_rate_limited'))).toMatchObject({ errorType: 'api_error', failCode: 'rate_limit' });
    expect(await fake.stripe.charge(request('pm_server_error'))).toMatchObject({ errorType: 'api_error' });
    expect(await fake.stripe.charge(request('pm_bad_key'))).toMatchObject({ errorType: 'unknown_error' });
    expect(await fake.stripe.charge(request('pm_card_authenticationRequired'))).toMatchObject({
      status: 'failed',
      errorType: 'card_error',
      failCode: 'authentication_required',
    });
  });

  it('answers api_error when Stripe cannot be reached', async () => {
    const offline = stripeAt(1);
    const result = await offline.refund({ chargeId: 'ch_1', amountCents: 100, idempotencyKey: randomUUID() });
    expect(result).toMatchObject({ status: 'failed', errorType: 'api_error' });
  }, 30000);

  it('returns a client secret for Stripe.js and verifies the intent the browser confirmed', async () => {
    const key = randomUUID();
    const created = await fake.stripe.createPaymentIntent({
      amountCents: 12550,
      currency: 'USD',
      idempotencyKey: key,
      description: 'Invoice INV-7',
      metadata: { invoiceCode: 'INV-7' },
    });
    expect(created).toEqual({ status: 'created', intentId: 'pi_for_browser', clientSecret: 'pi_for_browser_secret_abc' });
    expect(fake.server.requests[0].headers['idempotency-key']).toBe(key);
    expect(new URLSearchParams(fake.server.requests[0].body).get('confirm')).toBeNull();

    expect(await fake.stripe.charge(request('pi_confirmed'))).toEqual({ status: 'succeeded', chargeId: 'ch_confirmed', brand: 'visa', last4: '4242' });
    expect(fake.server.requests[1]).toMatchObject({ method: 'GET' });
    expect(decodeURIComponent(fake.server.requests[1].path)).toBe('/v1/payment_intents/pi_confirmed?expand[0]=latest_charge');
    expect(await fake.stripe.charge({ ...request('pi_confirmed'), amountCents: 100 })).toMatchObject({ status: 'failed', failCode: 'amount_mismatch' });
    // An intent confirmed for another invoice (its metadata) pays nothing here.
    expect(await fake.stripe.charge({ ...request('pi_confirmed'), metadata: { invoiceCode: 'INV-8' } })).toMatchObject({
      status: 'failed',
      failCode: 'metadata_mismatch',
    });
    expect(await fake.stripe.charge(request('pi_pending'))).toMatchObject({ status: 'failed' });
  });

  it('refunds a charge or an intent with the idempotency key and maps refusals', async () => {
    const key = randomUUID();
    expect(await fake.stripe.refund({ chargeId: 'ch_visa', amountCents: 5000, idempotencyKey: key })).toEqual({ status: 'succeeded', refundId: 're_1' });
    const [sent] = fake.server.requests;
    expect(sent.path).toBe('/v1/refunds');
    expect(sent.headers['idempotency-key']).toBe(key);
    expect(Object.fromEntries(new URLSearchParams(sent.body))).toEqual({ charge: 'ch_visa', amount: '5000' });
    await fake.stripe.refund({ chargeId: 'pi_visa', amountCents: 5000, idempotencyKey: randomUUID() });
    expect(Object.fromEntries(new URLSearchParams(fake.server.requests[1].body))).toEqual({ payment_intent: 'pi_visa', amount: '5000' });
    expect(await fake.stripe.refund({ chargeId: 'ch_visa', amountCents: 20000, idempotencyKey: randomUUID() })).toEqual({
      status: 'failed',
      errorType: 'invalid_request_error',
      failCode: 'amount_too_large',
      failMessage: 'Refund amount ($200.00) is greater than charge amount ($125.50)',
    });
  });
});
