import { type DeclineClass, declineClassOf } from '@pg/domain';

// The one interface every card processor adapter implements (DESIGN.md section 5). Business
// code only ever sees tokens from the processor's own client-side tokenisation: no card number
// or CVC reaches this interface, the database, logs or workflow payloads.

/** `sandboxB`: the Sandbox's second acquirer ("Sandbox (fallback)"), sharing its tokens (issue 41, decision 0182). */
export const PROCESSOR_NAMES = ['sandbox', 'sandboxB', 'stripe', 'authorizeNet'] as const;
export type ProcessorName = (typeof PROCESSOR_NAMES)[number];

/** Error families of spec 000 section 8; the web shows the spec's message for each. */
export type ProcessorErrorType = 'card_error' | 'validation_error' | 'api_error' | 'idempotency_error' | 'invalid_request_error' | 'unknown_error';

/**
 * Why a failed answer does not say that nothing happened: the processor may have charged or
 * refunded (docs: issue 47, "Unknown outcomes are not refusals"). Set by each processor's own
 * mapping of its answers (stripe-errors.ts, authorize-net-errors.ts, the Sandbox).
 * - answerLost: no answer (transport error, timeout, 5xx, rate limit): the request may have run.
 * - inProgress: the same key is still being processed (Stripe 409 idempotency_error).
 * - duplicate: the processor refused a repeat of a request it already has (Authorize.Net reason 11).
 * - tokenUsed: the single-use card token was spent; unknown only when an earlier try of the same
 *   attempt may have spent it (on a first try it is the payer's stale token: a definite refusal).
 */
export type UnknownReason = 'answerLost' | 'inProgress' | 'duplicate' | 'tokenUsed';

/** A processor's failed answer. */
export interface ProcessorFailure {
  status: 'failed';
  errorType: ProcessorErrorType;
  failCode: string;
  failMessage: string;
  /** Set when the answer leaves open that the processor acted (see UnknownReason). */
  unknown?: UnknownReason;
}

/**
 * Definite: the answer says what happened (success, or a refusal with a known code: nothing was
 * charged or refunded, and a new key may try again). Unknown: the processor may have acted; the
 * attempt stays pending and is settled with the same key (or by looking the transaction up).
 * `retried`: an earlier try of the same attempt may have reached the processor.
 */
export function answerKind(result: { status: string; unknown?: UnknownReason }, options: { retried: boolean }): 'definite' | 'unknown' {
  if (result.status !== 'failed' || !result.unknown) return 'definite';
  if (result.unknown === 'tokenUsed' && !options.retried) return 'definite';
  return 'unknown';
}

/**
 * Issue 41: the decline class of a failed answer (domain/src/decline-classes.ts): the code's
 * class, unless the adapter says the processor may have acted (answerKind 'unknown'), which makes
 * it `unknownOutcome`: settled with the same processor by the same key before anything else.
 */
export function answerClass(result: ProcessorFailure, options: { retried: boolean }): DeclineClass {
  return declineClassOf({ failCode: result.failCode, outcomeUnknown: answerKind(result, options) === 'unknown' });
}

/** Thrown by a money activity for an unknown outcome: Temporal retries it with the same key. */
export class UnknownOutcomeError extends Error {
  constructor(
    readonly operation: 'charge' | 'refund',
    readonly answer: { failCode: string; failMessage: string; unknown?: UnknownReason },
  ) {
    super(`${operation} outcome unknown (${answer.unknown ?? 'unknown'}: ${answer.failCode}): retried with the same key`);
    this.name = 'UnknownOutcomeError';
  }
}

export interface ChargeRequest {
  amountCents: number;
  currency: 'USD';
  /** Processor token: Sandbox token, Stripe PaymentMethod/PaymentIntent id, Authorize.Net opaque data. */
  token: string;
  /** Authorize.Net opaque data descriptor; unused by the others. */
  tokenDescriptor?: string;
  /** Same key, same charge: a retried call never charges twice. */
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
  customer: { name: string; email?: string; zipCode: string; phoneNumber: string };
  /**
   * Issue 41, review: false authorises only (the amount is held on the card; `capture` takes it,
   * `voidAuthorization` releases it). Absent or true: charged at once. Only processors with
   * `capture` take false.
   */
  capture?: boolean;
}

/** `captured: false`: an authorisation (ChargeRequest.capture false), not yet money taken. */
export type ChargeResult =
  { status: 'succeeded'; chargeId: string; brand?: string; last4?: string; captured?: boolean } | (ProcessorFailure & { chargeId?: string });

/** Issue 41: the capture or the void of an authorisation; same key, same answer. */
export interface AuthorizationRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type AuthorizationResult = { status: 'succeeded' } | ProcessorFailure;

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult = { status: 'succeeded'; refundId: string } | ProcessorFailure;

/** A payment the payer's browser confirms with the processor's own script (Stripe.js). */
export interface PaymentIntentRequest {
  amountCents: number;
  currency: 'USD';
  idempotencyKey: string;
  description: string;
  metadata: Record<string, string>;
}

export type PaymentIntentResult =
  { status: 'created'; intentId: string; clientSecret: string } | { status: 'failed'; errorType: ProcessorErrorType; failCode: string; failMessage: string };

/** A file sent as dispute evidence (the merchant's supporting document and proofs). */
export interface DisputeEvidenceFile {
  kind: 'supportingDocument' | 'refundProof' | 'creditVoucherProof';
  name: string;
  mimetype: string;
  bytes: Buffer;
}

/** The merchant's case against a dispute, in the words processors take (Stripe's evidence fields). */
export interface DisputeEvidenceRequest {
  /** The processor's dispute id. */
  disputeId: string;
  /** Same key, same submission: a retried call never submits twice. */
  idempotencyKey: string;
  /** Why the merchant should win, in words (the decline's reason and its details). */
  explanation: string;
  productDescription: string | null;
  /** How and when the customer was refunded or credited, when that is the reason. */
  refundExplanation: string | null;
  files: DisputeEvidenceFile[];
}

export type DisputeCallResult =
  { status: 'succeeded'; processorStatus: string } | { status: 'failed'; errorType: ProcessorErrorType; failCode: string; failMessage: string };

export interface PaymentProcessor {
  readonly name: ProcessorName;
  charge: (request: ChargeRequest) => Promise<ChargeResult>;
  refund: (request: RefundRequest) => Promise<RefundResult>;
  /**
   * The card brand as the processor's own record of a token says it (Sandbox token, Stripe
   * PaymentMethod or PaymentIntent), null when it has no such token. Absent where the token
   * reports no brand before the charge (Authorize.Net's opaque data).
   */
  tokenBrand?: (token: string) => Promise<string | null>;
  /** Issue 41: the card's country (ISO alpha-2) as the processor's record of a token says it; null when not known. Absent where none is reported (Authorize.Net). */
  tokenCountry?: (token: string) => Promise<string | null>;
  /**
   * Issue 41: the processor's record of a charge by its idempotency key, asked to settle an
   * answer of unknown outcome before the payment may go to another processor: the charge's
   * answer, or null when the processor has no charge under that key (nothing was charged).
   * Absent where the processor cannot be asked (then an unknown outcome never fails over).
   */
  findCharge?: (idempotencyKey: string) => Promise<ChargeResult | null>;
  /**
   * Issue 41: the card's fingerprint (the same for every token of one card, never derived here
   * from a number) and country as the processor's record of a token says them, in one read (the
   * risk check asks before every charge); nulls when not known. Absent where none is reported
   * before the charge (Authorize.Net).
   */
  tokenCard?: (token: string) => Promise<{ fingerprint: string | null; country: string | null }>;
  /** Only processors with client-side confirmation (Stripe); charge() then takes the intent id. */
  createPaymentIntent?: (request: PaymentIntentRequest) => Promise<PaymentIntentResult>;
  /** Issue 41: takes the money of an authorisation (ChargeRequest.capture false); capturing a captured one answers success again. */
  capture?: (request: AuthorizationRequest) => Promise<AuthorizationResult>;
  /** Issue 41: releases an authorisation not captured; voiding a voided one answers success again. */
  voidAuthorization?: (request: AuthorizationRequest) => Promise<AuthorizationResult>;
  /** Processors that report disputes (Sandbox, Stripe): submits the merchant's evidence. */
  submitDisputeEvidence?: (request: DisputeEvidenceRequest) => Promise<DisputeCallResult>;
  /** Concedes a dispute the merchant accepted (Stripe: close the dispute). */
  acceptDispute?: (request: { disputeId: string; idempotencyKey: string }) => Promise<DisputeCallResult>;
}
