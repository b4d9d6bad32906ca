import * as grpc from '@grpc/grpc-js';
import { defaultGrpcRetryOptions } from '@temporalio/client';

import { shutdownAwareRetry } from './temporal-retry';

// A real gRPC server on loopback whose one method fails with UNAVAILABLE (Temporal's frontend
// while it restarts) as often as told; the client goes through the interceptor under test.
const METHOD = '/test.Flaky/Call';
const bytes = { serialize: (b: Buffer) => b, deserialize: (b: Buffer) => b };

describe('the Temporal client retry policy', () => {
  let server: grpc.Server;
  let address = '';
  let failures = 0;
  let calls = 0;

  beforeAll(async () => {
    server = new grpc.Server();
    server.addService(
      {
        Call: {
          path: METHOD,
          requestStream: false,
          responseStream: false,
          requestSerialize: bytes.serialize,
          requestDeserialize: bytes.deserialize,
          responseSerialize: bytes.serialize,
          responseDeserialize: bytes.deserialize,
        },
      },
      {
        Call: (_call: grpc.ServerUnaryCall<Buffer, Buffer>, done: grpc.sendUnaryData<Buffer>) => {
          calls++;
          if (calls <= failures) done({ code: grpc.status.UNAVAILABLE, details: 'restarting' });
          else done(null, Buffer.from('ok'));
        },
      },
    );
    const port = await new Promise<number>((resolve, reject) =>
      server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (e, p) => (e ? reject(e) : resolve(p))),
    );
    address = `127.0.0.1:${port}`;
  });
  afterAll(() => server.forceShutdown());
  beforeEach(() => (calls = 0));

  const clientWith = (interceptor: grpc.Interceptor) => new grpc.Client(address, grpc.credentials.createInsecure(), { interceptors: [interceptor] });
  const ask = (client: grpc.Client) =>
    new Promise<string>((resolve, reject) =>
      client.makeUnaryRequest(METHOD, bytes.serialize, bytes.deserialize, Buffer.from('hi'), (e, answer) => (e ? reject(e) : resolve(String(answer)))),
    );

  it('tries an unavailable server again, as the SDK does, while the API runs', async () => {
    failures = 2;
    const client = clientWith(shutdownAwareRetry().interceptor);
    await expect(ask(client)).resolves.toBe('ok');
    expect(calls).toBe(3);
    client.close();
  });

  it('answers the failure instead of trying again once stopped', async () => {
    failures = 100;
    const retry = shutdownAwareRetry();
    const client = clientWith(retry.interceptor);
    await retry.stop();
    await expect(ask(client)).rejects.toMatchObject({ code: grpc.status.UNAVAILABLE });
    expect(calls).toBe(1);
    client.close();
  });

  it('waits for a try already scheduled, so none starts on the closed channel', async () => {
    // Without the wait, the SDK's timer calls into the closed channel, which throws "Channel has
    // been shut down" from the timer: an uncaught exception that fails this file.
    failures = 100;
    // The SDK's policy with a known interval, and word of each try it schedules: the test waits on
    // that, not on the SDK's back-off (170 ms +- 20%) or on a guess of when the failure is back.
    const sdk = defaultGrpcRetryOptions();
    const RETRY_MS = 100;
    let scheduled!: () => void;
    const retryScheduled = new Promise<void>((resolve) => (scheduled = resolve));
    const retry = shutdownAwareRetry({
      ...sdk,
      delayFunction: () => {
        scheduled();
        return RETRY_MS;
      },
    });
    // Every try the retry interceptor starts passes through this inner one.
    let started = 0;
    const counting: grpc.Interceptor = (options, nextCall) => {
      started++;
      return new grpc.InterceptingCall(nextCall(options));
    };
    const client = new grpc.Client(address, grpc.credentials.createInsecure(), { interceptors: [retry.interceptor, counting] });
    const answer = ask(client).catch((e: unknown) => e);
    await retryScheduled;
    expect(started).toBe(1);
    await retry.stop();
    // stop() answered only once the scheduled try had started: none is left to start on a closed channel.
    expect(started).toBe(2);
    // That try's failure is answered, not tried again.
    expect(await answer).toMatchObject({ code: grpc.status.UNAVAILABLE });
    expect(calls).toBe(2);
    client.close();
  });
});
