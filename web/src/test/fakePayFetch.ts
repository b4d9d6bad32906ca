import type { FakeCall, FakeResolver } from './fakeLink';

export interface FakePayFetch {
  fetch: typeof fetch;
  /** GraphQL operations the page sent, in order. */
  calls: FakeCall[];
  /** Bodies sent to the Sandbox processor's /sandbox/tokens (the only place card numbers go). */
  tokenRequests: Record<string, unknown>[];
}

const json = (status: number, body: unknown): Response => ({ ok: status >= 200 && status < 300, status, json: async () => body }) as Response;

/**
 * A fetch for the public pay page (which has no Apollo Client): /api/graphql is answered by
 * operation name like fakeLink (an Error answer is a network failure), /sandbox/tokens hands out
 * tok_sandbox_1, tok_sandbox_2, ...; anything else fails the test loudly.
 */
export function fakePayFetch(resolvers: Record<string, FakeResolver>): FakePayFetch {
  const calls: FakeCall[] = [];
  const tokenRequests: Record<string, unknown>[] = [];
  const fake = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    // The pay page calls fetch with a URL string and a JSON string body.
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = JSON.parse(typeof init?.body === 'string' ? init.body : '{}') as Record<string, unknown>;
    if (url.endsWith('/sandbox/tokens')) {
      tokenRequests.push(body);
      return json(200, { token: `tok_sandbox_${tokenRequests.length}`, brand: 'visa', last4: '4242' });
    }
    if (url.endsWith('/api/graphql')) {
      const operationName = typeof body.operationName === 'string' ? body.operationName : '';
      const variables = (body.variables ?? {}) as Record<string, unknown>;
      calls.push({ operationName, variables, headers: (init?.headers ?? {}) as Record<string, string> });
      const resolver = resolvers[operationName];
      const response = await (resolver ? resolver(variables) : new Error(`No fake response for ${operationName}`));
      if (response instanceof Error) throw response;
      return json(200, response);
    }
    throw new Error(`Unexpected fetch of ${url}`);
  };
  return { fetch: fake, calls, tokenRequests };
}
