import { randomUUID } from 'node:crypto';

import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Optional } from '@nestjs/common';

import { pgArray } from '../../common/pg-array';
import { executePrepared, prepared } from '../../common/prepared-statements';
import type {
  AuthorizationRequest,
  AuthorizationResult,
  ChargeRequest,
  ChargeResult,
  DisputeCallResult,
  DisputeEvidenceRequest,
  PaymentProcessor,
  RefundRequest,
  RefundResult,
} from '../payment-processor';
import { DECLINES } from './sandbox-cards';
import { SandboxCharge } from './sandbox-charge.entity';
import { SANDBOX_CONFIG, type SandboxConfig } from './sandbox-config';
import { SandboxDisputesService } from './sandbox-disputes.service';
import type { SandboxAcquirer, SandboxFaultMode } from './sandbox-fault.entity';
import { SandboxRefund } from './sandbox-refund.entity';
import { SANDBOX_REFUND_FAULTS, type SandboxRefundFault, SandboxToken } from './sandbox-token.entity';

/** Which acquirer a SandboxProcessor instance is (the DI-made one is the primary `sandbox`). */
export const SANDBOX_ACQUIRER = Symbol('SANDBOX_ACQUIRER');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Failure = Extract<ChargeResult, { status: 'failed' }>;

/**
 * Every code the Sandbox's charges and refunds answer with besides its test cards' declines
 * (DECLINES): `failure` takes only these, so a new one must be listed here, and the decline
 * classes test (decline-codes.test.ts) then asks for its class.
 */
export const SANDBOX_ANSWER_CODES = [
  'token_already_used',
  'idempotency_key_in_use',
  'connection_lost',
  'api_error',
  'amount_too_small',
  'currency_invalid',
  'resource_missing',
  'parameter_invalid_integer',
  'charge_not_refundable',
  'charge_already_refunded',
  'amount_too_large',
  'rate_limit',
  'processor_unavailable',
  // Issue 41: a capture or void of a charge that is no longer an authorisation (Stripe's code).
  'payment_intent_unexpected_state',
] as const;
type SandboxAnswerCode = (typeof SANDBOX_ANSWER_CODES)[number];

const failure = (errorType: Failure['errorType'], failCode: SandboxAnswerCode, failMessage: string): Failure => ({
  status: 'failed',
  errorType,
  failCode,
  failMessage,
});

const TOKEN_USED = failure('invalid_request_error', 'token_already_used', 'You cannot use a card token more than once.');

const KEY_REUSED = failure(
  'idempotency_error',
  'idempotency_key_in_use',
  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
);

/** The fault cards' answers (SANDBOX_FAULTS): what a real client reports for a lost answer or a 5xx. */
const ANSWER_LOST: Failure = {
  ...failure('api_error', 'connection_lost', 'The connection to the Sandbox was lost before it answered.'),
  unknown: 'answerLost',
};
const SERVER_ERROR: Failure = { ...failure('api_error', 'api_error', 'The Sandbox had a problem with this request (HTTP 500).'), unknown: 'answerLost' };
const IN_PROGRESS: Failure = {
  ...failure(
    'idempotency_error',
    'idempotency_key_in_use',
    'There is currently another in-progress request using this Idempotent Key (that probably means you submitted twice, and the other request is still going through): please retry in a few seconds.',
  ),
  unknown: 'inProgress',
};

/** Issue 41: a misbehaving acquirer's answers; nothing is charged and the token stays unspent. */
const RATE_LIMITED = failure('api_error', 'rate_limit', 'Too many requests hit the Sandbox too quickly (HTTP 429).');
const UNAVAILABLE = failure('api_error', 'processor_unavailable', 'The Sandbox acquirer is down: the connection was refused.');
const TIMED_OUT: Failure = {
  ...failure('api_error', 'connection_lost', 'The Sandbox did not answer in time (timeout).'),
  unknown: 'answerLost',
};

/** The primary acquirer's misbehaviour for each primary fault card. */
const PRIMARY_FAULT_MODES: Record<string, SandboxFaultMode> = {
  primary_timeout: 'timeout',
  primary_server_error: 'serverError',
  primary_rate_limit: 'rateLimit',
  primary_down: 'down',
};

/** Behaviours a decline of which leaves the token unspent: the acquirer could not run it, so another may (issue 41). */
const UNSPENT_DECLINES = ['processing_error'];

/** Thrown inside a transaction to roll it back and answer with a processor failure. */
class Refusal extends Error {
  constructor(readonly result: Failure) {
    super(result.failMessage);
  }
}

// The local test processor (DESIGN.md section 5): real charges and refunds in its own tables,
// behaving like Stripe's test mode for Stripe's test cards.
@Injectable()
export class SandboxProcessor implements PaymentProcessor {
  /** Issue 41: the acquirer (`sandbox`, or `sandboxB` "Sandbox (fallback)"); both share the token table. */
  readonly name: SandboxAcquirer;

  /** Refund keys whose first call a refund fault card has played (this process's memory: a test fault, not a record). */
  private readonly faulted = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly disputes: SandboxDisputesService,
    @Inject(SANDBOX_CONFIG) private readonly config: SandboxConfig,
    @Optional() @Inject(SANDBOX_ACQUIRER) acquirer?: SandboxAcquirer,
  ) {
    this.name = acquirer ?? 'sandbox';
  }

  /** The brand the Sandbox recorded when it issued the token (from the card number), null for no such token. */
  async tokenBrand(token: string): Promise<string | null> {
    const row = await this.em.fork().findOne(SandboxToken, { token }, { fields: ['brand'] });
    return row?.brand ?? null;
  }

  /** The card's country the Sandbox recorded with the token (by its BIN), null when not known or no such token. */
  async tokenCountry(token: string): Promise<string | null> {
    const row = await this.em.fork().findOne(SandboxToken, { token }, { fields: ['country'] });
    return row?.country ?? null;
  }

  /** Issue 41: the card's fingerprint and country in one prepared read (the risk check's, before every charge). */
  async tokenCard(token: string): Promise<{ fingerprint: string | null; country: string | null }> {
    const [row] = await executePrepared<{ fingerprint: string | null; country: string | null }>(this.em, TOKEN_CARD_SQL, [token]);
    return { fingerprint: row?.fingerprint ?? null, country: row?.country ?? null };
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents < 50) {
      return failure('invalid_request_error', 'amount_too_small', 'Amount must be at least $0.50 usd');
    }
    if (request.currency !== 'USD') return failure('invalid_request_error', 'currency_invalid', 'Only USD is supported');
    const em = this.em.fork();
    // The key's charge and the token in one read: a retry is answered from its charge, and the
    // token says whether the charge can be one statement (every card but the dispute one).
    const [seen] = await executePrepared<{ charge: ChargeRow | null; token: TokenRow | null; fault: SandboxFaultMode | null }>(em, LOOKUP_SQL, [
      request.idempotencyKey,
      request.token,
      this.name,
    ]);
    if (seen.charge) return this.replay(chargeOfRow(seen.charge), request);
    // Issue 41: a misbehaving acquirer (control endpoint, or a primary fault card) answers before it touches the token.
    const primaryFault = this.name === 'sandbox' && seen.token ? PRIMARY_FAULT_MODES[seen.token.behaviour] : undefined;
    const fault = seen.fault ?? primaryFault;
    if (fault) return this.misbehave(em, fault, seen.token?.behaviour === 'primary_down' && !seen.fault);
    if (!seen.token) return failure('invalid_request_error', 'resource_missing', `No such token: '${request.token}'`);
    if (seen.token.behaviour === 'server_error') return SERVER_ERROR;
    try {
      const charge = seen.token.dispute_on_capture ? await this.chargeWithDispute(request) : await this.chargeAtOnce(em, request);
      // The charge is written; only this call's answer is lost (a replay of the key answers).
      if (charge && seen.token.behaviour === 'lose_answer') return ANSWER_LOST;
      return charge ? chargeResult(charge) : await this.afterRefusal(request, TOKEN_USED);
    } catch (error) {
      if (error instanceof Refusal) return this.afterRefusal(request, error.result);
      if (error instanceof UniqueConstraintViolationException) {
        const raced = await this.em.fork().findOneOrFail(SandboxCharge, { idempotencyKey: request.idempotencyKey });
        return this.replay(raced, request);
      }
      throw error;
    }
  }

  /** The answer of a misbehaving acquirer; the "down" card first puts it down for SANDBOX_DOWN_MS. */
  private async misbehave(em: EntityManager, mode: SandboxFaultMode, putDown: boolean): Promise<Failure> {
    if (putDown) await setSandboxFault(em, this.name, 'down', this.config.downMs);
    if (mode === 'timeout') {
      // Held until the caller would have given up; then the answer is lost (nothing was charged).
      await new Promise((resolve) => setTimeout(resolve, this.config.timeoutMs));
      return TIMED_OUT;
    }
    return mode === 'serverError' ? SERVER_ERROR : mode === 'rateLimit' ? RATE_LIMITED : UNAVAILABLE;
  }

  /** Issue 41: this acquirer's charge under an idempotency key, asked to settle an unknown outcome (null: nothing charged). */
  async findCharge(idempotencyKey: string): Promise<ChargeResult | null> {
    const charge = await this.em.fork().findOne(SandboxCharge, { idempotencyKey, acquirer: this.name });
    return charge ? chargeResult(charge) : null;
  }

  /**
   * Claims the token and writes the charge in one statement (atomic: a failed insert leaves the
   * token unspent): one round trip instead of a transaction of four. Undefined when the token
   * was already spent.
   */
  private async chargeAtOnce(em: EntityManager, request: ChargeRequest): Promise<ChargeOutcome | undefined> {
    const declines = Object.entries(DECLINES);
    const [row] = await executePrepared<ChargeRow>(em, CHARGE_SQL, [
      pgArray(UNSPENT_DECLINES),
      request.token,
      pgArray(declines.map(([behaviour]) => behaviour)),
      pgArray(declines.map(([, d]) => d.code)),
      pgArray(declines.map(([, d]) => d.message)),
      randomUUID(),
      request.idempotencyKey,
      request.amountCents,
      request.currency,
      request.capture !== false,
      request.description,
      JSON.stringify(request.metadata),
      this.name,
    ]);
    return row ? chargeOfRow(row) : undefined;
  }

  /** A token marked to open a dispute (test card 4000 0000 0000 0259): the charge, when it succeeds, schedules it in its transaction. */
  private chargeWithDispute(request: ChargeRequest): Promise<SandboxCharge> {
    return this.em.fork().transactional(async (tx) => {
      // Single use, decided by the database: only one charge can flip used_at from null.
      const claimed = await tx.nativeUpdate(SandboxToken, { token: request.token, usedAt: null }, { usedAt: new Date() });
      if (claimed === 0) throw new Refusal(TOKEN_USED);
      const token = await tx.findOneOrFail(SandboxToken, { token: request.token });
      const decline = token.behaviour in DECLINES ? DECLINES[token.behaviour as keyof typeof DECLINES] : null;
      const row = tx.create(SandboxCharge, {
        idempotencyKey: request.idempotencyKey,
        token: token.token,
        amountCents: request.amountCents,
        currency: request.currency,
        status: decline ? 'failed' : request.capture === false ? 'authorized' : 'succeeded',
        brand: token.brand,
        last4: token.last4,
        failCode: decline?.code ?? null,
        failMessage: decline?.message ?? null,
        description: request.description,
        metadata: request.metadata,
        disputeOnCapture: token.disputeOnCapture,
        acquirer: this.name,
      });
      // An authorisation opens its dispute when it is captured (capture below).
      if (!decline && row.status === 'succeeded') this.disputes.scheduleDispute(tx, row);
      await tx.flush();
      return row;
    });
  }

  /** A concurrent call with the same key may have won the token: answer with its charge. */
  private async afterRefusal(request: ChargeRequest, refusal: Failure): Promise<ChargeResult> {
    const raced = await this.em.fork().findOne(SandboxCharge, { idempotencyKey: request.idempotencyKey });
    return raced ? this.replay(raced, request) : refusal;
  }

  async refund(request: RefundRequest): Promise<RefundResult> {
    if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) {
      return failure('invalid_request_error', 'parameter_invalid_integer', 'Refund amount must be a positive number of cents.');
    }
    const existing = await this.em.fork().findOne(SandboxRefund, { idempotencyKey: request.idempotencyKey });
    if (existing) return this.replayRefund(existing, request);
    if (!UUID.test(request.chargeId)) return failure('invalid_request_error', 'resource_missing', `No such charge: '${request.chargeId}'`);
    // A refund fault card plays its fault on the first call of each key (SANDBOX_REFUND_FAULTS).
    const fault = await this.refundFault(request);
    if (fault === 'refund_in_progress') return IN_PROGRESS;
    if (fault === 'refund_server_error') return SERVER_ERROR;
    try {
      const refund = await this.em.fork().transactional(async (tx) => {
        // Row lock: concurrent refunds of one charge are serialised, so the cap holds.
        const charge = await tx.findOne(SandboxCharge, { id: request.chargeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!charge) throw new Refusal(failure('invalid_request_error', 'resource_missing', `No such charge: '${request.chargeId}'`));
        if (charge.status !== 'succeeded')
          throw new Refusal(failure('invalid_request_error', 'charge_not_refundable', 'This charge did not succeed and cannot be refunded.'));
        const unrefunded = charge.amountCents - charge.refundedCents;
        if (unrefunded === 0) throw new Refusal(failure('invalid_request_error', 'charge_already_refunded', `Charge ${charge.id} has already been refunded.`));
        if (request.amountCents > unrefunded) {
          throw new Refusal(
            failure(
              'invalid_request_error',
              'amount_too_large',
              `Refund amount (${dollars(request.amountCents)}) is greater than unrefunded amount on charge (${dollars(unrefunded)})`,
            ),
          );
        }
        charge.refundedCents += request.amountCents;
        const row = tx.create(SandboxRefund, { charge, idempotencyKey: request.idempotencyKey, amountCents: request.amountCents });
        await tx.flush();
        return row;
      });
      // A fault card's refund is made, and this call's answer lost (a replay of the key answers).
      const token = await this.em.fork().findOne(SandboxToken, { token: refund.charge.token }, { fields: ['behaviour'] });
      if (token?.behaviour === 'lose_answer') return ANSWER_LOST;
      // Refunded, and answered only after the client (and the refund try) gave up waiting.
      if (fault === 'refund_slow') await new Promise((resolve) => setTimeout(resolve, this.config.slowMs));
      return { status: 'succeeded', refundId: refund.id };
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      if (error instanceof UniqueConstraintViolationException) {
        return this.replayRefund(await this.em.fork().findOneOrFail(SandboxRefund, { idempotencyKey: request.idempotencyKey }), request);
      }
      throw error;
    }
  }

  /** The refund fault to play on this call: the charge's card's, on the first call of its key only. */
  private async refundFault(request: RefundRequest): Promise<SandboxRefundFault | undefined> {
    const charge = await this.em.fork().findOne(SandboxCharge, { id: request.chargeId }, { fields: ['token'] });
    if (!charge) return undefined;
    const token = await this.em.fork().findOne(SandboxToken, { token: charge.token }, { fields: ['behaviour'] });
    const behaviour = token?.behaviour;
    if (!behaviour || !(SANDBOX_REFUND_FAULTS as readonly string[]).includes(behaviour) || this.faulted.has(request.idempotencyKey)) return undefined;
    this.faulted.add(request.idempotencyKey);
    return behaviour as SandboxRefundFault;
  }

  /** Issue 41: takes an authorisation's money (Stripe's capture of a manual-capture intent); a captured charge answers success again. */
  capture(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleAuthorization(request, 'succeeded');
  }

  /** Issue 41: releases an authorisation (Stripe's cancel of an uncaptured intent); a voided charge answers success again. */
  voidAuthorization(request: AuthorizationRequest): Promise<AuthorizationResult> {
    return this.settleAuthorization(request, 'voided');
  }

  /** An authorisation captured or voided, once: the row lock serialises a capture and a void of one charge. */
  private async settleAuthorization(request: AuthorizationRequest, to: 'succeeded' | 'voided'): Promise<AuthorizationResult> {
    if (!UUID.test(request.chargeId)) return failure('invalid_request_error', 'resource_missing', `No such charge: '${request.chargeId}'`);
    try {
      return await this.em.fork().transactional(async (tx) => {
        const charge = await tx.findOne(SandboxCharge, { id: request.chargeId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (!charge) throw new Refusal(failure('invalid_request_error', 'resource_missing', `No such charge: '${request.chargeId}'`));
        if (charge.status === to) return { status: 'succeeded' } as const;
        if (charge.status !== 'authorized') {
          const state = charge.status === 'succeeded' ? 'captured' : charge.status === 'voided' ? 'canceled' : 'failed';
          throw new Refusal(
            failure(
              'invalid_request_error',
              'payment_intent_unexpected_state',
              `This charge was ${state}: it cannot be ${to === 'succeeded' ? 'captured' : 'voided'}.`,
            ),
          );
        }
        if (to === 'succeeded' && request.amountCents !== charge.amountCents)
          throw new Refusal(failure('invalid_request_error', 'amount_too_large', 'The amount to capture must be the amount authorised.'));
        charge.status = to;
        if (to === 'succeeded' && charge.disputeOnCapture) this.disputes.scheduleDispute(tx, charge);
        await tx.flush();
        return { status: 'succeeded' } as const;
      });
    } catch (error) {
      if (error instanceof Refusal) return error.result;
      throw error;
    }
  }

  submitDisputeEvidence(request: DisputeEvidenceRequest): Promise<DisputeCallResult> {
    return this.disputes.submitEvidence(request);
  }

  acceptDispute(request: { disputeId: string; idempotencyKey: string }): Promise<DisputeCallResult> {
    return this.disputes.accept(request.disputeId, request.idempotencyKey);
  }

  private replay(charge: ChargeOutcome, request: ChargeRequest): ChargeResult {
    if (charge.amountCents !== request.amountCents || charge.token !== request.token) return KEY_REUSED;
    return chargeResult(charge);
  }

  private replayRefund(refund: SandboxRefund, request: RefundRequest): RefundResult {
    if (refund.charge.id !== request.chargeId || refund.amountCents !== request.amountCents) return KEY_REUSED;
    return { status: 'succeeded', refundId: refund.id };
  }
}

function chargeResult(charge: ChargeOutcome): ChargeResult {
  if (charge.status === 'succeeded') return { status: 'succeeded', chargeId: charge.id, brand: charge.brand, last4: charge.last4 };
  // An authorisation (and one voided since: the key's first answer was an authorisation).
  if (charge.status === 'authorized' || charge.status === 'voided')
    return { status: 'succeeded', chargeId: charge.id, brand: charge.brand, last4: charge.last4, captured: false };
  return {
    status: 'failed',
    errorType: 'card_error',
    failCode: charge.failCode ?? 'card_declined',
    failMessage: charge.failMessage ?? 'Your card was declined.',
    chargeId: charge.id,
  };
}

/** What a charge's answer and a replay need of its row. */
type ChargeOutcome = Pick<SandboxCharge, 'id' | 'status' | 'amountCents' | 'token' | 'brand' | 'last4' | 'failCode' | 'failMessage'>;

interface ChargeRow {
  id: string;
  status: SandboxCharge['status'];
  amount_cents: number;
  token: string;
  brand: string;
  last4: string;
  fail_code: string | null;
  fail_message: string | null;
}

interface TokenRow {
  dispute_on_capture: boolean;
  behaviour: SandboxToken['behaviour'];
}

function chargeOfRow(row: ChargeRow): ChargeOutcome {
  return {
    id: row.id,
    status: row.status,
    amountCents: row.amount_cents,
    token: row.token,
    brand: row.brand,
    last4: row.last4,
    failCode: row.fail_code,
    failMessage: row.fail_message,
  };
}

const TOKEN_CARD_SQL = prepared('sandbox-token-card', 'select fingerprint, country from sandbox_token where token = ?');

const LOOKUP_SQL = prepared(
  'sandbox-lookup',
  `select
  (select row_to_json(c) from sandbox_charge c where c.idempotency_key = ?) as charge,
  (select json_build_object('dispute_on_capture', t.dispute_on_capture, 'behaviour', t.behaviour) from sandbox_token t where t.token = ?) as token,
  (select f.mode from sandbox_fault f where f.acquirer = ? and f.until > now()) as fault`,
);

// The token is claimed only while unused (the WHERE decides, atomically); the charge is written
// from it, declined with Stripe's wording (DECLINES) unless the token's behaviour is to succeed.
// A decline the acquirer could not run (UNSPENT_DECLINES) leaves the token for another acquirer.
const CHARGE_SQL = prepared(
  'sandbox-charge',
  `with t as (
  update sandbox_token set used_at = case when behaviour::text = any(?::text[]) then null else now() end, updated_at = now()
  where token = ? and used_at is null
  returning token, behaviour, brand, last4
), d as (
  select * from unnest(?::text[], ?::text[], ?::text[]) as d(behaviour, code, message)
)
insert into sandbox_charge (id, created_at, updated_at, idempotency_key, token, amount_cents, currency, status, brand, last4,
  fail_code, fail_message, description, metadata, refunded_cents, dispute_on_capture, acquirer)
select ?, now(), now(), ?, t.token, ?, ?, case when d.code is not null then 'failed' when ?::boolean then 'succeeded' else 'authorized' end, t.brand, t.last4,
  d.code, d.message, ?, ?::jsonb, 0, false, ?
from t left join d on d.behaviour = t.behaviour::text
returning id, status, amount_cents, token, brand, last4, fail_code, fail_message`,
);

/** Makes an acquirer misbehave until `durationMs` from now (the control endpoint, the "down" card). */
export async function setSandboxFault(em: EntityManager, acquirer: SandboxAcquirer, mode: SandboxFaultMode, durationMs: number): Promise<void> {
  await em.execute(
    `insert into sandbox_fault (acquirer, mode, until, created_at) values (?, ?, now() + make_interval(secs => ?), now())
     on conflict (acquirer) do update set mode = excluded.mode, until = excluded.until, created_at = excluded.created_at`,
    [acquirer, mode, durationMs / 1000],
    'run',
  );
}

function dollars(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}
