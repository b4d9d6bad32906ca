// Issue 41: every processor answer is classed once, here, as data (DESIGN.md section 5). The
// class says what routing may do next: `hard` never again (the card or its holder is refused),
// `retryableElsewhere` another processor may try (this one could not run it), `authenticationRequired`
// go to 3-D Secure, `unknownOutcome` the processor may have charged: settle it with the same
// processor by the attempt's idempotency key before anything else.
//
// Codes are the failCode the adapters write (api/src/payments): Stripe's own codes as Stripe
// names them, Authorize.Net's as `anet_<reason>` or its API result code (E000..), the Sandbox's
// Stripe-like codes. A code the table does not know is `hard`: an answer nobody classed is never
// retried, so it can never charge twice (api/src/payments/decline-codes.test.ts fails for a code
// an adapter can emit and the table lacks).

export const DECLINE_CLASSES = ['hard', 'retryableElsewhere', 'authenticationRequired', 'unknownOutcome'] as const;
export type DeclineClass = (typeof DECLINE_CLASSES)[number];

/** What people read for each class (Transaction History, gateway settings). */
export const DECLINE_CLASS_LABELS: Record<DeclineClass, string> = {
  hard: 'Hard decline',
  retryableElsewhere: 'Retryable elsewhere',
  authenticationRequired: 'Authentication required',
  unknownOutcome: 'Unknown outcome',
};

const hard = (codes: readonly string[]) => codes.map((code) => [code, 'hard'] as const);
const elsewhere = (codes: readonly string[]) => codes.map((code) => [code, 'retryableElsewhere'] as const);
const unknownOutcome = (codes: readonly string[]) => codes.map((code) => [code, 'unknownOutcome'] as const);

/** Stripe's decline codes (https://docs.stripe.com/declines/codes) and the error codes and types the Stripe adapter passes on. */
const STRIPE: ReadonlyArray<readonly [string, DeclineClass]> = [
  // The issuer refused the card or its holder: no other processor will see it differently.
  ...hard([
    'approve_with_id',
    'call_issuer',
    'card_declined',
    'card_decline_rate_limit_exceeded',
    'card_not_supported',
    'card_velocity_exceeded',
    'currency_not_supported',
    'do_not_honor',
    'do_not_try_again',
    'duplicate_transaction',
    'expired_card',
    'fraudulent',
    'generic_decline',
    'incorrect_cvc',
    'incorrect_number',
    'incorrect_pin',
    'incorrect_zip',
    'insufficient_funds',
    'invalid_account',
    'invalid_amount',
    'invalid_cvc',
    'invalid_expiry_month',
    'invalid_expiry_year',
    'invalid_number',
    'invalid_pin',
    'lost_card',
    'merchant_blacklist',
    'new_account_information_available',
    'no_action_taken',
    'not_permitted',
    'offline_pin_required',
    'online_or_offline_pin_required',
    'pickup_card',
    'pin_try_exceeded',
    'restricted_card',
    'revocation_of_all_authorizations',
    'revocation_of_authorization',
    'security_violation',
    'service_not_allowed',
    'stolen_card',
    'stop_payment_order',
    'testmode_decline',
    'transaction_not_allowed',
    'withdrawal_count_limit_exceeded',
    // The request itself is wrong (ours or the payer's stale token): another processor cannot take this token either.
    'amount_too_large',
    'amount_too_small',
    'card_error',
    'idempotency_key_in_use',
    'invalid_request_error',
    'parameter_invalid_integer',
    'parameter_missing',
    'payment_intent_authentication_failure',
    'payment_intent_unexpected_state',
    'payment_method_unactivated',
    'resource_missing',
    'validation_error',
    // The adapter's own verdicts on a PaymentIntent: not this payment's, or ended without a charge.
    'amount_mismatch',
    'currency_mismatch',
    'metadata_mismatch',
    'payment_failed',
    'requires_payment_method',
    'requires_confirmation',
    'canceled',
    // Authorised, not captured: a hold exists, so no other processor may try.
    'requires_capture',
    // The last resort of mapStripeError: an error nobody named.
    'unknown',
  ]),
  // The issuer or Stripe could not run it now, and said so.
  ...elsewhere(['issuer_not_available', 'processing_error', 'reenter_transaction', 'try_again_later', 'rate_limit', 'rate_limit_error']),
  ['authentication_required', 'authenticationRequired'],
  // A PaymentIntent waiting for the payer's 3-D Secure (the adapter answers it as authentication_required).
  ['requires_action', 'authenticationRequired'],
  // No answer, Stripe's 5xx, the same key still in progress, or an intent still processing.
  ...unknownOutcome(['api_error', 'connection_lost', 'idempotency_error', 'processing']),
];

/** Authorize.Net response reason codes (https://developer.authorize.net/api/reference/responseCodes.html) as `anet_<code>`, and its API result codes. */
const AUTHORIZE_NET: ReadonlyArray<readonly [string, DeclineClass]> = [
  // The card or its holder: declined, invalid number or expiry, AVS or card code mismatch, fraud filters.
  ...hard(
    [
      '2',
      '3',
      '4',
      '6',
      '7',
      '8',
      '27',
      '37',
      '44',
      '45',
      '65',
      '78',
      '127',
      '141',
      '145',
      '165',
      '200',
      '201',
      '202',
      '250',
      '251',
      '254',
      '315',
      '316',
      '317',
    ].map((code) => `anet_${code}`),
  ),
  // Processing errors that ran nothing ("try again in 5 minutes").
  ...elsewhere(['19', '20', '21', '22', '23', '25', '26', '35', '57', '58', '59', '60', '61', '62', '63', '153', '180', '181'].map((code) => `anet_${code}`)),
  // The system's void of a timed-out original failed: that original may stand, so nobody else may try (a later slice may settle these by lookup).
  ...hard(['anet_120', 'anet_121', 'anet_122']),
  // A duplicate of a transaction Authorize.Net already has (ours, same invoice number): looked up.
  ['anet_11', 'unknownOutcome'],
  ['anet_unavailable', 'unknownOutcome'],
  // A partial refund of an unsettled charge (refunds only).
  ['anet_unsettled', 'hard'],
  // Accept.js opaque data used or invalid (the payer's token), a malformed request.
  ...hard(['E00114', 'E00117', 'E00118', 'E00119', 'E00120', 'E00121', 'E00122', 'E00123', 'E00124', 'E00027']),
  // Authorize.Net's own trouble with no transaction in the answer: it may have run.
  ...unknownOutcome(['E00001', 'E00002', 'E00035', 'E00104']),
  // Our credentials there are wrong: nothing ran, and another processor can take the payment.
  ...elsewhere(['E00007', 'E00008', 'E00009', 'E00011', 'E00054', 'E00059']),
];

/** The Sandbox's codes beyond Stripe's (its fault cards answer with Stripe's codes above), and its refunds' and tokeniser's. */
const SANDBOX: ReadonlyArray<readonly [string, DeclineClass]> = [
  ...hard(['token_already_used', 'currency_invalid', 'charge_not_refundable', 'charge_already_refunded']),
  // The acquirer refused the connection (down, or put down by the control endpoint): nothing ran.
  ['processor_unavailable', 'retryableElsewhere'],
  // Reconciliation: PG Admin checked with the processor and nothing was charged (the payer has long gone).
  ['not_charged', 'hard'],
];

const TABLE = new Map<string, DeclineClass>();
for (const [code, klass] of [...STRIPE, ...AUTHORIZE_NET, ...SANDBOX]) {
  const earlier = TABLE.get(code);
  // One code, one class: processors sharing Stripe's words must mean the same by them.
  if (earlier && earlier !== klass) throw new Error(`decline code ${code} classed twice (${earlier}, ${klass})`);
  TABLE.set(code, klass);
}

/** Every classified code and its class (for tests and documentation). */
export const DECLINE_CODE_CLASSES: ReadonlyMap<string, DeclineClass> = TABLE;

/** The class of a processor's code; `hard` for a code nobody classed (never retried). */
export function declineClassOfCode(code: string): DeclineClass {
  return TABLE.get(code) ?? 'hard';
}

/** Whether the table has a class for the code. */
export function isClassifiedCode(code: string): boolean {
  return TABLE.has(code);
}

/**
 * The class of one failed answer. `outcomeUnknown` is the adapter's own verdict that the
 * processor may have acted (api/src/payments answerKind): it wins over the code, because the
 * adapter saw the transport (a Stripe rate limit is retryable elsewhere as a code, but the adapter
 * retries it with the same key first).
 */
export function declineClassOf(answer: { failCode: string; outcomeUnknown: boolean }): DeclineClass {
  return answer.outcomeUnknown ? 'unknownOutcome' : declineClassOfCode(answer.failCode);
}
