import { MikroORM } from '@mikro-orm/postgresql';

import { type FakeReply, type RecordedRequest, startFakeServer } from './support/fake-http-server';
import { createInvoice, doiId, invoiceInput } from './support/invoice-fixtures';
import { createTestApp, eventually, type TestApp } from './test-app';

// Spec 000 line 74: for the second card gateway the pay page tokenises the card with Accept.js
// and sends the opaque data to payInvoice. Here the API with Authorize.Net's keys, pointed at a
// local server speaking their JSON API (AUTHORIZE_NET_API_URL), and Accept.js at a stand-in's
// address (AUTHORIZE_NET_ACCEPT_JS_URL) that the page is told and the CSP allows.

const BOM = '\uFEFF';
const OK = { resultCode: 'Ok', message: [{ code: 'I00001', text: 'Successful.' }] };
const reply = (body: unknown): FakeReply => ({ status: 200, body, raw: BOM + JSON.stringify(body) });

type Body = { createTransactionRequest?: { refId: string; transactionRequest: { payment: { opaqueData: { dataValue: string } } } } };

/** createTransactionRequest (https://developer.authorize.net/api/reference/#payment-transactions-charge-a-credit-card). */
function answer(req: RecordedRequest): FakeReply {
  const create = (JSON.parse(req.body.replace(/^\uFEFF/, '')) as Body).createTransactionRequest;
  if (!create) return reply({ messages: { resultCode: 'Error', message: [{ code: 'E00003', text: 'Unexpected request.' }] } });
  if (create.transactionRequest.payment.opaqueData.dataValue === 'declined') {
    return reply({
      transactionResponse: { responseCode: '2', transId: '0', errors: [{ errorCode: '2', errorText: 'This transaction has been declined.' }] },
      refId: create.refId,
      messages: { resultCode: 'Error', message: [{ code: 'E00027', text: 'The transaction was unsuccessful.' }] },
    });
  }
  return reply({
    transactionResponse: {
      responseCode: '1',
      authCode: 'HW617E',
      transId: '60001',
      accountNumber: 'XXXX1111',
      accountType: 'Visa',
      messages: [{ code: '1', description: 'This transaction has been approved.' }],
    },
    refId: create.refId,
    messages: OK,
  });
}

const PAY = `mutation($id: ID, $key: String, $token: String, $descriptor: String) {
  payInvoice(invoiceId: $id, accessKey: $key, authorizeNetToken: $token, authorizeNetTokenDescriptor: $descriptor, provider: authorizeNet, cardBrand: "Visa",
    customerName: "Jane Payer", zipCode: "11001", phoneNumber: "+975 17 000000") { id status amount } }`;
const GATEWAY = '{ activePaymentGateway(id: "authorizeNet") { name clientKey apiLoginId acceptJsUrl } }';
const STATUS = 'query($id: ID) { invoice(id: $id) { status } }';
const ENV = ['AUTHORIZE_NET_LOGIN_ID', 'AUTHORIZE_NET_TRANSACTION_KEY', 'AUTHORIZE_NET_CLIENT_KEY', 'AUTHORIZE_NET_API_URL', 'AUTHORIZE_NET_ACCEPT_JS_URL'];
const ACCEPT_JS = 'http://127.0.0.1:4010/v1/Accept.js';

describe('payInvoice with Accept.js opaque data (Authorize.Net configured, Visa routed to it)', () => {
  let server: Awaited<ReturnType<typeof startFakeServer>>;
  let t: TestApp;
  let owner: string;
  const saved = { ...process.env };

  beforeAll(async () => {
    server = await startFakeServer(answer);
    Object.assign(process.env, {
      AUTHORIZE_NET_LOGIN_ID: 'login-id',
      AUTHORIZE_NET_TRANSACTION_KEY: 'txn-key',
      AUTHORIZE_NET_CLIENT_KEY: 'client-key',
      AUTHORIZE_NET_API_URL: `http://127.0.0.1:${server.port}/xml/v1/request.api`,
      AUTHORIZE_NET_ACCEPT_JS_URL: ACCEPT_JS,
    });
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    await t.app
      .get(MikroORM)
      .em.fork()
      .execute(`update card set payment_gateway_id = (select id from payment_gateway where name = 'authorizeNet') where name = 'Visa'`);
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await server.close();
    for (const name of ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
  });

  it("tells the pay page where Accept.js is, and the CSP allows that origin's script", async () => {
    const r = await t.gql<{ activePaymentGateway: Record<string, string> }>(GATEWAY);
    expect(r.data!.activePaymentGateway).toEqual({ name: 'authorizeNet', clientKey: 'client-key', apiLoginId: 'login-id', acceptJsUrl: ACCEPT_JS });
    const csp = (await fetch(`${t.url}/pay/some-key`)).headers.get('content-security-policy') ?? '';
    expect(/script-src [^;]*http:\/\/127\.0\.0\.1:4010/.test(csp)).toBe(true);
  });

  it('pays an invoice with the opaque data, charged at Authorize.Net for the invoice total', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const r = await t.gql<{ payInvoice: { status: string; amount: number } }>(PAY, {
      id: invoice.id,
      key: invoice.accessKey,
      token: 'eyJjb2RlIjoiNTBfMl8wNjAwMDUy',
      descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.payInvoice).toMatchObject({ status: 'succeeded', amount: invoice.totals.total });
    await eventually(async () => {
      const s = await t.gql<{ invoice: { status: string } }>(STATUS, { id: invoice.id }, owner);
      return s.data?.invoice.status === 'paid' ? true : undefined;
    });

    const sent = server.requests.map((q) => JSON.parse(q.body) as { createTransactionRequest?: { transactionRequest: Record<string, unknown> } });
    const charge = sent.find((b) => b.createTransactionRequest)!.createTransactionRequest!.transactionRequest;
    expect(charge).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: invoice.totals.total.toFixed(2),
      payment: { opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJjb2RlIjoiNTBfMl8wNjAwMDUy' } },
    });
  });

  it('answers a decline in the card error words and leaves the invoice unpaid', async () => {
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner), { name: 'Declined' }));
    const r = await t.gql(PAY, { id: invoice.id, key: invoice.accessKey, token: 'declined', descriptor: 'COMMON.ACCEPT.INAPP.PAYMENT' });
    expect(r.errors?.[0].message).toBe('This transaction has been declined.');
    const s = await t.gql<{ invoice: { status: string } }>(STATUS, { id: invoice.id }, owner);
    expect(s.data!.invoice.status).toBe('unpaid');
  });
});
