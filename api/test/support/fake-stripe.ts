import { createStripeClient, StripeProcessor } from '../../src/payments/stripe/stripe.processor';
import { type FakeReply, type RecordedRequest, startFakeServer } from './fake-http-server';

/** Stripe's header on an error the client must not retry (the fakes' refusals are final). */
export const NO_RETRY = { 'stripe-should-retry': 'false' };

/** Stripe's answer to a request the fake does not know. */
export function unrecognized(req: RecordedRequest): FakeReply {
  return {
    status: 404,
    headers: NO_RETRY,
    body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${req.path})` } },
  };
}

/** The Stripe adapter with a test key, against whatever listens on that local port. */
export const stripeAt = (port: number) =>
  new StripeProcessor(createStripeClient({ secretKey: 'sk_test_123', apiHost: '127.0.0.1', apiPort: port, apiProtocol: 'http' }));

/** A local server speaking Stripe's HTTP API (its answers: `answer`) and the adapter pointed at it. */
export class FakeStripe {
  server!: Awaited<ReturnType<typeof startFakeServer>>;
  stripe!: StripeProcessor;
}

/** A FakeStripe for the tests of the enclosing describe: started before them, closed after, its recorded requests cleared before each. */
export function fakeStripe(answer: (req: RecordedRequest) => FakeReply): FakeStripe {
  const fake = new FakeStripe();
  beforeAll(async () => {
    fake.server = await startFakeServer(answer);
    fake.stripe = stripeAt(fake.server.port);
  });
  afterAll(() => fake.server.close());
  beforeEach(() => fake.server.requests.splice(0));
  return fake;
}
