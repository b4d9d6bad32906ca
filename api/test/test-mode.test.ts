import { MikroORM } from '@mikro-orm/postgresql';

import { CheckoutPayment } from '../src/checkouts/checkout-payment.entity';
import { WebPayment } from '../src/checkouts/web-payment.entity';
import { ledgerSqlChecks } from '../src/ledger/ledger-audit.checks';
import { Card } from '../src/payments/card.entity';
import { PaymentGateway } from '../src/payments/payment-gateway.entity';
import { ProcessorRegistry } from '../src/payments/processor-registry';
import { Refund } from '../src/refunds/refund.entity';
import { basic, type MerchantKeyResult, restCheckout } from './support/checkout-fixtures';
import { DISPUTE_CARD } from './support/dispute-fixtures';
import { otherMerchantOwner } from './support/invoice-fixtures';
import { journalLinesOf } from './support/ledger-fixtures';
import { sandboxToken } from './support/sandbox-spy';
import { createTransfer } from './support/transfer-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// Test mode (issue 14): pk_test_/sk_test_ keys make test checkouts, always charged at the
// Sandbox, that no ledger journal, transfer, report or dashboard counts; REST answers and webhook
// events say livemode false. Live keys behave as before.

const CREATE_KEYS = 'mutation($name: String!, $live: Boolean) { createKeys(name: $name, livemode: $live) { id name apiKey secretKey isActive livemode } }';
const KEYS = '{ merchantKeys { apiKey livemode } }';
const PAY = `mutation($key: String, $token: String, $provider: PaymentProvider, $anet: String) { payWebPayment(accessKey: $key, stripeToken: $token,
  authorizeNetToken: $anet, provider: $provider, customerName: "Jane Payer", customerEmail: "jane@example.test", zipCode: "11001",
  phoneNumber: "+975 17 000000") { status } }`;
const LIST = `query($live: Boolean, $hasTransfer: Boolean) { webPayments(first: 1000, livemode: $live, hasTransfer: $hasTransfer) {
  items { id code livemode } } }`;
const DISBURSE = 'mutation($id: ID!) { disburseWebPayment(id: $id) { id status } }';
const REFUNDS = 'query($live: Boolean) { refunds(first: 1000, livemode: $live) { items { id livemode } } }';
const DISPUTES = 'query($live: Boolean) { disputes(first: 1000, livemode: $live) { items { id livemode webPaymentId } } }';
const MERCHANT_DASHBOARD = `query($live: Boolean) { merchantDashboard(livemode: $live) { livemode grossCents netCents payableBalanceCents
  invoices { paid unpaid } checkouts { paid unpaid } disputes { count amountCents } disputeDeadlines { total items { id } } } }`;
const PLATFORM_DISPUTES = '{ platformDashboard { disputesByStatus { status count } } }';
const REPORT = 'mutation($s: DateTime!, $e: DateTime!) { summaryOfCheckout(startDate: $s, endDate: $e) { success } }';

// The live checkouts here are paid at the Sandbox although processors have keys: the explicit
// opt-in (SANDBOX_LIVE_PAYMENTS=1) lets it, as processor-routing.test.ts shows it is refused without.
const PROCESSOR_ENV = {
  STRIPE_SECRET_KEY: 'sk_test_not_called',
  AUTHORIZE_NET_LOGIN_ID: 'login',
  AUTHORIZE_NET_TRANSACTION_KEY: 'key',
  SANDBOX_LIVE_PAYMENTS: '1',
};

describe('test mode: test keys, test checkouts (real PostgreSQL + Temporal + Sandbox)', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let liveKey: MerchantKeyResult;
  let testKey: MerchantKeyResult;

  beforeAll(async () => {
    // Stripe and Authorize.Net configured (never reached: only test checkouts are paid here).
    // The Sandbox opens disputes after 300 ms here (the 0259 card), and reads its queue often.
    Object.assign(process.env, PROCESSOR_ENV, { SANDBOX_DISPUTE_DELAY_MS: '300', SANDBOX_WEBHOOK_POLL_MS: '100' });
    t = await createTestApp({ worker: true });
    [owner, bank] = await Promise.all([t.login('owner@demo.test'), t.login('bank.admin@demo.test')]);
    const key = async (name: string, live?: boolean) => (await t.gql<{ createKeys: MerchantKeyResult }>(CREATE_KEYS, { name, live }, owner)).data!.createKeys;
    liveKey = await key('Live site');
    testKey = await key('Staging site', false);
  });
  afterAll(async () => {
    await t.close();
    for (const k of [...Object.keys(PROCESSOR_ENV), 'SANDBOX_DISPUTE_DELAY_MS', 'SANDBOX_WEBHOOK_POLL_MS']) delete process.env[k];
  });

  const em = () => t.app.get(MikroORM).em.fork();
  const pay = async (accessKey: string, provider: string, authorizeNet = false, card?: string) => {
    const token = await sandboxToken(t, card);
    const r = await t.gql<{ payWebPayment: { status: string } }>(PAY, { key: accessKey, provider, ...(authorizeNet ? { anet: token } : { token }) });
    if (r.data?.payWebPayment.status !== 'paid') throw new Error(`pay failed: ${JSON.stringify(r)}`);
  };
  const routeCardsTo = async (gateway: string) => {
    const e = em();
    const target = await e.findOneOrFail(PaymentGateway, { name: gateway as PaymentGateway['name'] });
    await e.nativeUpdate(Card, {}, { paymentGateway: target.id });
  };
  const paidTestCheckout = async (provider = 'stripe') => {
    const c = await restCheckout(t, testKey);
    await pay(c.accessKey, provider, provider === 'authorizeNet');
    return c;
  };

  it('creates live keys by default and test keys on request, with their prefixes', async () => {
    expect(liveKey).toMatchObject({ livemode: true, apiKey: expect.stringMatching(/^pk_live_/), secretKey: expect.stringMatching(/^sk_live_/) });
    expect(testKey).toMatchObject({ livemode: false, apiKey: expect.stringMatching(/^pk_test_/), secretKey: expect.stringMatching(/^sk_test_/) });
    const listed = (await t.gql<{ merchantKeys: { apiKey: string; livemode: boolean }[] }>(KEYS, {}, owner)).data!.merchantKeys;
    expect(listed).toEqual(
      expect.arrayContaining([
        { apiKey: testKey.apiKey, livemode: false },
        { apiKey: liveKey.apiKey, livemode: true },
      ]),
    );
  });

  it('a test key makes test checkouts (livemode false over REST); a live key live ones', async () => {
    const test = await restCheckout(t, testKey);
    const live = await restCheckout(t, liveKey);
    expect(test.livemode).toBe(false);
    expect(live.livemode).toBe(true);
    const read = await fetch(`${t.url}/api/v1/checkouts/${test.id}`, { headers: { authorization: basic(testKey.apiKey, testKey.secretKey!) } });
    expect(await read.json()).toMatchObject({ id: test.id, livemode: false });
    expect((await em().findOneOrFail(WebPayment, { id: test.id })).livemode).toBe(false);
    // The back office's list filters by mode.
    const tests = (await t.gql<{ webPayments: { items: { id: string; livemode: boolean }[] } }>(LIST, { live: false }, owner)).data!.webPayments.items;
    expect(tests.map((c) => c.id)).toContain(test.id);
    expect(tests.every((c) => !c.livemode)).toBe(true);
    const lives = (await t.gql<{ webPayments: { items: { id: string }[] } }>(LIST, { live: true }, owner)).data!.webPayments.items.map((c) => c.id);
    expect(lives).toContain(live.id);
    expect(lives).not.toContain(test.id);
  });

  it('charges a test checkout at the Sandbox even when card routing says Stripe or Authorize.Net', async () => {
    const registry = t.app.get(ProcessorRegistry);
    expect(registry.available()).toEqual(expect.arrayContaining(['sandbox', 'stripe', 'authorizeNet']));
    await routeCardsTo('stripe');
    try {
      expect(await registry.gatewayForBrand('Visa')).toBe('stripe');
      const viaStripe = await paidTestCheckout('stripe');
      await routeCardsTo('authorizeNet');
      const viaAnet = await paidTestCheckout('authorizeNet');
      for (const c of [viaStripe, viaAnet]) {
        const payment = await em().findOneOrFail(CheckoutPayment, { webPayment: c.id, status: 'succeeded' });
        expect(payment.processor).toBe('sandbox');
        const row = await em().findOneOrFail(WebPayment, { id: c.id }, { populate: ['paymentGateway'] });
        expect([row.status, row.paymentGateway?.name]).toEqual(['paid', 'sandbox']);
      }
    } finally {
      await routeCardsTo('sandbox');
    }
  });

  it('posts no ledger journal for a test checkout and its refund; the ledger audits stay clean', async () => {
    const test = await paidTestCheckout('sandbox');
    const live = await restCheckout(t, liveKey);
    await pay(live.accessKey, 'sandbox');
    expect(await journalLinesOf(em(), test.id)).toEqual([]);
    expect((await journalLinesOf(em(), live.id)).length).toBeGreaterThan(0);

    // A refund of a test checkout is a test refund (REST and row).
    const refund = await fetch(`${t.url}/api/v1/checkouts/${test.id}/refunds`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: basic(testKey.apiKey, testKey.secretKey!) },
      body: JSON.stringify({ amount: '10.00', reason: 'cancellationByCustomer' }),
    });
    const body = (await refund.json()) as { id: string; livemode: boolean };
    expect([refund.status, body.livemode]).toEqual([201, false]);
    expect((await em().findOneOrFail(Refund, { id: body.id })).livemode).toBe(false);
    // On screen: the refund says livemode false; a merchant's live list leaves it out, its test list holds it.
    const refunds = async (live: boolean | null) =>
      (await t.gql<{ refunds: { items: { id: string; livemode: boolean }[] } }>(REFUNDS, { live }, owner)).data!.refunds.items;
    expect((await refunds(null)).find((r) => r.id === body.id)?.livemode).toBe(false);
    expect((await refunds(false)).map((r) => r.id)).toContain(body.id);
    expect((await refunds(true)).map((r) => r.id)).not.toContain(body.id);

    expect((await ledgerSqlChecks(em())).differences).toEqual([]);
  });

  it('never pays out a test checkout: not offered for a transfer, refused by the transfer and by Disburse', async () => {
    const test = await paidTestCheckout('sandbox');
    const candidates = (await t.gql<{ webPayments: { items: { id: string }[] } }>(LIST, { hasTransfer: false }, bank)).data!.webPayments.items;
    expect(candidates.map((c) => c.id)).not.toContain(test.id);
    const transfer = await createTransfer(t, bank, { checkoutIds: [test.id] });
    expect(transfer.errors?.[0]).toBeDefined();
    expect((await em().findOneOrFail(WebPayment, { id: test.id })).transferId).toBeNull();
    const disbursed = await t.gql(DISBURSE, { id: test.id }, bank);
    expect(disbursed.errors?.[0]?.message).toBe('A test checkout is never paid out.');
    expect((await em().findOneOrFail(WebPayment, { id: test.id })).status).toBe('paid');
  });

  it('a dispute of a test checkout is a test dispute: livemode false in GraphQL, lists and its webhook; no journal; out of the live dashboards', async () => {
    const test = await restCheckout(t, testKey);
    await pay(test.accessKey, 'sandbox', false, DISPUTE_CARD);
    type Row = { id: string; livemode: boolean; webPaymentId: string | null };
    const disputes = async (live: boolean | null) => (await t.gql<{ disputes: { items: Row[] } }>(DISPUTES, { live }, owner)).data!.disputes.items;
    const dispute = await eventually(async () => (await disputes(null)).find((d) => d.webPaymentId === test.id));
    expect(dispute.livemode).toBe(false);
    expect((await disputes(false)).map((d) => d.id)).toContain(dispute.id);
    expect((await disputes(true)).map((d) => d.id)).not.toContain(dispute.id);
    expect(await journalLinesOf(em(), dispute.id)).toEqual([]);
    expect((await ledgerSqlChecks(em())).differences).toEqual([]);

    // Its webhook event (REST object) says livemode false.
    const created = await eventually(async () => {
      const res = await fetch(`${t.url}/api/v1/events?type=dispute.created&limit=100`, {
        headers: { authorization: basic(testKey.apiKey, testKey.secretKey!) },
      });
      const all = ((await res.json()) as { data: { livemode: boolean; data: { object: { id: string; livemode: boolean } } }[] }).data;
      return all.find((e) => e.data.object.id === dispute.id);
    });
    expect([created.livemode, created.data.object.livemode]).toEqual([false, false]);

    // Over REST (issue 45): the test key lists and reads it; a live key of the same organization,
    // and another merchant's key, read it as missing and list none of it.
    const rest = async (key: MerchantKeyResult, path: string) => {
      const res = await fetch(`${t.url}/api/v1/disputes${path}`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
      return { status: res.status, body: (await res.json()) as { id?: string; livemode?: boolean; data?: { id: string }[]; error?: { code: string } } };
    };
    expect((await rest(testKey, `/${dispute.id}`)).body).toMatchObject({ id: dispute.id, object: 'dispute', livemode: false, checkoutId: test.id });
    expect((await rest(testKey, '?limit=100')).body.data!.map((d) => d.id)).toContain(dispute.id);
    expect((await rest(liveKey, '?limit=100')).body.data!.map((d) => d.id)).not.toContain(dispute.id);
    const hotelKey = (
      await t.gql<{ createKeys: MerchantKeyResult }>(
        'mutation { createKeys(name: "Hotel (disputes)", livemode: false) { id apiKey secretKey } }',
        {},
        await otherMerchantOwner(t),
      )
    ).data!.createKeys;
    for (const key of [liveKey, hotelKey]) {
      const read = await rest(key, `/${dispute.id}`);
      expect([read.status, read.body.error?.code]).toEqual([404, 'resource_missing']);
      expect((await rest(key, `?starting_after=${dispute.id}`)).status).toBe(404);
    }
    expect((await rest(hotelKey, '?limit=100')).body.data!.map((d) => d.id)).not.toContain(dispute.id);
    expect((await rest(testKey, '?limit=0')).status).toBe(400);

    // The platform's disputes by status count live disputes only.
    const pg = await t.login('pg.admin@demo.test');
    const byStatus = (await t.gql<{ platformDashboard: { disputesByStatus: { count: number }[] } }>(PLATFORM_DISPUTES, {}, pg)).data!.platformDashboard
      .disputesByStatus;
    const [counts] = await em().execute<{ live: string; test: string }[]>(
      'select count(*) filter (where livemode) as live, count(*) filter (where not livemode) as test from dispute',
    );
    expect(Number(counts.test)).toBeGreaterThan(0);
    expect(byStatus.reduce((n, s) => n + s.count, 0)).toBe(Number(counts.live));
  });

  it("the merchant's dashboard shows live figures by default and the test objects' when asked (no balance)", async () => {
    type Dash = {
      livemode: boolean;
      grossCents: number;
      payableBalanceCents: number | null;
      invoices: { paid: number; unpaid: number };
      checkouts: { paid: number; unpaid: number };
      disputes: { count: number; amountCents: number };
    };
    const dashboard = async (live: boolean | null) => (await t.gql<{ merchantDashboard: Dash }>(MERCHANT_DASHBOARD, { live }, owner)).data!.merchantDashboard;
    await paidTestCheckout('sandbox');
    await restCheckout(t, testKey); // unpaid
    const org = (await em().findOneOrFail(WebPayment, { livemode: false }, { populate: ['owner'] })).owner.id;
    const [db] = await em().execute<{ paid: string; gross: string; unpaid: string; disputes: string }[]>(
      `select (select count(*) from web_payment where owner_id = ? and not livemode and paid_at > now() - interval '89 days') as paid,
              (select coalesce(sum(amount_cents + transaction_fee_cents), 0) from web_payment where owner_id = ? and not livemode and paid_at > now() - interval '89 days') as gross,
              (select count(*) from web_payment where owner_id = ? and not livemode and status = 'unpaid') as unpaid,
              (select count(*) from dispute where owner_id = ? and not livemode) as disputes`,
      [org, org, org, org],
    );
    const test = await dashboard(false);
    expect(test).toMatchObject({
      livemode: false,
      payableBalanceCents: null,
      grossCents: Number(db.gross),
      invoices: { paid: 0, unpaid: 0 },
      checkouts: { paid: Number(db.paid), unpaid: Number(db.unpaid) },
      disputes: { count: Number(db.disputes) },
    });
    expect(test.checkouts.paid).toBeGreaterThan(0);
    const live = await dashboard(null);
    expect(live.livemode).toBe(true);
    expect(live.payableBalanceCents).not.toBeNull();
    const [liveDb] = await em().execute<{ unpaid: string }[]>(
      `select count(*) as unpaid from web_payment where owner_id = ? and livemode and status = 'unpaid'`,
      [org],
    );
    expect(live.checkouts.unpaid).toBe(Number(liveDb.unpaid));
  });

  it('leaves test checkouts out of the checkout report', async () => {
    const test = await restCheckout(t, testKey);
    const live = await restCheckout(t, liveKey);
    const start = new Date(Date.now() - 86_400_000).toISOString();
    const end = new Date(Date.now() + 86_400_000).toISOString();
    const before = (await t.outbox()).length;
    expect((await t.gql(REPORT, { s: start, e: end }, owner)).data).toEqual({ summaryOfCheckout: { success: true } });
    const mail = await eventually(async () => (await t.outbox()).slice(before).find((m) => m.text.includes('Subject: Checkout Report')));
    const csv = decodeAttachment(mail.text);
    expect(csv).toContain(live.code);
    expect(csv).not.toContain(test.code);
  });

  it('webhook events of test objects say livemode false; live ones true', async () => {
    const test = await paidTestCheckout('sandbox');
    const live = await restCheckout(t, liveKey);
    await pay(live.accessKey, 'sandbox');
    // Each key lists its own mode's events (issue 46).
    const events = async (key: MerchantKeyResult) => {
      const res = await fetch(`${t.url}/api/v1/events?type=checkout.paid&limit=100`, { headers: { authorization: basic(key.apiKey, key.secretKey!) } });
      return ((await res.json()) as { data: { id: string; livemode: boolean; data: { object: { id: string; livemode: boolean } } }[] }).data;
    };
    const seen = await eventually(async () => {
      const t1 = (await events(testKey)).find((e) => e.data.object.id === test.id);
      const l1 = (await events(liveKey)).find((e) => e.data.object.id === live.id);
      return t1 && l1 ? { t1, l1 } : undefined;
    });
    expect([seen.t1.livemode, seen.t1.data.object.livemode]).toEqual([false, false]);
    expect([seen.l1.livemode, seen.l1.data.object.livemode]).toEqual([true, true]);
    // The same on /developer's event list (GraphQL).
    const listed = (
      await t.gql<{ webhookEvents: { items: { id: string; livemode: boolean }[] } }>(
        'query { webhookEvents(type: "checkout.paid", first: 100) { items { id livemode } } }',
        {},
        owner,
      )
    ).data!.webhookEvents.items;
    expect(listed.find((e) => e.id === seen.t1.id)?.livemode).toBe(false);
    expect(listed.find((e) => e.id === seen.l1.id)?.livemode).toBe(true);
  });
});

/** The mail's base64 attachment (the CSV), decoded: the lines that are all base64. */
function decodeAttachment(mail: string): string {
  const lines = mail.split(/\r?\n/).filter((l) => /^[A-Za-z0-9+/=]{20,}$/.test(l));
  return Buffer.from(lines.join(''), 'base64').toString('utf8');
}
