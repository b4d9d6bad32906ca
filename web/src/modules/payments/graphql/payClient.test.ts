import { createPayClient, operation, PayGraphQLError } from './payClient';

const PING = operation<{ ping: string }, { n: number }>(/* GraphQL */ `
  query Ping($n: Int) {
    ping(n: $n)
  }
`);

const respond = (status: number, body: unknown) => jest.fn(async () => ({ ok: status < 300, status, json: async () => body }) as Response);

describe('pay page GraphQL client', () => {
  it('reads the operation name from the document', () => {
    expect(PING.operationName).toBe('Ping');
    expect(() => operation('{ ping }')).toThrow();
  });

  it('POSTs the operation as JSON to /api/graphql and resolves its data', async () => {
    const fetchImpl = respond(200, { data: { ping: 'pong' } });
    await expect(createPayClient(fetchImpl).request(PING, { n: 1 })).resolves.toEqual({ ping: 'pong' });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({ operationName: 'Ping', query: PING.query, variables: { n: 1 } });
  });

  it('rejects with the API’s errors, also on a non-2xx answer that carries them', async () => {
    const declined = { data: null, errors: [{ message: 'Your card was declined.', extensions: { code: 'BAD_USER_INPUT' } }] };
    for (const status of [200, 400]) {
      const error = await createPayClient(respond(status, declined))
        .request(PING, { n: 1 })
        .catch((e: unknown) => e);
      expect(PayGraphQLError.is(error)).toBe(true);
      expect((error as PayGraphQLError).message).toBe('Your card was declined.');
      expect((error as PayGraphQLError).hasCode('BAD_USER_INPUT')).toBe(true);
    }
  });

  it('rejects with a plain error when the answer is missing (it may have been lost)', async () => {
    const error = await createPayClient(respond(502, null))
      .request(PING, { n: 1 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(PayGraphQLError.is(error)).toBe(false);
    const offline = createPayClient(jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(offline.request(PING, { n: 1 })).rejects.toThrow('Failed to fetch');
  });
});
