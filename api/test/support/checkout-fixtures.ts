import type { CheckoutResource } from '../../src/checkouts/checkout-resource';
import type { TestApp } from '../test-app';

// The merchant's side of the checkout API, as a merchant's server would call it. The answer's
// shape is the route's own (CheckoutResource); the tests check its values.

export const CREATE_KEYS = 'mutation($name: String!) { createKeys(name: $name) { id name apiKey secretKey isActive createdAt } }';

export interface MerchantKeyResult {
  id: string;
  name: string;
  apiKey: string;
  secretKey: string | null;
  isActive: boolean;
}

export async function createKey(t: TestApp, token: string, name = 'Booking site'): Promise<MerchantKeyResult> {
  const r = await t.gql<{ createKeys: MerchantKeyResult }>(CREATE_KEYS, { name }, token);
  if (!r.data?.createKeys) throw new Error(`createKeys failed: ${JSON.stringify(r.errors)}`);
  return r.data.createKeys;
}

export const basic = (apiKey: string, secret: string) => `Basic ${Buffer.from(`${apiKey}:${secret}`).toString('base64')}`;

export async function restCreate(
  t: TestApp,
  authorization: string | null,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: CheckoutResource & { error?: { type: string; message: string; fields?: Record<string, string> } } }> {
  const res = await fetch(`${t.url}/api/v1/checkouts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}), ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as CheckoutResource & { error?: { type: string; message: string } } };
}

export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  amount: '450.00',
  currency: 'USD',
  orderId: 'ORD-1',
  responseUrl: 'https://merchant.test/done?order=ORD-1',
  cancelUrl: 'https://merchant.test/cancelled?order=ORD-1',
  metadata: { room: '12', guests: 2 },
  ...overrides,
});

/** A new checkout over REST with a fresh key of the token's organization. */
export async function restCheckout(
  t: TestApp,
  key: MerchantKeyResult,
  overrides: Record<string, unknown> = {},
): Promise<CheckoutResource & { accessKey: string }> {
  const r = await restCreate(t, basic(key.apiKey, key.secretKey!), checkoutBody(overrides));
  if (r.status !== 201) throw new Error(`create checkout failed: ${r.status} ${JSON.stringify(r.body)}`);
  return { ...r.body, accessKey: decodeURIComponent(new URL(r.body.url).pathname.split('/').pop()!) };
}
