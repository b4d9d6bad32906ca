import { randomUUID } from 'node:crypto';

import { AuthorizeNetProcessor } from '../src/payments/authorize-net/authorize-net.processor';
import type { ChargeRequest } from '../src/payments/payment-processor';
import { type FakeReply, type RecordedRequest, startFakeServer } from './support/fake-http-server';
import { fakeStripe, NO_RETRY, unrecognized } from './support/fake-stripe';

// Issue 41, review: Stripe (capture_method manual, capture, cancel) and Authorize.Net
// (authOnlyTransaction, priorAuthCaptureTransaction, voidTransaction) authorise without capturing,
// then capture or void once; a repeat of either finds it done and answers success.

const request = (token: string): ChargeRequest => ({
  amountCents: 12550,
  currency: 'USD',
  token,
  idempotencyKey: randomUUID(),
  description: 'Invoice INV-1',
  metadata: {},
  customer: { name: 'Jane Payer', zipCode: '11001', phoneNumber: '+975 17 000000' },
  capture: false,
});
const form = (req: RecordedRequest) => new URLSearchParams(req.body);

/** Stripe's PaymentIntents (https://docs.stripe.com/api/payment_intents): one intent, its state kept here. */
const intent = { status: 'requires_capture' };
function stripeAnswer(req: RecordedRequest): FakeReply {
  const body = (status: string) => ({
    id: 'pi_auth',
    object: 'payment_intent',
    amount: 12550,
    currency: 'usd',
    status,
    latest_charge: { id: 'ch_auth', object: 'charge', payment_intent: 'pi_auth', payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
    metadata: {},
  });
  if (req.method === 'POST' && req.path === '/v1/payment_intents') return { status: 200, body: body(intent.status) };
  if (req.method === 'GET' && req.path.startsWith('/v1/charges/ch_auth'))
    return { status: 200, body: { id: 'ch_auth', object: 'charge', payment_intent: 'pi_auth' } };
  if (req.method === 'GET' && req.path.startsWith('/v1/payment_intents/pi_auth')) return { status: 200, body: body(intent.status) };
  const move = /^\/v1\/payment_intents\/pi_auth\/(capture|cancel)$/.exec(req.path)?.[1];
  if (req.method === 'POST' && move) {
    if (intent.status !== 'requires_capture') {
      return {
        status: 400,
        headers: NO_RETRY,
        body: {
          error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.` },
        },
      };
    }
    intent.status = move === 'capture' ? 'succeeded' : 'canceled';
    return { status: 200, body: body(intent.status) };
  }
  return unrecognized(req);
}

describe('Stripe authorisations', () => {
  const fake = fakeStripe(stripeAnswer);

  it('authorises with capture_method manual, captures once, then refuses a cancel', async () => {
    intent.status = 'requires_capture';
    const auth = await fake.stripe.charge(request('pm_card_visa'));
    expect(auth).toEqual({ status: 'succeeded', chargeId: 'ch_auth', captured: false, brand: 'visa', last4: '4242' });
    expect(form(fake.server.requests[0]).get('capture_method')).toBe('manual');
    const capture = { chargeId: 'ch_auth', amountCents: 12550, idempotencyKey: randomUUID() };
    expect(await fake.stripe.capture(capture)).toEqual({ status: 'succeeded' });
    expect(fake.server.requests.some((r) => r.path === '/v1/payment_intents/pi_auth/capture' && form(r).get('amount_to_capture') === '12550')).toBe(true);
    // A second capture (another key): Stripe refuses it, the intent says it is captured: success.
    expect(await fake.stripe.capture({ ...capture, idempotencyKey: randomUUID() })).toEqual({ status: 'succeeded' });
    expect(await fake.stripe.voidAuthorization(capture)).toMatchObject({ status: 'failed', failCode: 'payment_intent_unexpected_state' });
  });

  it('cancels an authorisation once; a capture after it is refused', async () => {
    intent.status = 'requires_capture';
    const v = { chargeId: 'ch_auth', amountCents: 12550, idempotencyKey: randomUUID() };
    expect(await fake.stripe.voidAuthorization(v)).toEqual({ status: 'succeeded' });
    expect(await fake.stripe.voidAuthorization({ ...v, idempotencyKey: randomUUID() })).toEqual({ status: 'succeeded' });
    expect(await fake.stripe.capture(v)).toMatchObject({ status: 'failed', failCode: 'payment_intent_unexpected_state' });
  });

  it('a charge that is not an authorisation is created without capture_method', async () => {
    intent.status = 'succeeded';
    const charged = await fake.stripe.charge({ ...request('pm_card_visa'), capture: undefined });
    expect(charged).toMatchObject({ status: 'succeeded', chargeId: 'ch_auth' });
    expect(charged.status === 'succeeded' && charged.captured).toBeUndefined();
    expect(form(fake.server.requests[0]).get('capture_method')).toBeNull();
  });
});

const BOM = '\uFEFF';
const OK = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const reply = (body: unknown): FakeReply => ({ status: 200, body, raw: BOM + JSON.stringify(body) });

/** Authorize.Net's JSON API (https://developer.authorize.net/api/reference/): transaction 70001's state kept here. */
const anetState = { status: 'authorizedPendingCapture' };
function anetAnswer(req: RecordedRequest): FakeReply {
  const body = JSON.parse(req.body) as Record<string, { transactionRequest?: Record<string, string>; transId?: string }>;
  if (body.getTransactionDetailsRequest) {
    return reply({ transaction: { transId: '70001', transactionStatus: anetState.status, authAmount: 125.5 }, messages: OK });
  }
  const tx = body.createTransactionRequest?.transactionRequest;
  if (!tx) return { status: 400, body: {} };
  if (tx.transactionType === 'authOnlyTransaction') {
    anetState.status = 'authorizedPendingCapture';
    return reply({ transactionResponse: { responseCode: '1', transId: '70001', accountNumber: 'XXXX1111', accountType: 'Visa' }, messages: OK });
  }
  const ok = anetState.status === 'authorizedPendingCapture';
  if (tx.transactionType === 'priorAuthCaptureTransaction' && ok) anetState.status = 'capturedPendingSettlement';
  if (tx.transactionType === 'voidTransaction' && ok) anetState.status = 'voided';
  return ok
    ? reply({ transactionResponse: { responseCode: '1', transId: '70001' }, messages: OK })
    : reply({
        transactionResponse: { responseCode: '3', transId: '0', errors: [{ errorCode: '16', errorText: 'The transaction cannot be found.' }] },
        messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
      });
}

describe('Authorize.Net authorisations', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let anet: AuthorizeNetProcessor;
  beforeAll(async () => {
    server = await startFakeServer(anetAnswer);
    anet = new AuthorizeNetProcessor({
      loginId: 'login-id',
      transactionKey: 'txn-key',
      env: 'sandbox',
      endpoint: `http://127.0.0.1:${server.port}/xml/v1/request.api`,
    });
  });
  afterAll(() => server.close());
  beforeEach(() => server.requests.splice(0));
  const sent = () =>
    server.requests
      .map(
        (r) =>
          (JSON.parse(r.body) as { createTransactionRequest?: { transactionRequest: { transactionType: string } } }).createTransactionRequest
            ?.transactionRequest.transactionType,
      )
      .filter(Boolean);

  it('authorises only (authOnlyTransaction), captures once (priorAuthCaptureTransaction); a repeat reads it captured and sends nothing', async () => {
    const auth = await anet.charge(request('opaque-data'));
    expect(auth).toEqual({ status: 'succeeded', chargeId: '70001', captured: false, brand: 'Visa', last4: '1111' });
    const capture = { chargeId: '70001', amountCents: 12550, idempotencyKey: randomUUID() };
    expect(await anet.capture(capture)).toEqual({ status: 'succeeded' });
    expect(await anet.capture(capture)).toEqual({ status: 'succeeded' });
    expect(sent()).toEqual(['authOnlyTransaction', 'priorAuthCaptureTransaction']);
    expect(await anet.voidAuthorization(capture)).toMatchObject({ status: 'failed', failCode: 'anet_16' });
  });

  it('voids an authorisation once (voidTransaction); a capture after it is refused', async () => {
    await anet.charge(request('opaque-data'));
    const v = { chargeId: '70001', amountCents: 12550, idempotencyKey: randomUUID() };
    expect(await anet.voidAuthorization(v)).toEqual({ status: 'succeeded' });
    expect(await anet.voidAuthorization(v)).toEqual({ status: 'succeeded' });
    expect(sent()).toEqual(['authOnlyTransaction', 'voidTransaction']);
    expect(await anet.capture(v)).toMatchObject({ status: 'failed', failCode: 'anet_16' });
  });
});
