import { randomUUID } from 'node:crypto';
import { type IncomingHttpHeaders, request as httpRequest } from 'node:http';

import { MikroORM } from '@mikro-orm/postgresql';
import { centsToDecimal, CHECKOUT_CREATE_MESSAGES, parseCents, REFUND_INITIATE_MESSAGES, refundProcessingFeeCents } from '@pg/domain';

import { CheckoutCreateFields } from '../src/checkouts/checkout-create.body';
import { CheckoutListQuery } from '../src/checkouts/checkout-list.query';
import { WebPayment } from '../src/checkouts/web-payment.entity';
import { idempotencyRequestHash } from '../src/developer-keys/api-idempotency.service';
import { ApiRateLimiter } from '../src/developer-keys/api-rate-limiter';
import { MerchantKey } from '../src/developer-keys/merchant-key.entity';
import { OPENAPI_PATH } from '../src/developer-keys/openapi-document';
import { PARAMETER_UNKNOWN, REST_BODY_MESSAGES, restBodyJsonSchema } from '../src/developer-keys/rest-body';
import { LedgerQueryService } from '../src/ledger/ledger-query.service';
import { Refund } from '../src/refunds/refund.entity';
import { RefundCreateFields } from '../src/refunds/refund-create.body';
import { RefundLineItem } from '../src/refunds/refund-line-item.entity';
import { RefundsService } from '../src/refunds/refunds.service';
import { EventListQuery } from '../src/webhooks/event-list.query';
import { basic, checkoutBody, createKey, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { MERCHANT_APPROVE } from './support/refund-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

// The REST API v1 as an integrator uses it (issue 14): refunds, Idempotency-Key on every POST,
// one error shape per status with the request id, the per-key rate limit and the OpenAPI document.

const PAY = `mutation($key: String, $token: String) { payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
  customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000") { status } }`;

/** A request by node:http (fetch refuses TRACE). */
function rawRequest(url: string, method: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

interface ApiErrorBody {
  error: { type: string; code: string; message: string; param: string | null; fields?: Record<string, string>; request_id: string | null };
}

describe('REST API v1 (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let hotelKey: MerchantKeyResult;

  beforeAll(async () => {
    // A low limit (config by env), so the 429 test is quick; every test takes a key of its own.
    process.env.API_RATE_LIMIT_PER_SECOND = '1';
    process.env.API_RATE_LIMIT_BURST = '30';
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    hotelKey = await createKey(t, await otherMerchantOwner(t), 'Hotel site');
  });
  afterAll(async () => {
    delete process.env.API_RATE_LIMIT_PER_SECOND;
    delete process.env.API_RATE_LIMIT_BURST;
    await t.close();
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const call = async <T = Record<string, unknown>>(
    key: MerchantKeyResult | null,
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const res = await fetch(`${t.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { authorization: basic(key.apiKey, key.secretKey!) } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text, body: JSON.parse(text) as T & Partial<ApiErrorBody> };
  };
  const paidCheckout = async (key: MerchantKeyResult) => {
    const c = await restCheckout(t, key);
    const paid = await t.gql<{ payWebPayment: { status: string } }>(PAY, { key: c.accessKey, token: await sandboxToken(t) });
    if (paid.data?.payWebPayment.status !== 'paid') throw new Error(`pay failed: ${JSON.stringify(paid)}`);
    return c;
  };
  /** The error of an answer, checked to carry the answer's request id. */
  const errorOf = (r: Awaited<ReturnType<typeof call>>) => {
    expect(r.body.error?.request_id).toBe(r.headers.get('x-request-id'));
    return r.body.error!;
  };

  describe('refunds', () => {
    it('POST /api/v1/checkouts/{id}/refunds opens a partial refund at the merchant stage; its process runs; GET /api/v1/refunds/{id} reads it', async () => {
      const key = await createKey(t, owner, 'Refunds');
      const c = await paidCheckout(key);
      const created = await call<{ id: string; requestedAmount: string }>(key, 'POST', `/api/v1/checkouts/${c.id}/refunds`, {
        amount: '50.00',
        reason: 'cancellationByCustomer',
        pointOfContact: 'desk@merchant.test',
      });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        object: 'refund',
        type: 'checkout',
        checkoutId: c.id,
        invoiceId: null,
        status: 'open',
        progressStatus: 'initiated',
        reason: 'cancellationByCustomer',
        approvedAmount: null,
        closedAt: null,
      });
      const row = await em().findOneOrFail(Refund, { id: created.body.id });
      expect([row.subtotalCents, row.requestedBy, row.pointOfContact]).toEqual([5000, null, 'desk@merchant.test']);
      // Under the checkout's fullRefund terms the fee the payer paid comes back pro rata, as on the refund page:
      // 50.00 of 450.00 returns 1/9 of the transaction fee (half-up), not 4.99 % of 50.00.
      const chargedFeeCents = parseCents(c.transactionFee)!;
      const feeBasis = { chargedSubtotalCents: 45_000, chargedFeeCents, refundedSubtotalCents: 0, refundedFeeCents: 0 };
      expect(row.requestedAmountCents).toBe(5000 + refundProcessingFeeCents(5000, 'fullRefund', feeBasis));
      expect(row.feeCents).toBe(Math.floor((chargedFeeCents * 2 + 9) / 18));
      expect(created.body.requestedAmount).toBe(centsToDecimal(row.requestedAmountCents).toFixed(2));

      // The merchant stage is the app's: the Owner approves it there, and the REST read follows the process.
      const approved = await t.gql<{ merchantApprove: { progressStatus: string } }>(MERCHANT_APPROVE, { id: created.body.id }, owner);
      expect(approved.data?.merchantApprove.progressStatus).toBe('merchantApproved');
      const read = await call(key, 'GET', `/api/v1/refunds/${created.body.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: created.body.id, progressStatus: 'merchantApproved', requestedAmount: created.body.requestedAmount });

      // Another merchant's key: the refund and the checkout read as missing.
      const foreign = await call(hotelKey, 'GET', `/api/v1/refunds/${created.body.id}`);
      expect(foreign.status).toBe(404);
      expect(errorOf(foreign)).toEqual(
        expect.objectContaining({ type: 'invalid_request_error', code: 'resource_missing', message: `No such refund: '${created.body.id}'`, param: null }),
      );
      expect((await call(hotelKey, 'POST', `/api/v1/checkouts/${c.id}/refunds`, { amount: '1.00', reason: 'other', notes: 'x' })).status).toBe(404);
      expect((await call(key, 'GET', `/api/v1/refunds/${randomUUID()}`)).status).toBe(404);
      expect((await call(key, 'GET', '/api/v1/refunds/not-an-id')).status).toBe(404);
      expect(
        (await call(key, 'POST', `/api/v1/checkouts/${randomUUID()}/refunds`, { amount: '1.00', reason: 'duplicateCharges' })).body.error?.message,
      ).toMatch(/^No such checkout/);

      // The rest of the funds can be refunded, not more.
      const tooMuch = await call(key, 'POST', `/api/v1/checkouts/${c.id}/refunds`, { amount: c.total, reason: 'duplicateCharges' });
      expect(tooMuch.status).toBe(400);
      expect(errorOf(tooMuch)).toMatchObject({ code: 'parameter_invalid', param: 'amount', message: REFUND_INITIATE_MESSAGES.exceedsAvailable });
      expect(await em().count(Refund, { webPaymentId: c.id })).toBe(1);
      expect((await call(key, 'POST', `/api/v1/checkouts/${c.id}/refunds`, { amount: 100, reason: 'other', notes: 'Late check-in' })).status).toBe(201);
      expect(await em().count(Refund, { webPaymentId: c.id })).toBe(2);
    });

    it('validates like the refund page, naming each parameter; an unpaid checkout cannot be refunded', async () => {
      const key = await createKey(t, owner, 'Refund rules');
      const c = await paidCheckout(key);
      const path = `/api/v1/checkouts/${c.id}/refunds`;
      const empty = await call(key, 'POST', path, {});
      expect(empty.status).toBe(400);
      expect(errorOf(empty)).toMatchObject({
        type: 'invalid_request_error',
        param: 'amount',
        message: REFUND_INITIATE_MESSAGES.amountRequired,
        fields: { amount: REFUND_INITIATE_MESSAGES.amountRequired, reason: REFUND_INITIATE_MESSAGES.reasonRequired },
      });
      const other = await call(key, 'POST', path, { amount: '10.005', reason: 'other' });
      expect(other.body.error?.fields).toEqual({ amount: REFUND_INITIATE_MESSAGES.amountDecimals, notes: REFUND_INITIATE_MESSAGES.notesRequired });
      expect((await call(key, 'POST', path, { amount: '-5', reason: 'fraudulentCharge' })).body.error?.fields).toEqual({
        amount: REFUND_INITIATE_MESSAGES.amountPositive,
      });
      expect((await call(key, 'POST', path, { amount: '5', reason: 'nope' })).body.error?.param).toBe('reason');
      expect((await call(key, 'POST', path, { amount: '5', reason: 'other', notes: 'x', pointOfContact: 'x'.repeat(256) })).body.error?.param).toBe(
        'pointOfContact',
      );
      expect(await em().count(Refund, { webPaymentId: c.id })).toBe(0);

      const unpaid = await restCheckout(t, key);
      const refused = await call(key, 'POST', `/api/v1/checkouts/${unpaid.id}/refunds`, { amount: '5.00', reason: 'duplicateCharges' });
      expect(refused.status).toBe(400);
      expect(refused.body.error?.message).toBe('Only a paid checkout can be refunded.');
    });
  });

  describe('GET /api/v1/refunds (issue 45)', () => {
    it("lists the key's organization's refunds newest first a page at a time; another merchant's and the other mode's are not in it", async () => {
      const key = await createKey(t, owner, 'Refund list');
      const c = await paidCheckout(key);
      const made: string[] = [];
      for (const amount of ['1.00', '2.00', '3.00']) {
        const r = await call<{ id: string }>(key, 'POST', `/api/v1/checkouts/${c.id}/refunds`, { amount, reason: 'duplicateCharges' });
        expect(r.status).toBe(201);
        made.unshift(r.body.id);
      }
      const first = await call<{ object: string; data: { id: string; object: string }[]; has_more: boolean }>(key, 'GET', '/api/v1/refunds?limit=2');
      expect([first.status, first.body.object, first.body.has_more]).toEqual([200, 'list', true]);
      expect(first.body.data.map((r) => r.id)).toEqual(made.slice(0, 2));
      const next = await call<{ data: { id: string }[] }>(key, 'GET', `/api/v1/refunds?limit=2&starting_after=${made[1]}`);
      expect(next.body.data[0].id).toBe(made[2]);
      // Tenant isolation: another merchant's key lists none of them, and its cursor is unknown.
      const hotel = await call<{ data: { id: string }[] }>(hotelKey, 'GET', '/api/v1/refunds?limit=100');
      expect(hotel.body.data.map((r) => r.id)).not.toEqual(expect.arrayContaining([made[0]]));
      const foreign = await call(hotelKey, 'GET', `/api/v1/refunds?starting_after=${made[0]}`);
      expect([foreign.status, errorOf(foreign).code, errorOf(foreign).param]).toEqual([404, 'resource_missing', 'starting_after']);
      // Test mode: a test key of the same organization lists no live refund.
      const testKey = (
        await t.gql<{ createKeys: MerchantKeyResult }>('mutation { createKeys(name: "Refund list test", livemode: false) { id apiKey secretKey } }', {}, owner)
      ).data!.createKeys;
      const tested = await call<{ data: { id: string }[] }>(testKey, 'GET', '/api/v1/refunds?limit=100');
      expect(tested.body.data.map((r) => r.id)).not.toEqual(expect.arrayContaining([made[0]]));
      // Errors in the one shape.
      const bad = await call(key, 'GET', '/api/v1/refunds?limit=0');
      expect([bad.status, errorOf(bad).param]).toEqual([400, 'limit']);
      expect((await call(null, 'GET', '/api/v1/refunds')).status).toBe(401);
    });
  });

  describe('GET /api/v1/balance (issue 45)', () => {
    it("is the key's own organization's ledger balance; a test key's is 0.00", async () => {
      const key = await createKey(t, owner, 'Balance');
      const ledger = t.app.get(LedgerQueryService);
      for (const k of [key, hotelKey]) {
        const r = await call<{ object: string; available: string; currency: string; livemode: boolean }>(k, 'GET', '/api/v1/balance');
        const organizationId = (await em().findOneOrFail(MerchantKey, { apiKey: k.apiKey })).organization.id;
        const cents = (await ledger.balances([organizationId])).get(organizationId) ?? 0;
        expect(r.body).toEqual({ object: 'balance', available: centsToDecimal(cents).toFixed(2), currency: 'USD', livemode: true });
      }
      const testKey = (
        await t.gql<{ createKeys: MerchantKeyResult }>('mutation { createKeys(name: "Balance test", livemode: false) { id apiKey secretKey } }', {}, owner)
      ).data!.createKeys;
      expect((await call(testKey, 'GET', '/api/v1/balance')).body).toEqual({ object: 'balance', available: '0.00', currency: 'USD', livemode: false });
      expect((await call(null, 'GET', '/api/v1/balance')).status).toBe(401);
      expect((await call(key, 'GET', '/api/v1/balance?currency=USD')).status).toBe(400);
    });
  });

  describe('bodies: parsed by one schema each (issue 49)', () => {
    it('checkouts: a lowercase currency is stored upper case, text trimmed; unknown parameters and other types are refused in the error shape', async () => {
      const key = await createKey(t, owner, 'Schemas');
      const orderId = `LOW-${randomUUID()}`;
      const created = await call<{ id: string; currency: string; orderId: string; responseUrl: string }>(
        key,
        'POST',
        '/api/v1/checkouts',
        checkoutBody({ currency: 'usd', orderId: `  ${orderId} `, responseUrl: ' https://merchant.test/done ' }),
      );
      expect(created.status).toBe(201);
      expect([created.body.currency, created.body.orderId, created.body.responseUrl]).toEqual(['USD', orderId, 'https://merchant.test/done']);
      const row = await em().findOneOrFail(WebPayment, { id: created.body.id });
      expect([row.currency, row.orderId, row.amountCents, row.metadata]).toEqual(['USD', orderId, 45_000, { room: '12', guests: '2' }]);

      const before = await em().count(WebPayment, {});
      const unknown = await call(key, 'POST', '/api/v1/checkouts', { ...checkoutBody(), amout: '5.00' });
      expect(unknown.status).toBe(400);
      expect(errorOf(unknown)).toEqual({
        type: 'invalid_request_error',
        code: PARAMETER_UNKNOWN,
        message: REST_BODY_MESSAGES.unknown('amout'),
        param: 'amout',
        fields: { amout: REST_BODY_MESSAGES.unknown('amout') },
        request_id: unknown.headers.get('x-request-id'),
      });
      const wrongTypes = await call(key, 'POST', '/api/v1/checkouts', checkoutBody({ amount: true, orderId: 7, metadata: 'room 12', extra: null }));
      expect(wrongTypes.status).toBe(400);
      expect(errorOf(wrongTypes)).toEqual({
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        message: CHECKOUT_CREATE_MESSAGES.amountInvalid,
        param: 'amount',
        fields: {
          amount: CHECKOUT_CREATE_MESSAGES.amountInvalid,
          orderId: CHECKOUT_CREATE_MESSAGES.orderId,
          metadata: CHECKOUT_CREATE_MESSAGES.metadata,
          extra: REST_BODY_MESSAGES.unknown('extra'),
        },
        request_id: wrongTypes.headers.get('x-request-id'),
      });
      expect(await em().count(WebPayment, {})).toBe(before);
    });

    it('refunds: other types and unknown parameters are refused in the error shape, nothing is refunded', async () => {
      const key = await createKey(t, owner, 'Refund schemas');
      const c = await paidCheckout(key);
      const path = `/api/v1/checkouts/${c.id}/refunds`;
      const refused = await call(key, 'POST', path, { amount: '5.00', reason: 'other', notes: 42, memo: 'x' });
      expect(refused.status).toBe(400);
      expect(errorOf(refused)).toEqual({
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        message: REST_BODY_MESSAGES.text('notes'),
        param: 'notes',
        fields: { notes: REST_BODY_MESSAGES.text('notes'), memo: REST_BODY_MESSAGES.unknown('memo') },
        request_id: refused.headers.get('x-request-id'),
      });
      expect((await call(key, 'POST', path, { amount: '5.00', reason: 'duplicateCharges', reasons: 'x' })).body.error).toMatchObject({
        code: PARAMETER_UNKNOWN,
        param: 'reasons',
      });
      expect(await em().count(Refund, { webPaymentId: c.id })).toBe(0);
      // Texts are stored trimmed, the amount as the cents sent.
      const created = await call<{ id: string }>(key, 'POST', path, { amount: 12.3, reason: 'other', notes: '  Late check-in ', description: ' Room 12 ' });
      expect(created.status).toBe(201);
      const row = await em().findOneOrFail(Refund, { id: created.body.id });
      const lines = await em().find(RefundLineItem, { refund: row.id });
      expect([row.subtotalCents, row.notes, lines.map((l) => [l.description, l.amountCents])]).toEqual([1230, 'Late check-in', [['Room 12', 1230]]]);
    });
  });

  describe('Idempotency-Key on every POST', () => {
    it('refunds: the first answer is replayed byte for byte, other parameters get 422, five at once create one refund', async () => {
      const key = await createKey(t, owner, 'Idempotent refunds');
      const c = await paidCheckout(key);
      const path = `/api/v1/checkouts/${c.id}/refunds`;
      const body = { amount: '20.00', reason: 'duplicateCharges' };
      const first = await call<{ id: string }>(key, 'POST', path, body, { 'idempotency-key': 'refund-1' });
      expect(first.status).toBe(201);
      const again = await call(key, 'POST', path, { reason: 'duplicateCharges', amount: '20.00' }, { 'idempotency-key': 'refund-1' });
      expect([again.status, again.text, again.headers.get('idempotent-replayed')]).toEqual([201, first.text, 'true']);
      expect(await em().count(Refund, { webPaymentId: c.id })).toBe(1);

      const reused = await call(key, 'POST', path, { ...body, amount: '21.00' }, { 'idempotency-key': 'refund-1' });
      expect(reused.status).toBe(422);
      expect(errorOf(reused)).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_reused', param: null });
      // The same key on another route is other parameters too.
      expect((await call(key, 'POST', '/api/v1/checkouts', { amount: '1.00' }, { 'idempotency-key': 'refund-1' })).status).toBe(422);

      // A refusal is stored and replayed too, with the request id of the request that was answered.
      const bad = await call(key, 'POST', path, { amount: '0', reason: 'duplicateCharges' }, { 'idempotency-key': 'refund-bad' });
      const badAgain = await call(key, 'POST', path, { amount: '0', reason: 'duplicateCharges' }, { 'idempotency-key': 'refund-bad' });
      expect([bad.status, badAgain.status, badAgain.text]).toEqual([400, 400, bad.text]);
      expect(badAgain.body.error?.request_id).toBe(bad.headers.get('x-request-id'));

      const racing = await Promise.all(
        Array.from({ length: 5 }, () => call(key, 'POST', path, { amount: '5.00', reason: 'duplicateCharges' }, { 'idempotency-key': 'refund-race' })),
      );
      expect(racing.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      expect(racing.filter((r) => r.status === 201).length).toBeGreaterThanOrEqual(1);
      expect(await em().count(Refund, { webPaymentId: c.id, requestedAmountCents: { $lt: 2000 } })).toBe(1);
      for (const r of racing.filter((x) => x.status === 409)) expect(errorOf(r)).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_in_use' });
    });

    it('checkouts: five at once with one key create one checkout', async () => {
      const key = await createKey(t, owner, 'Idempotent checkouts');
      const body = { amount: '12.00', orderId: `RACE-${randomUUID()}`, responseUrl: 'https://merchant.test/ok', cancelUrl: 'https://merchant.test/no' };
      const racing = await Promise.all(
        Array.from({ length: 5 }, () => call<{ id: string }>(key, 'POST', '/api/v1/checkouts', body, { 'idempotency-key': 'checkout-race' })),
      );
      expect(racing.every((r) => r.status === 201 || r.status === 409)).toBe(true);
      const ids = new Set(racing.filter((r) => r.status === 201).map((r) => r.body.id));
      expect(ids.size).toBe(1);
      const rows = await em().execute<{ n: string }[]>('select count(*) as n from web_payment where order_id = ?', [body.orderId]);
      expect(Number(rows[0].n)).toBe(1);
    });
  });

  describe('errors: one shape, the right status, the request id', () => {
    it("400, 401, 404, 409, 422 and 500 (without internals), each with the answer's request id", async () => {
      const key = await createKey(t, owner, 'Errors');
      const invalid = await call(key, 'GET', '/api/v1/checkouts?limit=1000');
      expect(invalid.status).toBe(400);
      expect(errorOf(invalid)).toEqual({
        type: 'invalid_request_error',
        code: 'parameter_invalid',
        param: 'limit',
        message: 'limit must be a whole number from 1 to 100',
        fields: { limit: 'limit must be a whole number from 1 to 100' },
        request_id: invalid.headers.get('x-request-id'),
      });
      const unauthorized = await call(null, 'GET', '/api/v1/refunds/x', undefined, { 'x-request-id': 'merchant-req-7' });
      expect(unauthorized.status).toBe(401);
      expect(errorOf(unauthorized)).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key', param: null, request_id: 'merchant-req-7' });
      const missing = await call(key, 'GET', `/api/v1/checkouts/${randomUUID()}`);
      expect([missing.status, errorOf(missing).code]).toEqual([404, 'resource_missing']);
      const noRoute = await call(key, 'GET', '/api/v1/checkout');
      expect([noRoute.status, errorOf(noRoute).code, noRoute.body.error?.message]).toEqual([
        404,
        'route_missing',
        'Unrecognized request URL: /api/v1/checkout',
      ]);
      // Not under /api/v1: Nest's own answer, as before.
      expect(((await (await fetch(`${t.url}/api/nothing-here`, { method: 'POST' })).json()) as { statusCode?: number }).statusCode).toBe(404);

      // A request still being answered under a key: 409.
      const keyRow = await em().findOneOrFail(MerchantKey, { apiKey: key.apiKey });
      const body = { amount: '1.00', responseUrl: 'https://merchant.test/ok', cancelUrl: 'https://merchant.test/no' };
      await em().execute(`insert into api_idempotency_key (id, organization_id, key, request_hash, created_at) values (?, ?, 'in-flight', ?, now())`, [
        randomUUID(),
        keyRow.organization.id,
        idempotencyRequestHash({ method: 'POST', path: '/api/v1/checkouts', body }),
      ]);
      const busy = await call(key, 'POST', '/api/v1/checkouts', body, { 'idempotency-key': 'in-flight' });
      expect(busy.status).toBe(409);
      expect(errorOf(busy)).toMatchObject({ type: 'idempotency_error', code: 'idempotency_key_in_use' });
      const reused = await call(key, 'POST', '/api/v1/checkouts', { ...body, amount: '2.00' }, { 'idempotency-key': 'in-flight' });
      expect([reused.status, errorOf(reused).code]).toEqual([422, 'idempotency_key_reused']);
      expect((await call(key, 'POST', '/api/v1/checkouts', body, { 'idempotency-key': 'x'.repeat(256) })).status).toBe(400);

      // Our own failure: 500 api_error, the details in our log only; the key is freed for a retry.
      const c = await paidCheckout(key);
      const spy = jest.spyOn(t.app.get(RefundsService), 'availableForKey').mockRejectedValueOnce(new Error('connection to 10.1.2.3 failed: password=hunter2'));
      const failed = await call(
        key,
        'POST',
        `/api/v1/checkouts/${c.id}/refunds`,
        { amount: '1.00', reason: 'duplicateCharges' },
        { 'idempotency-key': 'after-500' },
      );
      spy.mockRestore();
      expect(failed.status).toBe(500);
      expect(errorOf(failed)).toMatchObject({ type: 'api_error', code: 'internal_error', param: null });
      expect(failed.text).not.toMatch(/hunter2|10\.1\.2\.3|Error:|at /);
      expect(
        (await call(key, 'POST', `/api/v1/checkouts/${c.id}/refunds`, { amount: '1.00', reason: 'duplicateCharges' }, { 'idempotency-key': 'after-500' }))
          .status,
      ).toBe(201);

      // Malformed JSON is the caller's error, in the same shape.
      const malformed = await fetch(`${t.url}/api/v1/checkouts/${c.id}/refunds`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: basic(key.apiKey, key.secretKey!) },
        body: '{"amount":',
      });
      expect(malformed.status).toBe(400);
      const malformedBody = (await malformed.json()) as ApiErrorBody;
      expect(malformedBody.error).toMatchObject({
        type: 'invalid_request_error',
        code: 'body_invalid',
        param: null,
        request_id: malformed.headers.get('x-request-id'),
      });
      // A body over the parser's limit (100 kB) is 413, in the same shape.
      const huge = await call(key, 'POST', '/api/v1/checkouts', { ...body, orderId: 'x'.repeat(200_000) });
      expect([huge.status, huge.body.error?.code]).toEqual([413, 'body_too_large']);
    });

    it('429 with Retry-After once a key spends its burst; other keys are not affected; the key works again after Retry-After', async () => {
      // The limiter's clock is the test's: the burst is spent at one instant, and the refill is
      // checked by turning the clock, not by waiting for it.
      const limiter = t.app.get(ApiRateLimiter);
      const monotonic = limiter.now;
      let clock = monotonic();
      limiter.now = () => clock;
      try {
        const key = await createKey(t, owner, 'Busy');
        const statuses: number[] = [];
        let limited: Awaited<ReturnType<typeof call>> | undefined;
        for (let i = 0; i < 35 && !limited; i++) {
          const r = await call(key, 'GET', '/api/v1/checkouts?limit=1');
          statuses.push(r.status);
          if (r.status === 429) limited = r;
        }
        // Burst 30 at 1 a second, the clock standing still: exactly the first 30 pass.
        expect(statuses).toEqual([...Array<number>(30).fill(200), 429]);
        const retryAfter = Number(limited!.headers.get('retry-after'));
        expect(retryAfter).toBe(1);
        expect(errorOf(limited!)).toMatchObject({ type: 'rate_limit_error', code: 'rate_limited', param: null });
        const other = await createKey(t, owner, 'Quiet');
        expect((await call(other, 'GET', '/api/v1/checkouts?limit=1')).status).toBe(200);
        // Just before Retry-After the key is still refused; at it, it works again.
        clock += retryAfter * 1000 - 1;
        expect((await call(key, 'GET', '/api/v1/checkouts?limit=1')).status).toBe(429);
        clock += 1;
        expect((await call(key, 'GET', '/api/v1/checkouts?limit=1')).status).toBe(200);
      } finally {
        limiter.now = monotonic;
      }
    });
  });

  describe('strict as the document (issue 45, decision 0187)', () => {
    it('refuses a query parameter the operation does not declare with 400 naming it, on every route', async () => {
      const key = await createKey(t, owner, 'Strict query');
      for (const [method, path] of [
        ['GET', '/api/v1/checkouts?limit=1&expand=data'],
        ['GET', `/api/v1/checkouts/${randomUUID()}?expand=data`],
        ['GET', '/api/v1/events?expand=data'],
        ['POST', '/api/v1/checkouts?expand=data'],
      ] as const) {
        const r = await call(key, method, path, method === 'POST' ? checkoutBody() : undefined);
        expect([path, r.status]).toEqual([path, 400]);
        expect(errorOf(r)).toMatchObject({ code: PARAMETER_UNKNOWN, param: 'expand', message: REST_BODY_MESSAGES.unknown('expand') });
      }
      // The declared ones still work.
      expect((await call(key, 'GET', '/api/v1/checkouts?limit=1')).status).toBe(200);
    });

    it('answers a method the path does not have with 405 and Allow, OPTIONS with 204 and Allow; an unknown path is 404', async () => {
      const key = await createKey(t, owner, 'Strict methods');
      for (const method of ['TRACE', 'DELETE', 'PUT', 'PATCH']) {
        const r = await rawRequest(`${t.url}/api/v1/checkouts`, method, { authorization: basic(key.apiKey, key.secretKey!) });
        expect([method, r.status, r.headers.allow]).toEqual([method, 405, 'GET, POST, HEAD, OPTIONS']);
        expect((JSON.parse(r.text) as ApiErrorBody).error).toMatchObject({ code: 'method_not_allowed', request_id: r.headers['x-request-id'] });
      }
      const post = await fetch(`${t.url}/api/v1/refunds/${randomUUID()}`, { method: 'POST' });
      expect([post.status, post.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
      const options = await fetch(`${t.url}/api/v1/checkouts/${randomUUID()}/refunds`, { method: 'OPTIONS' });
      expect([options.status, options.headers.get('allow')]).toEqual([204, 'POST, OPTIONS']);
      const missing = await call(key, 'GET', '/api/v1/nothing-here');
      expect([missing.status, errorOf(missing).code]).toEqual([404, 'route_missing']);
    });

    it('a cursor of the right shape naming nothing is 404, a malformed one 400', async () => {
      const key = await createKey(t, owner, 'Strict cursor');
      const unknown = await call(key, 'GET', `/api/v1/checkouts?starting_after=${randomUUID()}`);
      expect([unknown.status, errorOf(unknown).code, errorOf(unknown).param]).toEqual([404, 'resource_missing', 'starting_after']);
      const malformed = await call(key, 'GET', '/api/v1/events?starting_after=not-an-event');
      expect([malformed.status, errorOf(malformed).param]).toEqual([400, 'starting_after']);
      const noEvent = await call(key, 'GET', `/api/v1/events?starting_after=evt_${'a'.repeat(24)}`);
      expect([noEvent.status, errorOf(noEvent).code]).toEqual([404, 'resource_missing']);
    });

    it("another key's failed attempts from the same address never lock out a merchant's key", async () => {
      const key = await createKey(t, owner, 'Beside a guesser');
      for (let i = 0; i < 12; i++) {
        const r = await fetch(`${t.url}/api/v1/checkouts?limit=1`, { headers: { authorization: basic(`pk_live_guess${i % 2}`, 'wrong') } });
        expect(r.status).toBe(401);
      }
      const guessed = await fetch(`${t.url}/api/v1/checkouts?limit=1`, { headers: { authorization: basic('pk_live_guess0', 'wrong') } });
      expect(guessed.status).toBe(401);
      for (let i = 0; i < 10; i++) await fetch(`${t.url}/api/v1/checkouts?limit=1`, { headers: { authorization: basic(key.apiKey, 'wrong') } });
      // Ten failures for this key: it is throttled for its guesser's address, as before (401 with Retry-After).
      const throttled = await fetch(`${t.url}/api/v1/checkouts?limit=1`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
      expect([throttled.status, Number(throttled.headers.get('retry-after')) > 0]).toEqual([401, true]);
      const other = await createKey(t, owner, 'Unaffected');
      expect((await call(other, 'GET', '/api/v1/checkouts?limit=1')).status).toBe(200);
    });
  });

  describe('the OpenAPI document', () => {
    it('is served without a key at /api/v1/openapi.json, valid OpenAPI 3.1, and names every /api/v1 route with its errors', async () => {
      const res = await fetch(`${t.url}${OPENAPI_PATH}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBeTruthy();
      const document = (await res.json()) as {
        openapi: string;
        paths: Record<string, Record<string, { operationId: string; responses: Record<string, unknown> }>>;
      };
      expect(document.openapi).toBe('3.1.0');
      const { Validator } = await import('@seriousme/openapi-schema-validator');
      const validator = new Validator();
      const result = await validator.validate(document);
      expect(result.errors).toBeUndefined();
      expect(result.valid).toBe(true);
      expect(validator.version).toBe('3.1');

      // Every route the server answers under /api/v1 (but the document itself) is documented.
      const router = (t.app.getHttpAdapter().getInstance() as { router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] } }).router;
      const served = router.stack
        .filter((layer) => layer.route?.path.startsWith('/api/v1/') && layer.route.path !== OPENAPI_PATH)
        .flatMap((layer) => Object.keys(layer.route!.methods).map((m) => `${m.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`))
        .sort();
      const documented = Object.entries(document.paths)
        .flatMap(([path, ops]) =>
          Object.keys(ops)
            .filter((m) => m !== 'parameters')
            .map((m) => `${m.toUpperCase()} ${path}`),
        )
        .sort();
      expect(served).toEqual(
        expect.arrayContaining([
          'POST /api/v1/checkouts',
          'GET /api/v1/checkouts',
          'GET /api/v1/checkouts/{id}',
          'POST /api/v1/checkouts/{id}/refunds',
          'GET /api/v1/refunds/{id}',
        ]),
      );
      expect(documented).toEqual(served);
      for (const [path, ops] of Object.entries(document.paths)) {
        for (const op of Object.values(ops)) {
          expect([path, op.operationId]).toEqual([path, expect.any(String)]);
          expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(['401', '429', '500']));
        }
      }
      expect(Object.keys(document.paths['/api/v1/checkouts/{id}/refunds'].post.responses)).toEqual(expect.arrayContaining(['201', '400', '404', '409', '422']));
      // Issue 45: every operation answers 400 (an unknown query parameter), every answer names its
      // headers, and each create links to the reads that take its id.
      const created = document.paths['/api/v1/checkouts'].post.responses['201'] as {
        headers: Record<string, unknown>;
        links: Record<string, { operationId: string }>;
      };
      expect(Object.values(created.links).map((l) => l.operationId)).toEqual(['retrieveCheckout', 'createRefund', 'listCheckouts']);
      expect(Object.keys(created.headers)).toEqual(['X-Request-Id', 'Idempotent-Replayed']);
      const refundCreated = document.paths['/api/v1/checkouts/{id}/refunds'].post.responses['201'] as { links: Record<string, { operationId: string }> };
      expect(Object.values(refundCreated.links).map((l) => l.operationId)).toEqual(['retrieveRefund']);
      for (const ops of Object.values(document.paths)) {
        for (const op of Object.values(ops)) {
          expect(Object.keys(op.responses)).toContain('400');
          for (const response of Object.values(op.responses)) expect(Object.keys((response as { headers: object }).headers)).toContain('X-Request-Id');
        }
      }
      const retryAfter = document.paths['/api/v1/checkouts'].get.responses['429'] as { headers: Record<string, unknown> };
      expect(Object.keys(retryAfter.headers)).toContain('Retry-After');
    });

    it('describes each POST body and list query by the zod schema that parses it (issue 49)', async () => {
      const document = (await (await fetch(`${t.url}${OPENAPI_PATH}`)).json()) as {
        paths: Record<string, Record<string, { requestBody?: { required?: boolean; content: Record<string, { schema: { $ref?: string } }> } }>>;
        components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
      };
      const bodyOf = (path: string) => {
        const body = document.paths[path].post.requestBody;
        expect(body?.required).toBe(true);
        const ref = body?.content['application/json'].schema.$ref ?? '';
        return document.components.schemas[ref.replace('#/components/schemas/', '')];
      };
      const checkout = bodyOf('/api/v1/checkouts');
      const refund = bodyOf('/api/v1/checkouts/{id}/refunds');
      expect(checkout).toEqual(restBodyJsonSchema(CheckoutCreateFields));
      expect(refund).toEqual(restBodyJsonSchema(RefundCreateFields));
      // Every field the schemas parse is in the document, and no other.
      expect(Object.keys(checkout.properties ?? {})).toEqual(['amount', 'currency', 'orderId', 'responseUrl', 'cancelUrl', 'metadata']);
      expect(Object.keys(checkout.properties ?? {})).toEqual(Object.keys(CheckoutCreateFields.shape));
      expect(checkout.required).toEqual(['amount', 'responseUrl', 'cancelUrl']);
      expect(Object.keys(refund.properties ?? {})).toEqual(Object.keys(RefundCreateFields.shape));
      expect(refund.required).toEqual(['amount', 'reason']);
      expect(Object.keys(document.components.schemas).filter((name) => /Create.*Dto$/.test(name))).toEqual([]);

      // The lists' query parameters too: one per field of the query schema, with its JSON Schema.
      const parameters = (path: string) =>
        ((document.paths[path].get as { parameters?: { name: string; in: string; schema?: unknown }[] }).parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, p.schema]);
      const queryOf = (schema: Parameters<typeof restBodyJsonSchema>[0]) =>
        Object.entries(restBodyJsonSchema(schema).properties ?? {}).map(([name, property]) => {
          const { description: _, ...rest } = property as Record<string, unknown>;
          return [name, rest];
        });
      expect(parameters('/api/v1/checkouts')).toEqual(queryOf(CheckoutListQuery));
      expect(parameters('/api/v1/events')).toEqual(queryOf(EventListQuery));
      expect(parameters('/api/v1/checkouts').map(([name]) => name)).toEqual(['limit', 'starting_after']);
      expect(parameters('/api/v1/events')[0]).toEqual(['limit', { type: 'integer', minimum: 1, maximum: 100, default: 10 }]);
    });
  });
});
