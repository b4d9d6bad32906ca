import type { EntityClass } from '@mikro-orm/core';
import { type EntityManager, type RequiredEntityData, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Logger } from '@nestjs/common';
import { candidatesAfter, type DeclineClass, declineClassOfCode, formatMoney } from '@pg/domain';
import type { PayerDetails, PayResult, ReconciledOutcome } from '@pg/workflows';

import { insertPrepared } from '../common/prepared-insert';
import type { EventsService } from '../events/events.service';
import type { EventSubject } from '../events/subject-event';
import type { MailService } from '../mail/mail.service';
import { traceProcessorCall } from '../observability/processor-calls';
import type { ChargeAttemptStatus } from './charge-attempt-properties';
import { answerClass, type ChargeResult, UnknownOutcomeError } from './payment-processor';
import type { ProcessorLookup } from './processor-lookup';

// The steps the invoice and checkout charge activities share (api/src/invoices/invoice.activities.ts,
// api/src/checkouts/checkout.activities.ts). Each record keeps its own reads, refusals, marking
// and history; the charge attempt row (chargeAttemptProperties) behaves the same for both.

/** What an attempt row says about its outcome. */
export interface AttemptOutcome {
  id: string;
  status: ChargeAttemptStatus;
  amountCents: number;
  errorType?: string | null;
  failCode?: string | null;
  failMessage?: string | null;
  /** Issue 41: the processor the attempt used, and a failure's class (the process fails over by them). */
  processor?: string;
  declineClass?: string | null;
}

/** An earlier attempt with the same idempotency key, as a charge activity reads it (a retried activity finds its own). */
export interface EarlierAttempt {
  id: string;
  status: ChargeAttemptStatus;
  amountCents: number;
  processor: string;
  errorType: string | null;
  failCode: string | null;
  failMessage: string | null;
  declineClass: string | null;
}

/** The SQL of an attempt row (alias `p`) as one JSON value of the EarlierAttempt shape, plus the table's own `extra` columns. */
export function earlierAttemptJson(extra = ''): string {
  return `json_build_object('id', p.id, 'status', p.status, 'amountCents', p.amount_cents, 'processor', p.processor,
     'errorType', p.error_type, 'failCode', p.fail_code, 'failMessage', p.fail_message, 'declineClass', p.decline_class${extra})`;
}

/** The process's answer for an attempt row (platform fee: what the record charges as such). */
export function payResultOf(p: AttemptOutcome, platformFeeCents: number): PayResult {
  const processor = p.processor ? { processor: p.processor } : {};
  return p.status === 'succeeded'
    ? { status: 'succeeded', paymentId: p.id, amountCents: p.amountCents, platformFeeCents, ...processor }
    : {
        status: 'failed',
        paymentId: p.id,
        amountCents: p.amountCents,
        platformFeeCents,
        errorType: p.errorType ?? 'unknown_error',
        failCode: p.failCode ?? '',
        failMessage: p.failMessage ?? '',
        ...processor,
        declineClass: p.declineClass ?? null,
      };
}

/**
 * Issue 41: the processor a new attempt uses: the first of its candidates (the process's choice,
 * then its fallbacks) whose circuit breaker lets a call through now (a half-open one lends this
 * attempt its probe). With every breaker open, the first: the payer has nowhere better to go.
 */
export function chooseProcessor(lookup: ProcessorLookup, processor: string, fallbacks: readonly string[] | undefined): string {
  const health = lookup.health;
  if (!health || !fallbacks?.length) return processor;
  return [processor, ...fallbacks].find((name) => health.acquire(name)) ?? processor;
}

/** Whether the process may go on elsewhere after the attempt used this processor. */
export function failsOverAfter(processor: string, fallbacks: readonly string[] | undefined, used: string): boolean {
  return candidatesAfter([processor, ...(fallbacks ?? [])], used).length > 0;
}

/** The columns the processor's answer writes on the attempt row. */
export type AttemptDone =
  | { status: 'succeeded'; chargeId: string; brand: string | null; last4: string | null }
  | { status: 'failed'; chargeId: string | null; errorType: string; failCode: string; failMessage: string; declineClass: DeclineClass };

/** A definite answer (chargeAttempt threw for an unknown one): a failure is recorded with its decline class (issue 41). */
export function attemptDone(charge: ChargeResult): AttemptDone {
  return charge.status === 'succeeded'
    ? { status: 'succeeded', chargeId: charge.chargeId, brand: charge.brand ?? null, last4: charge.last4 ?? null }
    : {
        status: 'failed',
        chargeId: charge.chargeId ?? null,
        errorType: charge.errorType,
        failCode: charge.failCode,
        failMessage: charge.failMessage,
        declineClass: declineClassOfCode(charge.failCode),
      };
}

/**
 * Writes the pending attempt row before the charge: it is the activity's memory across retries
 * and worker deaths. One INSERT (no unit of work, no begin/commit: a single statement is
 * atomic). False when a concurrent twin inserted the same key first: the caller starts over and
 * finds that row.
 */
export async function insertPendingAttempt<T extends object>(em: EntityManager, entity: EntityClass<T>, row: RequiredEntityData<T>): Promise<boolean> {
  try {
    await insertPrepared(em, entity, row);
    return true;
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}

/**
 * Charges an attempt through the processor it names. Same idempotency key on every attempt:
 * the processor answers a repeat with the first charge. An answer that leaves open whether the
 * card was charged (answerKind 'unknown') is never the attempt's outcome: it throws
 * UnknownOutcomeError, so the row stays pending, nothing is cached under the payer's key, and
 * Temporal's retry (same key) settles it. `retried`: a pending row from an earlier try exists.
 */
export async function chargeAttempt(
  processors: ProcessorLookup,
  attempt: { amountCents: number; processor: string; retried: boolean; settleUnknown?: boolean },
  request: { idempotencyKey: string; token: string; tokenDescriptor?: string; payer: PayerDetails; description: string; metadata: Record<string, string> },
): Promise<ChargeResult> {
  const { idempotencyKey, token, tokenDescriptor, payer, description, metadata } = request;
  const processor = await processors.processorFor(attempt.processor);
  const started = performance.now();
  let result: ChargeResult;
  try {
    result = await traceProcessorCall({ processor: processor.name, operation: 'charge', amountCents: attempt.amountCents }, () =>
      processor.charge({
        amountCents: attempt.amountCents,
        currency: 'USD',
        token,
        tokenDescriptor,
        idempotencyKey,
        description,
        metadata,
        customer: { name: payer.name, email: payer.email, zipCode: payer.zipCode, phoneNumber: payer.phoneNumber },
      }),
    );
  } catch (error) {
    processors.health?.report(attempt.processor, 'failed', performance.now() - started);
    throw error;
  }
  const klass = result.status === 'failed' ? answerClass(result, { retried: attempt.retried }) : null;
  // The breaker counts the processor's own trouble; an issuer's decline is a processor that works.
  const troubled = klass === 'retryableElsewhere' || klass === 'unknownOutcome';
  processors.health?.report(attempt.processor, troubled ? 'failed' : 'ok', performance.now() - started);
  if (result.status === 'failed' && klass === 'unknownOutcome') {
    // Issue 41: where another processor could take the payment, the outcome is first settled by
    // asking this one for the attempt's key (never charging twice); else it is retried with the key.
    if (attempt.settleUnknown && processor.findCharge) return (await processor.findCharge(idempotencyKey)) ?? notCharged(result);
    throw new UnknownOutcomeError('charge', result);
  }
  return result;
}

/** An unknown answer the processor's record settled: nothing is charged under the attempt's key (its class stays unknown outcome). */
function notCharged(answer: Extract<ChargeResult, { status: 'failed' }>): ChargeResult {
  return {
    status: 'failed',
    errorType: answer.errorType,
    failCode: answer.failCode,
    failMessage: `${answer.failMessage} Not charged: the processor has no charge for this attempt.`,
  };
}

/** The history slug that marks a payment's receipt sent: at most one receipt per payment. */
export const RECEIPT_SLUG = 'receipt-sent';

/**
 * A receipt statement's column `"sent"`: the payment's receipt has gone out (its history row
 * exists). `subject` and `payment` are the statement's own columns (e.g. `i.id`, `p.id`); the
 * subject type is the statement's first parameter.
 */
export function receiptSentColumn(subject: string, payment: string): string {
  return `exists (select 1 from event e where e.subject_type = ? and e.subject_id = ${subject} and e.slug = '${RECEIPT_SLUG}' and e.meta ->> 'paymentId' = ${payment}::text) as "sent"`;
}

/** Marks the payment's receipt sent: one history row, written at once (nothing commits with it). */
export async function recordReceiptSent(em: EntityManager, events: EventsService, subject: EventSubject, paymentId: string): Promise<void> {
  await events.insert(em, { name: 'Receipt Sent', slug: RECEIPT_SLUG, ...subject, userId: null, meta: { paymentId } });
}

/** How long a charge activity waits on its new payment's receipt before leaving it to the process. */
const RECEIPT_WAIT_MS = 5_000;

const receiptLog = new Logger('Receipts');

/**
 * Sends a new payment's receipt from the charge activity, once its outcome is committed: the
 * payer's answer waited for the receipt anyway, and the process's own receipt step cost a local
 * activity, its marker and one more activation per payment (docs/decisions/README.md "The receipt sent
 * by the charge activity"). True when it went out; false when it failed or took longer than
 * `waitMs`, and the process sends it, retrying patiently (its history row marks it sent, so it
 * goes once unless the slow send here finishes after the process has sent it too).
 */
export async function receiptAtOnce(send: () => Promise<void>, waitMs = RECEIPT_WAIT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), waitMs)));
  const sending = send().then(
    () => 'sent' as const,
    (error: unknown) => error,
  );
  try {
    const outcome = await Promise.race([sending, late]);
    if (outcome === 'sent') return true;
    receiptLog.warn(
      outcome === 'late'
        ? `receipt not sent within ${waitMs} ms: the process sends it`
        : `receipt not sent (${outcome instanceof Error ? outcome.message : String(outcome)}): the process sends it`,
    );
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The charge's answer: for a payment this attempt recorded, with its receipt sent now (else the process sends it). */
export async function answerWithReceipt(result: PayResult, paidNow: boolean, sendReceipt: () => Promise<void>): Promise<PayResult> {
  if (!paidNow || result.status !== 'succeeded') return result;
  return { ...result, receiptSent: await receiptAtOnce(sendReceipt) };
}

/** The payment as its receipt shows it. */
export interface PaidPayment {
  id: string;
  amountCents: number;
  brand?: string | null;
  last4?: string | null;
  chargeId?: string | null;
  updatedAt: Date;
}

/** The receipt's lines about the payment itself, after the record's own lines. */
export function paidLines(payment: PaidPayment, currencySymbol?: string): string[] {
  const card = payment.brand ? `${payment.brand} ending ${payment.last4 ?? '????'}` : 'card';
  return [
    `Total paid: ${formatMoney(payment.amountCents, currencySymbol)} by ${card}`,
    `Reference: ${payment.chargeId ?? payment.id}`,
    `Date: ${payment.updatedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
  ];
}

/** The receipt to the customer and the notice to the merchant; either is skipped without an address. */
export async function sendReceiptMails(
  mail: MailService,
  lines: string,
  customer: { to: string | null | undefined; subject: string; name: string },
  merchant: { to: string | null | undefined; subject: string; paid: string; link: string },
): Promise<void> {
  if (customer.to) {
    await mail.send({
      to: customer.to,
      subject: customer.subject,
      text: `Dear ${customer.name},\n\nThank you, we received your payment.\n\n${lines}\n\nThe seller's refund policy applies.`,
    });
  }
  if (merchant.to) {
    await mail.send({ to: merchant.to, subject: merchant.subject, text: `${merchant.paid}.\n\n${lines}\n\n${merchant.link}` });
  }
}

/**
 * Issue 47: PG Admin's outcome for an attempt of the reconciliation queue, as the processor's
 * answer it stands for (the charge activities record it through their usual paths).
 */
export function reconciledCharge(reconciled: ReconciledOutcome): ChargeResult {
  return reconciled.outcome === 'paid'
    ? { status: 'succeeded', chargeId: reconciled.chargeId }
    : {
        status: 'failed',
        errorType: 'api_error',
        failCode: 'not_charged',
        failMessage: 'Not charged: checked with the card processor by the payment platform.',
      };
}
