import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';

// Operations one HTTP request may run at most once, whether asked in a batch of operations or
// under several aliases of one: each run of createSession is a password guess, and a batch of
// 10 operations x 30 aliases would otherwise be 300 guesses answered together (issue 46).
const CLAIMED = new WeakMap<object, Set<string>>();

const ONCE_PER_REQUEST_MESSAGE = 'Only one sign-in is allowed per request.';

/** Throws when `operation` already ran in this HTTP request (the GraphQL context's `req`). */
export function claimOncePerRequest(req: object, operation: string): void {
  const claimed = CLAIMED.get(req) ?? new Set<string>();
  if (claimed.has(operation)) throw new GatewayException(GatewayErrorCode.TOO_MANY_ATTEMPTS, ONCE_PER_REQUEST_MESSAGE);
  claimed.add(operation);
  CLAIMED.set(req, claimed);
}
