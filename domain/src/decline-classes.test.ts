import { DECLINE_CODE_CLASSES, type DeclineClass, declineClassOf, declineClassOfCode, isClassifiedCode } from './decline-classes';

// Issue 41: the class of every code, written out by hand. Changing a class in decline-classes.ts
// without changing its row here fails, and so does a code added there without a row here.
const EXPECTED: Record<string, DeclineClass> = {
  approve_with_id: 'hard',
  call_issuer: 'hard',
  card_declined: 'hard',
  card_decline_rate_limit_exceeded: 'hard',
  card_not_supported: 'hard',
  card_velocity_exceeded: 'hard',
  currency_not_supported: 'hard',
  do_not_honor: 'hard',
  do_not_try_again: 'hard',
  duplicate_transaction: 'hard',
  expired_card: 'hard',
  fraudulent: 'hard',
  generic_decline: 'hard',
  incorrect_cvc: 'hard',
  incorrect_number: 'hard',
  incorrect_pin: 'hard',
  incorrect_zip: 'hard',
  insufficient_funds: 'hard',
  invalid_account: 'hard',
  invalid_amount: 'hard',
  invalid_cvc: 'hard',
  invalid_expiry_month: 'hard',
  invalid_expiry_year: 'hard',
  invalid_number: 'hard',
  invalid_pin: 'hard',
  lost_card: 'hard',
  merchant_blacklist: 'hard',
  new_account_information_available: 'hard',
  no_action_taken: 'hard',
  not_permitted: 'hard',
  offline_pin_required: 'hard',
  online_or_offline_pin_required: 'hard',
  pickup_card: 'hard',
  pin_try_exceeded: 'hard',
  restricted_card: 'hard',
  revocation_of_all_authorizations: 'hard',
  revocation_of_authorization: 'hard',
  security_violation: 'hard',
  service_not_allowed: 'hard',
  stolen_card: 'hard',
  stop_payment_order: 'hard',
  testmode_decline: 'hard',
  transaction_not_allowed: 'hard',
  withdrawal_count_limit_exceeded: 'hard',
  amount_too_large: 'hard',
  amount_too_small: 'hard',
  card_error: 'hard',
  idempotency_key_in_use: 'hard',
  invalid_request_error: 'hard',
  parameter_invalid_integer: 'hard',
  parameter_missing: 'hard',
  payment_intent_authentication_failure: 'hard',
  payment_intent_unexpected_state: 'hard',
  payment_method_unactivated: 'hard',
  resource_missing: 'hard',
  validation_error: 'hard',
  amount_mismatch: 'hard',
  currency_mismatch: 'hard',
  metadata_mismatch: 'hard',
  payment_failed: 'hard',
  requires_payment_method: 'hard',
  requires_confirmation: 'hard',
  canceled: 'hard',
  requires_capture: 'hard',
  unknown: 'hard',
  issuer_not_available: 'retryableElsewhere',
  processing_error: 'retryableElsewhere',
  reenter_transaction: 'retryableElsewhere',
  try_again_later: 'retryableElsewhere',
  rate_limit: 'retryableElsewhere',
  rate_limit_error: 'retryableElsewhere',
  api_error: 'unknownOutcome',
  connection_lost: 'unknownOutcome',
  idempotency_error: 'unknownOutcome',
  processing: 'unknownOutcome',
  anet_2: 'hard',
  anet_3: 'hard',
  anet_4: 'hard',
  anet_6: 'hard',
  anet_7: 'hard',
  anet_8: 'hard',
  anet_27: 'hard',
  anet_37: 'hard',
  anet_44: 'hard',
  anet_45: 'hard',
  anet_65: 'hard',
  anet_78: 'hard',
  anet_127: 'hard',
  anet_141: 'hard',
  anet_145: 'hard',
  anet_165: 'hard',
  anet_200: 'hard',
  anet_201: 'hard',
  anet_202: 'hard',
  anet_250: 'hard',
  anet_251: 'hard',
  anet_254: 'hard',
  anet_315: 'hard',
  anet_316: 'hard',
  anet_317: 'hard',
  anet_19: 'retryableElsewhere',
  anet_20: 'retryableElsewhere',
  anet_21: 'retryableElsewhere',
  anet_22: 'retryableElsewhere',
  anet_23: 'retryableElsewhere',
  anet_25: 'retryableElsewhere',
  anet_26: 'retryableElsewhere',
  anet_35: 'retryableElsewhere',
  anet_57: 'retryableElsewhere',
  anet_58: 'retryableElsewhere',
  anet_59: 'retryableElsewhere',
  anet_60: 'retryableElsewhere',
  anet_61: 'retryableElsewhere',
  anet_62: 'retryableElsewhere',
  anet_63: 'retryableElsewhere',
  anet_153: 'retryableElsewhere',
  anet_180: 'retryableElsewhere',
  anet_181: 'retryableElsewhere',
  anet_120: 'hard',
  anet_121: 'hard',
  anet_122: 'hard',
  E00114: 'hard',
  E00117: 'hard',
  E00118: 'hard',
  E00119: 'hard',
  E00120: 'hard',
  E00121: 'hard',
  E00122: 'hard',
  E00123: 'hard',
  E00124: 'hard',
  E00027: 'hard',
  E00001: 'unknownOutcome',
  E00002: 'unknownOutcome',
  E00035: 'unknownOutcome',
  E00104: 'unknownOutcome',
  E00007: 'retryableElsewhere',
  E00008: 'retryableElsewhere',
  E00009: 'retryableElsewhere',
  E00011: 'retryableElsewhere',
  E00054: 'retryableElsewhere',
  E00059: 'retryableElsewhere',
  token_already_used: 'hard',
  currency_invalid: 'hard',
  charge_not_refundable: 'hard',
  charge_already_refunded: 'hard',
  authentication_required: 'authenticationRequired',
  requires_action: 'authenticationRequired',
  anet_11: 'unknownOutcome',
  anet_unavailable: 'unknownOutcome',
  anet_unsettled: 'hard',
  not_charged: 'hard',
  processor_unavailable: 'retryableElsewhere',
};

describe('decline classes', () => {
  it.each(Object.entries(EXPECTED))('%s is %s', (code, klass) => {
    expect(declineClassOfCode(code)).toBe(klass);
    expect(isClassifiedCode(code)).toBe(true);
  });

  it('classes exactly the codes of the literal table', () => {
    expect([...DECLINE_CODE_CLASSES.keys()].sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it('the issue names: stolen card and do not honour are hard, processor error and rate limit retryable, timeouts unknown', () => {
    expect(declineClassOfCode('stolen_card')).toBe('hard');
    expect(declineClassOfCode('do_not_honor')).toBe('hard');
    expect(declineClassOfCode('insufficient_funds')).toBe('hard');
    expect(declineClassOfCode('processing_error')).toBe('retryableElsewhere');
    expect(declineClassOfCode('rate_limit')).toBe('retryableElsewhere');
    expect(declineClassOfCode('issuer_not_available')).toBe('retryableElsewhere');
    expect(declineClassOfCode('authentication_required')).toBe('authenticationRequired');
    expect(declineClassOfCode('connection_lost')).toBe('unknownOutcome');
  });

  it('a code nobody classed is hard: never retried, so never charged twice', () => {
    expect(isClassifiedCode('something_new')).toBe(false);
    expect(declineClassOfCode('something_new')).toBe('hard');
  });

  it("the adapter's verdict that the processor may have acted wins over the code", () => {
    expect(declineClassOf({ failCode: 'rate_limit', outcomeUnknown: true })).toBe('unknownOutcome');
    expect(declineClassOf({ failCode: 'rate_limit', outcomeUnknown: false })).toBe('retryableElsewhere');
    expect(declineClassOf({ failCode: 'card_declined', outcomeUnknown: false })).toBe('hard');
  });
});
