// The one interface every card processor adapter implements (DESIGN.md section 5). Business
// code only ever sees tokens from the processor's own client-side tokenisation: no card number
// or CVC reaches this interface, the database, logs or workflow payloads.

export const PROCESSOR_NAMES = ['sandbox', 'stripe', 'authorizeNet'] as const;
export type ProcessorName = (typeof PROCESSOR_NAMES)[number];

/** Error families of spec 000 section 8; the web shows the spec's message for each. */
export type ProcessorErrorType = 'card_error' | 'validation_error' | 'api_error' | 'idempotency_error' | 'invalid_request_error' | 'unknown_error';

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
}

export type ChargeResult =
  | { status: 'succeeded'; chargeId: string; brand?: string; last4?: string }
  | { status: 'failed'; errorType: ProcessorErrorType; failCode: string; failMessage: string; chargeId?: string };

export interface RefundRequest {
  chargeId: string;
  amountCents: number;
  idempotencyKey: string;
}

export type RefundResult =
  { status: 'succeeded'; refundId: string } | { status: 'failed'; errorType: ProcessorErrorType; failCode: string; failMessage: string };

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
  /** Only processors with client-side confirmation (Stripe); charge() then takes the intent id. */
  createPaymentIntent?: (request: PaymentIntentRequest) => Promise<PaymentIntentResult>;
  /** Processors that report disputes (Sandbox, Stripe): submits the merchant's evidence. */
  submitDisputeEvidence?: (request: DisputeEvidenceRequest) => Promise<DisputeCallResult>;
  /** Concedes a dispute the merchant accepted (Stripe: close the dispute). */
  acceptDispute?: (request: { disputeId: string; idempotencyKey: string }) => Promise<DisputeCallResult>;
}
