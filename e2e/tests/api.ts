import { pollPause } from '../../test-support/sleep';
import { BASE_URL } from './browser';
import { demoCodes } from './demo-codes';

// Test set-up through the platform's own public interfaces (GraphQL and the Sandbox's
// tokenisation endpoint), for steps a test is not about.

export const PASSWORD = 'Demo1234!';

export async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${BASE_URL}/api/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
  return body.data as T;
}

export async function apiLogin(email: string): Promise<string> {
  const r = await gql<{ createSession: { token: string | null; secondFactorChallenge: string | null } }>(
    'mutation($i: CreateSessionInput!) { createSession(input: $i) { token secondFactorChallenge } }',
    { i: { email, password: PASSWORD } },
  );
  if (r.createSession.token) return r.createSession.token;
  // Issue 44: enrolled demo accounts (staff, Owner, Admin) pass the second step with a code of the demo key.
  const v = await gql<{ verifySecondFactor: { token: string } }>('mutation($i: VerifySecondFactorInput!) { verifySecondFactor(input: $i) { token } }', {
    i: { challenge: r.createSession.secondFactorChallenge, code: await demoCodes.next(email) },
  });
  return v.verifySecondFactor.token;
}

export async function sandboxToken(cardNumber = '4242424242424242'): Promise<string> {
  const res = await fetch(`${BASE_URL}/sandbox/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: '123', name: 'Jane Payer' }),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Sandbox refused the card: ${JSON.stringify(body)}`);
  return body.token;
}

export interface PaidInvoice {
  id: string;
  code: string;
  accessKey: string;
}

const INVOICE = {
  recipientName: 'Jane',
  recipientSurName: 'Payer',
  recipientEmail: 'jane.payer@example.test',
  type: 'postTripSettlement',
  numberOfPax: 2,
  dateOfService: '2026-12-01T00:00:00.000Z',
  merchantProcessingFee: 2.5,
  lineItems: [{ description: 'Daily tariff', quantity: 2, price: 250 }],
};

/** An invoice of owner@demo.test, paid by card through the Sandbox. */
export async function paidInvoice(name: string): Promise<PaidInvoice> {
  const inv = await unpaidInvoice(name);
  await gql(
    `mutation($id: ID, $key: String, $token: String) { payInvoice(invoiceId: $id, accessKey: $key, stripeToken: $token, provider: sandbox,
      customerName: "Jane Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "e2e-setup") { id status } }`,
    { id: inv.id, key: inv.accessKey, token: await sandboxToken() },
  );
  return inv;
}

export interface SandboxCharge {
  amountCents: number;
  refundedCents: number;
  refunded: boolean;
  refunds: { amountCents: number }[];
}

/** The Sandbox's record of the card charge that paid an invoice. */
export async function sandboxChargeOf(invoiceId: string): Promise<SandboxCharge> {
  const pg = await apiLogin('pg.admin@demo.test');
  const r = await gql<{ invoice: { gatewayTransactionId: string } }>('query($id: ID) { invoice(id: $id) { gatewayTransactionId } }', { id: invoiceId }, pg);
  const res = await fetch(`${BASE_URL}/sandbox/charges/${r.invoice.gatewayTransactionId}`);
  return (await res.json()) as SandboxCharge;
}

/** A refund requested by owner@demo.test (and approved by the merchant when `approved`). */
export async function requestedRefund(invoiceId: string, { approved = false } = {}): Promise<{ id: string; code: string }> {
  const owner = await apiLogin('owner@demo.test');
  const r = await gql<{ requestRefund: { id: string; code: string } }>(
    'mutation($refund: RequestRefundInput!) { requestRefund(refund: $refund) { id code } }',
    {
      refund: {
        parentEntityId: invoiceId,
        type: 'invoice',
        reason: 'cancellationByCustomer',
        notes: 'Guest left early',
        lineItems: [{ description: 'Night 2 cancelled', amount: 100 }],
      },
    },
    owner,
  );
  if (approved) await gql('mutation($id: ID!) { merchantApprove(id: $id) { id } }', { id: r.requestRefund.id }, owner);
  return r.requestRefund;
}

/** An unpaid invoice of owner@demo.test, created through the API. */
export async function unpaidInvoice(name: string): Promise<PaidInvoice> {
  const owner = await apiLogin('owner@demo.test');
  const orgs = await gql<{ organizations: { id: string; name: string }[] }>('{ organizations(type: [government]) { id name } }', {}, owner);
  const doi = orgs.organizations.find((o) => o.name === 'Department Of Immigration')!.id;
  const created = await gql<{ createInvoice: PaidInvoice }>(
    'mutation($invoice: CreateInvoiceInput!) { createInvoice(invoice: $invoice) { id code accessKey } }',
    { invoice: { ...INVOICE, name, disbursements: [{ recipientId: doi, amount: 0 }] } },
    owner,
  );
  return created.createInvoice;
}

export async function invoiceStatus(id: string): Promise<string> {
  const owner = await apiLogin('owner@demo.test');
  const r = await gql<{ invoice: { status: string } }>('query($id: ID) { invoice(id: $id) { status } }', { id }, owner);
  return r.invoice.status;
}

/** Stripe's test card that succeeds and later opens a dispute (the Sandbox follows it). */
export const DISPUTE_CARD = '4000000000000259';

export interface DisputeRef {
  id: string;
  code: string;
}

/** An invoice paid through the API with the dispute card (for the steps a test is not about). */
export async function disputedInvoice(name: string): Promise<PaidInvoice> {
  const invoice = await unpaidInvoice(name);
  await gql(
    `mutation($id: ID, $key: String, $token: String) { payInvoice(invoiceId: $id, accessKey: $key, stripeToken: $token, provider: sandbox,
      customerName: "Jane Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "e2e-dispute") { id status } }`,
    { id: invoice.id, key: invoice.accessKey, token: await sandboxToken(DISPUTE_CARD) },
  );
  return invoice;
}

/** Waits for the Sandbox's dispute of an invoice to reach the platform. */
export async function disputeOf(invoiceId: string): Promise<DisputeRef> {
  const owner = await apiLogin('owner@demo.test');
  for (let i = 0; i < 120; i++) {
    const r = await gql<{ disputes: { items: DisputeRef[] } }>('query($id: ID) { disputes(invoiceId: $id) { items { id code } } }', { id: invoiceId }, owner);
    if (r.disputes.items[0]) return r.disputes.items[0];
    await pollPause(500);
  }
  throw new Error(`no dispute for invoice ${invoiceId}`);
}

/** Waits until the platform records a dispute at `progressStatus` (the Sandbox decides after its delay). */
export async function disputeReaches(disputeId: string, progressStatus: string, timeoutMs = 60_000): Promise<void> {
  const pg = await apiLogin('pg.admin@demo.test');
  const end = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < end) {
    const r = await gql<{ dispute: { progressStatus: string } }>('query($id: ID!) { dispute(id: $id) { progressStatus } }', { id: disputeId }, pg);
    last = r.dispute.progressStatus;
    if (last === progressStatus) return;
    await pollPause(500);
  }
  throw new Error(`dispute ${disputeId} still ${last}, not ${progressStatus}, after ${timeoutMs} ms`);
}

/** A checkout of owner@demo.test created over the merchant API with a new key, not paid yet. */
export async function unpaidCheckout(orderId: string, amount = '320.00'): Promise<{ id: string; code: string; accessKey: string }> {
  const owner = await apiLogin('owner@demo.test');
  const { createKeys: key } = await gql<{ createKeys: { apiKey: string; secretKey: string } }>(
    'mutation($name: String!) { createKeys(name: $name) { apiKey secretKey } }',
    { name: `E2E ${orderId}` },
    owner,
  );
  const res = await fetch(`${BASE_URL}/api/v1/checkouts`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${key.apiKey}:${key.secretKey}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount, currency: 'USD', orderId, responseUrl: `${BASE_URL}/payment-terms`, cancelUrl: `${BASE_URL}/restricted-business` }),
  });
  if (res.status !== 201) throw new Error(`create checkout: ${res.status} ${await res.text()}`);
  const created = (await res.json()) as { id: string; code: string; url: string };
  const accessKey = decodeURIComponent(new URL(created.url).pathname.split('/').pop()!);
  return { id: created.id, code: created.code, accessKey };
}

/** A checkout of owner@demo.test created over the merchant API with a new key and paid by card through the Sandbox. */
export async function paidCheckout(orderId: string, amount = '320.00'): Promise<{ id: string; code: string }> {
  const { id, code, accessKey } = await unpaidCheckout(orderId, amount);
  await gql(
    `mutation($key: String, $token: String) { payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox, customerName: "Jane Payer",
      customerEmail: "jane.payer@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "e2e-checkout") { status } }`,
    { key: accessKey, token: await sandboxToken() },
  );
  return { id, code };
}
