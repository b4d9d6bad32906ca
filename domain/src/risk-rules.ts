import { CARD_ERROR_FALLBACK_MESSAGE } from './payment-messages';

// Issue 41, risk rules before the charge: data and pure functions. The charge activities gather
// the facts (the card's fingerprint and country from its processor token, the payer's e-mail and
// client address, recent declines) and ask `assessRisk` before any processor is called
// (api/src/risk/). PG Admin keeps the block lists and each merchant's limits (gateway settings).

/** What a block-list entry matches: the card (by its processor fingerprint, never its number), the payer, or the card's country. */
export const RISK_BLOCK_KINDS = ['cardFingerprint', 'email', 'clientAddress', 'cardCountry'] as const;
export type RiskBlockKind = (typeof RISK_BLOCK_KINDS)[number];

export const RISK_BLOCK_KIND_LABELS: Record<RiskBlockKind, string> = {
  cardFingerprint: 'Card fingerprint',
  email: 'E-mail',
  clientAddress: 'Client address',
  cardCountry: 'Card country',
};

/** The things velocity counts declines of. */
export const VELOCITY_KEYS = ['cardFingerprint', 'email', 'clientAddress'] as const;
export type VelocityKey = (typeof VELOCITY_KEYS)[number];

/** Every rule that can fire, as the timeline and the audit log name it (never the payer). */
export const RISK_RULES = [
  'blockList.cardFingerprint',
  'blockList.email',
  'blockList.clientAddress',
  'blockList.cardCountry',
  'velocity.cardFingerprint',
  'velocity.email',
  'velocity.clientAddress',
  'amountLimit',
  'reviewThreshold',
] as const;
export type RiskRule = (typeof RISK_RULES)[number];

export const RISK_RULE_LABELS: Record<RiskRule, string> = {
  'blockList.cardFingerprint': 'Blocked card fingerprint',
  'blockList.email': 'Blocked e-mail',
  'blockList.clientAddress': 'Blocked client address',
  'blockList.cardCountry': 'Blocked card country',
  'velocity.cardFingerprint': 'Too many declines for this card',
  'velocity.email': 'Too many declines for this e-mail',
  'velocity.clientAddress': 'Too many declines from this client address',
  amountLimit: "Over the merchant's amount limit",
  reviewThreshold: "Over the merchant's review threshold",
};

/**
 * Velocity: more than `maxDeclines` declines of one card, e-mail or client address (those of
 * `keys`) within `windowMinutes` blocks its next payment. Set by PG Admin for the platform; off
 * until set (decision 0185: one shared address, e.g. a corporate proxy, must not be blocked by
 * surprise). The example is the suggested setting.
 */
export interface VelocityLimit {
  maxDeclines: number;
  windowMinutes: number;
  keys: readonly VelocityKey[];
}
export const SUGGESTED_VELOCITY: VelocityLimit = { maxDeclines: 3, windowMinutes: 10, keys: VELOCITY_KEYS };

export const VELOCITY_MESSAGES = {
  maxDeclines: 'Enter a whole number of declines from 1 to 1000',
  windowMinutes: 'Enter a whole number of minutes from 1 to 1440',
  keys: 'Choose what declines are counted by',
} as const;

/** The messages for a velocity setting that cannot be kept, by field. */
export function velocityErrors(v: VelocityLimit): Partial<Record<keyof VelocityLimit, string>> {
  const errors: Partial<Record<keyof VelocityLimit, string>> = {};
  if (!Number.isInteger(v.maxDeclines) || v.maxDeclines < 1 || v.maxDeclines > 1000) errors.maxDeclines = VELOCITY_MESSAGES.maxDeclines;
  if (!Number.isInteger(v.windowMinutes) || v.windowMinutes < 1 || v.windowMinutes > 1440) errors.windowMinutes = VELOCITY_MESSAGES.windowMinutes;
  if (v.keys.length === 0 || v.keys.some((k) => !(VELOCITY_KEYS as readonly string[]).includes(k))) errors.keys = VELOCITY_MESSAGES.keys;
  return errors;
}

/** A merchant's limits, set by PG Admin per organization; null: none. Integer cents. */
export interface MerchantRiskLimits {
  /** A payment above this is declined. */
  maxAmountCents: number | null;
  /** A payment above this (and within the limit) is authorised only, and captured when PG Admin approves it. */
  reviewThresholdCents: number | null;
}
export const NO_MERCHANT_LIMITS: MerchantRiskLimits = { maxAmountCents: null, reviewThresholdCents: null };

export interface RiskBlock {
  kind: RiskBlockKind;
  /** Normalised (normaliseBlockValue). */
  value: string;
}

/** What is known about a payment before its charge. Nulls: not known (e.g. Authorize.Net reports no fingerprint before the charge). */
export interface RiskFacts {
  amountCents: number;
  cardFingerprint: string | null;
  email: string | null;
  clientAddress: string | null;
  cardCountry: string | null;
  /** Declines within the velocity window, per key (0 where the key is not known). */
  recentDeclines: Record<VelocityKey, number>;
}

export type RiskVerdict = { action: 'allow' } | { action: 'block'; rule: RiskRule } | { action: 'review'; rule: 'reviewThreshold' };

/** Block-list values compare case-insensitively and without surrounding spaces; a country is its ISO alpha-2 code in capitals. */
export function normaliseBlockValue(kind: RiskBlockKind, value: string): string {
  const trimmed = value.trim();
  return kind === 'cardCountry' ? trimmed.toUpperCase() : trimmed.toLowerCase();
}

export const RISK_BLOCK_MESSAGES = {
  required: 'A value is required',
  country: 'Enter the two-letter country code (ISO 3166-1 alpha-2), e.g. DE',
  email: 'Enter an e-mail address',
  tooLong: 'At most 255 characters',
  limit: 'Enter an amount of at least 0.50, or leave it empty',
  reviewOverLimit: 'The review threshold must be below the amount limit',
} as const;

/** The message for a block-list value that cannot be kept, if any. */
export function blockValueError(kind: RiskBlockKind, value: string): string | undefined {
  const v = normaliseBlockValue(kind, value);
  if (!v) return RISK_BLOCK_MESSAGES.required;
  if (v.length > 255) return RISK_BLOCK_MESSAGES.tooLong;
  if (kind === 'cardCountry' && !/^[A-Z]{2}$/.test(v)) return RISK_BLOCK_MESSAGES.country;
  if (kind === 'email' && !/^[^\s@]+@[^\s@]+$/.test(v)) return RISK_BLOCK_MESSAGES.email;
  return undefined;
}

/** The messages for a merchant's limits that cannot be kept, by field. */
export function merchantLimitErrors(limits: MerchantRiskLimits): Partial<Record<keyof MerchantRiskLimits, string>> {
  const bad = (cents: number | null) => cents !== null && (!Number.isInteger(cents) || cents < 50);
  const errors: Partial<Record<keyof MerchantRiskLimits, string>> = {};
  if (bad(limits.maxAmountCents)) errors.maxAmountCents = RISK_BLOCK_MESSAGES.limit;
  if (bad(limits.reviewThresholdCents)) errors.reviewThresholdCents = RISK_BLOCK_MESSAGES.limit;
  else if (limits.reviewThresholdCents !== null && limits.maxAmountCents !== null && limits.reviewThresholdCents >= limits.maxAmountCents)
    errors.reviewThresholdCents = RISK_BLOCK_MESSAGES.reviewOverLimit;
  return errors;
}

const FACT_OF_KIND: Record<RiskBlockKind, (facts: RiskFacts) => string | null> = {
  cardFingerprint: (f) => f.cardFingerprint,
  email: (f) => f.email,
  clientAddress: (f) => f.clientAddress,
  cardCountry: (f) => f.cardCountry,
};

/** The first block-list entry that matches the payment's facts, if any. */
export function blockedBy(facts: RiskFacts, blocks: readonly RiskBlock[]): RiskBlockKind | undefined {
  for (const kind of RISK_BLOCK_KINDS) {
    const fact = FACT_OF_KIND[kind](facts);
    if (fact === null || fact === '') continue;
    const value = normaliseBlockValue(kind, fact);
    if (blocks.some((b) => b.kind === kind && normaliseBlockValue(kind, b.value) === value)) return kind;
  }
  return undefined;
}

/**
 * The verdict for one payment, rules in order: block lists, velocity, the amount limit, then
 * review. Bounds are exact: `maxDeclines` declines still pass (one more blocks), an amount equal
 * to the limit or the threshold passes (a cent more declines or goes to review).
 */
export function assessRisk(facts: RiskFacts, blocks: readonly RiskBlock[], limits: MerchantRiskLimits, velocity: VelocityLimit | null): RiskVerdict {
  const blocked = blockedBy(facts, blocks);
  if (blocked) return { action: 'block', rule: `blockList.${blocked}` };
  for (const key of velocity ? VELOCITY_KEYS : []) {
    if (velocity!.keys.includes(key) && FACT_OF_KIND[key](facts) && facts.recentDeclines[key] > velocity!.maxDeclines)
      return { action: 'block', rule: `velocity.${key}` };
  }
  if (limits.maxAmountCents !== null && facts.amountCents > limits.maxAmountCents) return { action: 'block', rule: 'amountLimit' };
  if (limits.reviewThresholdCents !== null && facts.amountCents > limits.reviewThresholdCents) return { action: 'review', rule: 'reviewThreshold' };
  return { action: 'allow' };
}

/**
 * What the payer of a blocked payment is told: the same as for a card the issuer declined, so
 * the payer cannot learn which rule fired (spec 000 section 8's card error text).
 */
export const RISK_DECLINE = { errorType: 'card_error', failCode: 'card_declined', failMessage: CARD_ERROR_FALLBACK_MESSAGE } as const;

export function isRiskBlockKind(value: unknown): value is RiskBlockKind {
  return typeof value === 'string' && (RISK_BLOCK_KINDS as readonly string[]).includes(value);
}

export function isRiskRule(value: unknown): value is RiskRule {
  return typeof value === 'string' && (RISK_RULES as readonly string[]).includes(value);
}
