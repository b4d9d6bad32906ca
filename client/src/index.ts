import createClient, { type Client } from 'openapi-fetch';

import type { components, operations, paths } from './schema';

// The BhutanPay REST API v1 as a typed client (decision 0188): the paths, parameters, bodies and
// answers are those of /api/v1/openapi.json (src/schema.ts is generated from client/openapi.json
// by `npm run generate -w client`; `npm test -- --types` fails when it is stale).

export type { components, operations, paths };
export type BhutanPayClient = Client<paths>;
/** The objects of the API, by their schema names (CheckoutResourceDto, RefundResourceDto, ApiErrorDto, ...). */
export type Schemas = components['schemas'];

export interface BhutanPayClientOptions {
  /** The platform's address, e.g. https://pay.example.bt (the paths start with /api/v1). */
  baseUrl: string;
  /** The API key (pk_live_... or pk_test_...) and its secret (sk_...), from /developer. */
  apiKey: string;
  secretKey: string;
  /** Another fetch (tests, proxies); the global one by default. */
  fetch?: typeof fetch;
}

/** A client that sends the key as HTTP Basic credentials on every request. */
export function createBhutanPayClient(options: BhutanPayClientOptions): BhutanPayClient {
  const credentials = Buffer.from(`${options.apiKey}:${options.secretKey}`).toString('base64');
  return createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    headers: { authorization: `Basic ${credentials}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
