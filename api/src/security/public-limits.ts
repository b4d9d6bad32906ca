import type { RateLimitRule } from './rate-limit.service';

const HOUR_MS = 3600 * 1000;

/** A limit of a public mutation per client address, and what its refusal says was limited. */
export interface PublicLimit extends RateLimitRule {
  what: string;
}

/**
 * Per-address limits of the public GraphQL mutations (issue 46), taken by the access guard before
 * the resolver runs, so a burst is refused before it validates, writes or e-mails anything. The
 * figures leave a person (or an office behind one address) room for typos and retries.
 */
export const PUBLIC_MUTATION_LIMITS: Readonly<Record<string, PublicLimit>> = {
  createUser: { limit: 10, windowMs: HOUR_MS, what: 'sign-ups from this address' },
  requestToAddOrganization: { limit: 5, windowMs: HOUR_MS, what: 'business requests from this address' },
  sendResetPasswordLink: { limit: 10, windowMs: HOUR_MS, what: 'password reset requests from this address' },
  updatePassword: { limit: 20, windowMs: HOUR_MS, what: 'password changes from this address' },
  // Each answer stores a challenge row (5 minutes): a burst must not fill the table.
  passkeyAuthenticationOptions: { limit: 60, windowMs: HOUR_MS / 4, what: 'passkey sign-in requests from this address' },
};

/**
 * Public mutations with no per-address limit here, and why. A test checks that every public
 * mutation of the schema is in one list or the other.
 */
export const PUBLIC_MUTATIONS_LIMITED_ELSEWHERE: Readonly<Record<string, string>> = {
  createSession: 'the sign-in throttle: 5 attempts per account and 30 per address in 15 minutes, one per request',
  deleteSession: 'ends only the session of the token it is sent with (nothing without one): a signed token is the limit',
  verifySecondFactor: 'the sign-in throttle for codes: 5 per account and 30 per address in 15 minutes, one per request',
  signInWithPasskey: 'the sign-in throttle for second factors: 5 per account and 30 per address in 15 minutes, one per request',
  payInvoice: "the invoice's 256-bit access key; one payment at a time per invoice",
  payWebPayment: "the checkout's 256-bit access key; one payment at a time per checkout",
  cancelWebPayment: "the checkout's 256-bit access key",
  generateInvoicePaymentIntent: "the invoice's 256-bit access key",
  generateWebPaymentPaymentIntent: 'the checkout (issue 46 section 5 adds its access key)',
};

/** The counter key of a public mutation for one address. */
export const publicLimitKey = (operation: string, address: string) => `public:${operation}:address:${address}`;
