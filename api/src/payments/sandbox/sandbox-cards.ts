import type { SandboxBehaviour, SandboxFault } from './sandbox-token.entity';

// Card checks and Stripe's test cards for the Sandbox. Pure functions: the card number lives
// only in the request being validated and is never returned, stored or logged.

/** The tokeniser's refusals of a card number, expiry or CVC (checkCard takes only these). */
export const CARD_CHECK_CODES = ['incorrect_number', 'invalid_expiry_month', 'invalid_expiry_year', 'expired_card', 'invalid_cvc'] as const;

export interface CardError {
  type: 'card_error' | 'validation_error';
  code: (typeof CARD_CHECK_CODES)[number];
  message: string;
  param: string;
}

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export interface TestCardOutcome {
  behaviour: SandboxBehaviour;
  disputeOnCapture: boolean;
}

/** Stripe's documented test numbers; any other valid number succeeds. */
const TEST_CARDS: Record<string, TestCardOutcome> = {
  '4242424242424242': { behaviour: 'succeed', disputeOnCapture: false },
  '5555555555554444': { behaviour: 'succeed', disputeOnCapture: false },
  '378282246310005': { behaviour: 'succeed', disputeOnCapture: false },
  '4000000000000002': { behaviour: 'decline', disputeOnCapture: false },
  '4000000000009995': { behaviour: 'insufficient_funds', disputeOnCapture: false },
  '4000000000000069': { behaviour: 'expired_card', disputeOnCapture: false },
  '4000000000000127': { behaviour: 'incorrect_cvc', disputeOnCapture: false },
  '4000000000000119': { behaviour: 'processing_error', disputeOnCapture: false },
  '4000000000000259': { behaviour: 'succeed', disputeOnCapture: true },
  // The Sandbox's own fault cards (no Stripe equivalent): answers lost after the work, or 5xx.
  '4000000000010001': { behaviour: 'lose_answer', disputeOnCapture: false },
  '4000000000010019': { behaviour: 'server_error', disputeOnCapture: false },
  // Charged normally; the first refund call of each key is slow, in progress (409) or 5xx.
  '4000000000010027': { behaviour: 'refund_slow', disputeOnCapture: false },
  '4000000000010035': { behaviour: 'refund_in_progress', disputeOnCapture: false },
  '4000000000010043': { behaviour: 'refund_server_error', disputeOnCapture: false },
  // Issue 41: the primary acquirer misbehaves (nothing charged there); the fallback charges them.
  '4000000000010050': { behaviour: 'primary_timeout', disputeOnCapture: false },
  '4000000000010068': { behaviour: 'primary_server_error', disputeOnCapture: false },
  '4000000000010076': { behaviour: 'primary_rate_limit', disputeOnCapture: false },
  '4000000000010084': { behaviour: 'primary_down', disputeOnCapture: false },
  // Declined by every acquirer as needing the cardholder's authentication (never tried elsewhere).
  '4000000000010092': { behaviour: 'authentication_required', disputeOnCapture: false },
};

/** What a charge with a token of this behaviour answers when it fails (Stripe's wording). */
export const DECLINES: Record<Exclude<SandboxBehaviour, 'succeed' | SandboxFault>, { code: string; message: string }> = {
  decline: { code: 'card_declined', message: 'Your card was declined.' },
  insufficient_funds: { code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  expired_card: { code: 'expired_card', message: 'Your card has expired.' },
  incorrect_cvc: { code: 'incorrect_cvc', message: "Your card's security code is incorrect." },
  processing_error: { code: 'processing_error', message: 'An error occurred while processing your card. Try again in a little bit.' },
  authentication_required: { code: 'authentication_required', message: 'Your card was declined. This transaction requires authentication.' },
};

export function normaliseCardNumber(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Brand names as the gateway settings' cards table spells them. */
export function brandOf(digits: string): string {
  if (/^4/.test(digits)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9][1-9]|2[3-9]\d|[3-6]\d\d|7[01]\d|720))/.test(digits)) return 'Mastercard';
  if (/^3[47]/.test(digits)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'Discover';
  if (/^35(2[89]|[3-8]\d)/.test(digits)) return 'JCB';
  if (/^3(0[0-5]|[689])/.test(digits)) return "Diner's Club";
  if (/^62/.test(digits)) return 'UnionPay';
  return 'Unknown';
}

/** Validates like a provider's tokenisation endpoint; returns the first problem or null. */
export function checkCard(card: CardDetails, now = new Date()): CardError | null {
  const digits = normaliseCardNumber(card.cardNumber);
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'cardNumber' };
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { type: 'card_error', code: 'invalid_expiry_month', message: "Your card's expiration month is invalid.", param: 'expMonth' };
  }
  const year = fullYear(card.expYear);
  if (!Number.isInteger(year) || year < 2000 || year > now.getUTCFullYear() + 50) {
    return { type: 'card_error', code: 'invalid_expiry_year', message: "Your card's expiration year is invalid.", param: 'expYear' };
  }
  // A card is valid through the last day of its expiry month.
  if (year < now.getUTCFullYear() || (year === now.getUTCFullYear() && card.expMonth < now.getUTCMonth() + 1)) {
    return { type: 'card_error', code: 'expired_card', message: 'Your card has expired.', param: 'expYear' };
  }
  const cvcLength = brandOf(digits) === 'American Express' ? 4 : 3;
  if (typeof card.cvc !== 'string' || !new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) {
    return { type: 'card_error', code: 'invalid_cvc', message: "Your card's security code is invalid.", param: 'cvc' };
  }
  return null;
}

export function fullYear(year: number): number {
  return year >= 0 && year < 100 ? 2000 + year : year;
}

export function outcomeOf(digits: string): TestCardOutcome {
  return TEST_CARDS[digits] ?? { behaviour: 'succeed', disputeOnCapture: false };
}
