import { defaultGrpcRetryOptions, type GrpcRetryOptions, makeGrpcRetryInterceptor } from '@temporalio/client';

/** The SDK's longest interval between two tries of a call (its `maxIntervalMs`). */
const LONGEST_RETRY_MS = 5_000;

/** The client's gRPC retries, told when the API is shutting down. */
export interface ShutdownAwareRetry {
  interceptor: ReturnType<typeof makeGrpcRetryInterceptor>;
  /** No call is tried again from now on; resolves once the tries already scheduled have started. */
  stop: () => Promise<void>;
}

/**
 * The SDK's retry policy (same codes, tries and backoff), except that once `stop` was called a
 * failed call is answered instead of tried again. Why: closing the connection drops the calls
 * still running (a query no worker answers, a long poll given up by its caller) about 30 s
 * later with UNAVAILABLE; the SDK's interceptor then schedules a try on a timer, and that timer
 * throws "Channel has been shut down" into whatever the process is doing by then.
 */
export function shutdownAwareRetry(sdk: GrpcRetryOptions = defaultGrpcRetryOptions(), now: () => number = Date.now): ShutdownAwareRetry {
  let stopped = false;
  let lastTryAt = 0;
  const interceptor = makeGrpcRetryInterceptor({
    retryableDecider: (attempt, status) => !stopped && sdk.retryableDecider(attempt, status),
    delayFunction: (attempt, status) => {
      const ms = Math.min(sdk.delayFunction(attempt, status), LONGEST_RETRY_MS);
      lastTryAt = Math.max(lastTryAt, now() + ms);
      return ms;
    },
  });
  return {
    interceptor,
    async stop() {
      stopped = true;
      const wait = lastTryAt - now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 10));
    },
  };
}
