import Stripe from 'stripe';

import type {
  AuthorizationRequest,
  AuthorizationResult,
  ChargeRequest,
  ChargeResult,
  DisputeCallResult,
  DisputeEvidenceFile,
  DisputeEvidenceRequest,
  PaymentIntentRequest,
  PaymentIntentResult,
  PaymentProcessor,
  RefundRequest,
  RefundResult,
} from '../payment-processor';
import type { PaymentsConfig } from '../payments-config';
import { mapStripeError } from './stripe-errors';

type StripeSettings = NonNullable<PaymentsConfig['stripe']>;

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    // Retries reuse the idempotency key, so a lost response never charges twice. One call ends
    // (at most 2 tries of 10 s, plus the SDK's backoff of under 2 s) well before the charge and
    // refund activities' start-to-close (45 s and 60 s): Temporal never starts a second attempt
    // while the first is still waiting on Stripe.
    maxNetworkRetries: 1,
    timeout: 10000,
    ...(settings.apiHost ? { host: settings.apiHost } : {}),
    ...(settings.apiPort ? { port: settings.apiPort } : {}),
    ...(settings.apiProtocol ? { protocol: settings.apiProtocol } : {}),
  });
}

// Stripe through PaymentIntents. Two ways in: a PaymentMethod token (pm_...) is confirmed here
// in one call; a PaymentIntent the browser confirmed with Stripe.js (pi_...) is verified here.
export class StripeProcessor implements PaymentProcessor {
  readonly name = 'stripe' as const;

  constructor(private readonly stripe: Stripe) {}

  async createPaymentIntent(request: PaymentIntentRequest): Promise<PaymentIntentResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: 'usd',
          description: request.description,
          metadata: request.metadata,
          // Cards only confirm in-page; no redirect-based methods, so no return_url is needed.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!intent.client_secret) throw new Error('Stripe returned a PaymentIntent without a client secret');
      return { status: 'created', intentId: intent.id, clientSecret: intent.client_secret };
    } catch (error) {
      const { errorType, failCode, failMessage } = mapStripeError(error);
      return { status: 'failed', errorType, failCode, failMessage };
    }
  }

  /** The card's brand in Stripe's words ('visa', 'amex', ...); null for no such object; throws when Stripe cannot be asked. */
  async tokenBrand(token: string): Promise<string | null> {
    try {
      if (token.startsWith('pi_')) {
        const intent = await this.stripe.paymentIntents.retrieve(token, { expand: ['latest_charge', 'payment_method'] });
        const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
        const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
        return charge?.payment_method_details?.card?.brand ?? method?.card?.brand ?? null;
      }
      const method = await this.stripe.paymentMethods.retrieve(token);
      return method.card?.brand ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  /** The card's country as Stripe reports it (ISO code), null when not known; throws when Stripe cannot be asked. */
  async tokenCountry(token: string): Promise<string | null> {
    try {
      if (token.startsWith('pi_')) {
        const intent = await this.stripe.paymentIntents.retrieve(token, { expand: ['payment_method'] });
        return typeof intent.payment_method === 'object' ? (intent.payment_method?.card?.country ?? null) : null;
      }
      return (await this.stripe.paymentMethods.retrieve(token)).card?.country ?? null;
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return null;
      throw error;
    }
  }

  /** Issue 41: the card's fingerprint and country from one retrieve (the risk check's, before every charge). */
  async tokenCard(token: string): Promise<{ fingerprint: string | null; country: string | null }> {
    try {
      const card = token.startsWith('pi_')
        ? (await this.stripe.paymentIntents.retrieve(token, { expand: ['payment_method'] })).payment_method
        : await this.stripe.paymentMethods.retrieve(token);
      const details = card && typeof card === 'object' ? card.card : null;
      return { fingerprint: details?.fingerprint ?? null, country: details?.country ?? null };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing') return { fingerprint: null, country: null };
      throw error;
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = request.token.startsWith('pi_')
        ? await this.stripe.paymentIntents.retrieve(request.token, { expand: ['latest_charge'] })
        : await this.stripe.paymentIntents.create(
            {
              amount: request.amountCents,
              currency: 'usd',
              confirm: true,
              // Issue 41, review: authorised only; capture() or voidAuthorization() settles it.
              ...(request.capture === false ? { capture_method: 'manual' as const } : {}),
              payment_method: request.token,
              automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
              description: request.description,
              metadata: request.metadata,
              ...(request.customer.email ? { receipt_email: request.customer.email } : {}),
              expand: ['latest_charge'],
            },
            { idempotencyKey: request.idempotencyKey },
          );
      return intentResult(intent, request);
    } catch (error) {
      return mapStripeError(error);
    }
  }

  /**
   * Stripe's own record of a payment for the nightly audit: the amount captured and refunded,
   * and the net of its balance transaction (what Stripe holds for us), in cents.
   */
  async chargeRecord(chargeId: string): Promise<{ amountCents: number; refundedCents: number; balanceNetCents: number | null } | null> {
    try {
      const charge = chargeId.startsWith('pi_')
        ? ((await this.stripe.paymentIntents.retrieve(chargeId, { expand: ['latest_charge.balance_transaction'] })).latest_charge as Stripe.Charge | null)
        : await this.stripe.charges.retrieve(chargeId, { expand: ['balance_transaction'] });
      if (!charge || typeof charge === 'string') return null;
      const balance = charge.balance_transaction;
      return {
        amountCents: charge.amount_captured,
        refundedCents: charge.amount_refunded,
        balanceNetCents: balance && typeof balance !== 'string' ? balance.net : null,
      };
    } catch {
      return null;
    }
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    try {
      const target = request.chargeId.startsWith('pi_') ? { payment_intent: request.chargeId } : { charge: request.chargeId };
      const refund = await this.stripe.refunds.create({ ...target, amount: request.amountCents }, { idempotencyKey: request.idempotencyKey });
      // A refund Stripe failed or cancelled is a definite answer: nothing went back to the card.
      if (refund.status === 'failed' || refund.status === 'canceled') {
        return {
          status: 'failed',
          errorType: 'invalid_request_error',
          failCode: refund.failure_reason ?? refund.status,
          failMessage: `Refund ${refund.status}`,
        };
      }
      return { status: 'succeeded', refundId: refund.id };
    } catch (error) {
      const { errorType, failCode, failMessage, unknown } = mapStripeError(error);
      return { status: 'failed', errorType, failCode, failMessage, ...(unknown ? { unknown } : {}) };
    }
  }

  /** Issue 41: captures an authorisation (https://docs.stripe.com/api/payment_intents/capture); one captured already answers success. */
  capture(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleIntent(request, 'succeeded', (id) =>
      this.stripe.paymentIntents.capture(id, { amount_to_capture: request.amountCents }, { idempotencyKey: request.idempotencyKey }),
    );
  }

  /** Issue 41: releases an authorisation (https://docs.stripe.com/api/payment_intents/cancel); one cancelled already answers success. */
  voidAuthorization(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleIntent(request, 'canceled', (id) => this.stripe.paymentIntents.cancel(id, {}, { idempotencyKey: request.idempotencyKey }));
  }

  /**
   * The intent of a charge id (ours are the latest charge's, or the intent's own) captured or
   * cancelled. Stripe refuses a second capture or cancel with payment_intent_unexpected_state:
   * an intent already in the state asked for is this request's success.
   */
  private async settleIntent(
    request: AuthorizationRequest,
    to: 'succeeded' | 'canceled',
    call: (intentId: string) => Promise<Stripe.PaymentIntent>,
  ): Promise<AuthorizationResult> {
    let intentId: string | null = null;
    try {
      intentId = request.chargeId.startsWith('pi_') ? request.chargeId : await this.intentOfCharge(request.chargeId);
      if (!intentId)
        return { status: 'failed', errorType: 'invalid_request_error', failCode: 'resource_missing', failMessage: `No such charge: '${request.chargeId}'` };
      const intent = await call(intentId);
      return intent.status === to
        ? { status: 'succeeded' }
        : { status: 'failed', errorType: 'unknown_error', failCode: intent.status, failMessage: `Payment is ${intent.status}.`, unknown: 'inProgress' };
    } catch (error) {
      const failure = mapStripeError(error);
      if (intentId && failure.failCode === 'payment_intent_unexpected_state') {
        const now = await this.stripe.paymentIntents.retrieve(intentId).catch(() => null);
        if (now?.status === to) return { status: 'succeeded' };
      }
      const { errorType, failCode, failMessage, unknown } = failure;
      return { status: 'failed', errorType, failCode, failMessage, ...(unknown ? { unknown } : {}) };
    }
  }

  private async intentOfCharge(chargeId: string): Promise<string | null> {
    const charge = await this.stripe.charges.retrieve(chargeId);
    return typeof charge.payment_intent === 'string' ? charge.payment_intent : (charge.payment_intent?.id ?? null);
  }

  /** Uploads the files (purpose dispute_evidence), then updates the dispute with submit=true. */
  async submitDisputeEvidence(request: DisputeEvidenceRequest): Promise<DisputeCallResult> {
    try {
      const evidence: Stripe.DisputeUpdateParams.Evidence = {
        uncategorized_text: request.explanation,
        ...(request.productDescription ? { product_description: request.productDescription } : {}),
        ...(request.refundExplanation ? { refund_refusal_explanation: request.refundExplanation } : {}),
      };
      for (const [index, file] of request.files.entries()) {
        const uploaded = await this.stripe.files.create(
          { purpose: 'dispute_evidence', file: { data: file.bytes, name: file.name, type: file.mimetype } },
          { idempotencyKey: `${request.idempotencyKey}/file-${index}` },
        );
        evidence[EVIDENCE_FILE_FIELDS[file.kind]] = uploaded.id;
      }
      const dispute = await this.stripe.disputes.update(request.disputeId, { evidence, submit: true }, { idempotencyKey: request.idempotencyKey });
      return { status: 'succeeded', processorStatus: dispute.status };
    } catch (error) {
      const { errorType, failCode, failMessage } = mapStripeError(error);
      return { status: 'failed', errorType, failCode, failMessage };
    }
  }

  /** Closing a dispute concedes it (https://docs.stripe.com/api/disputes/close): it becomes lost. */
  async acceptDispute(request: { disputeId: string; idempotencyKey: string }): Promise<DisputeCallResult> {
    try {
      const dispute = await this.stripe.disputes.close(request.disputeId, {}, { idempotencyKey: request.idempotencyKey });
      return { status: 'succeeded', processorStatus: dispute.status };
    } catch (error) {
      const { errorType, failCode, failMessage } = mapStripeError(error);
      return { status: 'failed', errorType, failCode, failMessage };
    }
  }
}

/**
 * Which of Stripe's evidence file fields each of the merchant's files goes in
 * (https://docs.stripe.com/api/disputes/update#update_dispute-evidence).
 */
const EVIDENCE_FILE_FIELDS: Record<DisputeEvidenceFile['kind'], 'uncategorized_file' | 'receipt' | 'customer_communication'> = {
  supportingDocument: 'uncategorized_file',
  refundProof: 'receipt',
  creditVoucherProof: 'customer_communication',
};

/**
 * Why a PaymentIntent the browser confirmed is not the one of this payment (null when it is): its
 * amount, its currency and the metadata we gave it (the invoice's id and code). Stripe drops empty
 * metadata values, so only ours that are set are compared.
 */
export function intentMismatch(
  intent: Pick<Stripe.PaymentIntent, 'amount' | 'currency' | 'metadata'>,
  request: Pick<ChargeRequest, 'amountCents' | 'currency' | 'metadata'>,
): 'amount_mismatch' | 'currency_mismatch' | 'metadata_mismatch' | null {
  if (intent.amount !== request.amountCents) return 'amount_mismatch';
  if (intent.currency.toLowerCase() !== request.currency.toLowerCase()) return 'currency_mismatch';
  const ours = Object.entries(request.metadata).filter(([, value]) => value !== '');
  return ours.every(([key, value]) => intent.metadata?.[key] === value) ? null : 'metadata_mismatch';
}

/**
 * The statuses a PaymentIntent can end a charge in (a Record of Stripe's own type, so a status
 * Stripe adds fails to compile here): intentResult answers the unfinished ones with the status as
 * failCode. With the adapter's own verdicts (STRIPE_INTENT_CODES) they have decline classes (issue 41).
 */
export const STRIPE_INTENT_STATUSES: Record<Stripe.PaymentIntent.Status, true> = {
  canceled: true,
  processing: true,
  requires_action: true,
  requires_capture: true,
  requires_confirmation: true,
  requires_payment_method: true,
  succeeded: true,
};

/** intentResult's own codes: 3-D Secure needed, an intent that is not this payment's, a failure without Stripe's reason. */
export const STRIPE_INTENT_CODES = ['authentication_required', 'amount_mismatch', 'currency_mismatch', 'metadata_mismatch', 'payment_failed'] as const;

function intentResult(intent: Stripe.PaymentIntent, request: ChargeRequest): ChargeResult {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const chargeId = charge?.id ?? (typeof intent.latest_charge === 'string' ? intent.latest_charge : intent.id);
  if (intent.status === 'succeeded') {
    // A client-confirmed intent must be this payment's (amount, currency, metadata), or it pays for something else.
    // One created here from a PaymentMethod carries our amount and metadata by construction.
    const mismatch = request.token.startsWith('pi_') ? intentMismatch(intent, request) : intent.amount !== request.amountCents ? 'amount_mismatch' : null;
    if (mismatch) return { status: 'failed', errorType: 'invalid_request_error', failCode: mismatch, failMessage: 'The payment does not match.', chargeId };
    const card = charge?.payment_method_details?.card;
    return { status: 'succeeded', chargeId, ...(card ? { brand: card.brand ?? undefined, last4: card.last4 ?? undefined } : {}) };
  }
  // Issue 41: an authorisation asked for (capture_method manual); the amount is held until captured or cancelled.
  if (intent.status === 'requires_capture' && request.capture === false && !request.token.startsWith('pi_') && intent.amount === request.amountCents) {
    const card = charge?.payment_method_details?.card;
    return { status: 'succeeded', chargeId, captured: false, ...(card ? { brand: card.brand ?? undefined, last4: card.last4 ?? undefined } : {}) };
  }
  if (intent.status === 'requires_action') {
    return {
      status: 'failed',
      errorType: 'card_error',
      failCode: 'authentication_required',
      failMessage: 'Your card was declined. This transaction requires authentication.',
      chargeId,
    };
  }
  const lastError = intent.last_payment_error;
  if (lastError) {
    return {
      status: 'failed',
      errorType: lastError.type === 'card_error' ? 'card_error' : 'invalid_request_error',
      failCode: lastError.decline_code ?? lastError.code ?? 'payment_failed',
      failMessage: lastError.message ?? 'Your card was declined.',
      chargeId,
    };
  }
  // Still processing: the outcome is not known yet (the same key asks again).
  const unknown = intent.status === 'processing' ? { unknown: 'inProgress' as const } : {};
  return { status: 'failed', errorType: 'unknown_error', failCode: intent.status, failMessage: `Payment is ${intent.status}.`, chargeId, ...unknown };
}
