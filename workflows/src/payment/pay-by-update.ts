import { nextCandidates, PAYMENT_RECONCILING_MESSAGE, PAYMENT_SYSTEM_ERROR_MESSAGE } from '@pg/domain';
import type { UpdateDefinition } from '@temporalio/common';
import {
  allHandlersFinished,
  ApplicationFailure,
  condition,
  patched,
  proxyActivities,
  proxyLocalActivities,
  setHandler,
  workflowInfo,
} from '@temporalio/workflow';

import type { ChargeRequest, ReconciliationActivities } from './payment.activities';
import {
  MAX_DECLINED_PAYMENTS,
  type PayInput,
  type PaymentBounds,
  type PayResult,
  type SettleReconciliationInput,
  settleReconciliationUpdate,
  TOO_MANY_DECLINED_MESSAGE,
} from './payment.messages';

/** A charge activity of a payable process; its input names the record it pays (`invoiceId`, `checkoutId`). */
type ChargeActivity = (input: ChargeRequest) => Promise<PayResult>;
type ReceiptActivity = (input: Record<string, string>) => Promise<void>;

// The payer waits on the charge: retried (it is idempotent), but not forever. An answer of
// unknown outcome (lost, 5xx, in progress, duplicate) throws, so the retry asks again with the
// same key. Start-to-close is longer than one processor call can take (Stripe: 2 tries of 10 s;
// Authorize.Net: 12 s per post, a charge and a lookup), so a retry never overlaps an attempt
// that is still waiting on the processor (the timeouts are not part of replayed history). The
// charge claims its attempt row and heartbeats while it calls the processor: a try started while
// another still waits finds the claim and retries later; a dead worker's try is retried after
// the heartbeat timeout.
const CHARGE_OPTIONS = {
  startToCloseTimeout: '45 seconds',
  heartbeatTimeout: '15 seconds',
  scheduleToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
} as const;
const charges = proxyActivities<Record<string, ChargeActivity>>(CHARGE_OPTIONS);
// An attempt whose outcome is unknown (the processor may have charged) is finished later with
// the same key, patiently, before any other payment may start: the card is never charged twice.
// After a day it is left pending for reconciliation (RESOLVE_BOUND_PATCH): the record unblocks.
const RESOLVE_OPTIONS = {
  startToCloseTimeout: '45 seconds',
  heartbeatTimeout: '15 seconds',
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '5 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
} as const;
const resolvingCharges = proxyActivities<Record<string, ChargeActivity>>(RESOLVE_OPTIONS);
/** Histories from before the resolution had a bound replay as they ran: an activity failure failed the process. */
export const RESOLVE_BOUND_PATCH = 'resolve-charge-bound';
/** Issue 41: a retryable failure goes on to the route's next processor (histories from before answered the first failure). */
export const FAILOVER_PATCH = 'charge-failover';
/** Issue 47: past the bound, the attempt goes to the reconciliation queue (histories from before only left it pending). */
export const RECONCILE_QUEUE_PATCH = 'reconciliation-queue';
// Queueing is one small insert: retried until it succeeds.
const { queueChargeReconciliation } = proxyActivities<ReconciliationActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

/** The charge proxies under the process's bounds (timeouts are not part of replayed history). */
function chargeProxies(bounds: PaymentBounds) {
  return {
    charges: bounds.chargeGiveUpMs
      ? proxyActivities<Record<string, ChargeActivity>>({ ...CHARGE_OPTIONS, scheduleToCloseTimeout: bounds.chargeGiveUpMs })
      : charges,
    resolving: bounds.reconcileAfterMs
      ? proxyActivities<Record<string, ChargeActivity>>({ ...RESOLVE_OPTIONS, scheduleToCloseTimeout: bounds.reconcileAfterMs })
      : resolvingCharges,
  };
}
// E-mail: nobody waits on it, so retry patiently. The charge activity sends a new payment's
// receipt itself when it can (PayResult.receiptSent); these send the others.
const RECEIPT_RETRY = { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' } as const;
const receipts = proxyActivities<Record<string, ReceiptActivity>>({ startToCloseTimeout: '30 seconds', retry: RECEIPT_RETRY });
// The receipt as a local activity: the worker runs it within the workflow task that settles the
// payment and records it as one marker, instead of an activity task of its own and one more
// workflow task for its result (docs/performance.md section 16). It is short and idempotent (its
// history row marks it sent). The payer's answer leaves with that workflow task, so it waits on
// the first attempt only: 10 seconds at most, and every retry waits on a server timer
// (localRetryThreshold under the first interval), after the answer has gone.
const localReceipts = proxyLocalActivities<Record<string, ReceiptActivity>>({
  startToCloseTimeout: '10 seconds',
  localRetryThreshold: '1 second',
  retry: RECEIPT_RETRY,
});
/** Histories written before the receipt became a local activity replay with the activity task they recorded. */
export const LOCAL_RECEIPT_PATCH = 'receipt-as-local-activity';

/** What the pay update carries besides the record it is meant for. */
type PayRequest = Omit<PayInput, 'invoiceId'>;

export interface PayByUpdateOptions<P extends PayRequest> {
  /** The pay update, under the name the API and running histories use. */
  update: UpdateDefinition<PayResult, [P]>;
  /** The activities' names (unchanged: running histories use them): charge and receipt. */
  activities: { charge: string; receipt: string };
  /** The paid record as the activities name it, e.g. `{ invoiceId }`; spread into their inputs. */
  record: Record<string, string>;
  /** Throws for an update meant for another record (same workflow id, other database). */
  assertSameRecord: (pay: P) => void;
  /** Why the record cannot be paid in its current status, if it cannot. */
  payRefusal: () => string | undefined;
  /** The record's refusal messages: another payment in progress, the owner blocks transactions. */
  messages: { inProgress: string; blocked: string };
  refuse: (message: string) => ApplicationFailure;
  /** The process's own status change for a charge's outcome (e.g. paid). */
  onSettled: (result: PayResult) => void;
  /** Declined payments before more are refused (default MAX_DECLINED_PAYMENTS; tests pass fewer). */
  maxDeclined?: number;
  /** Which record the reconciliation queue names (issue 47). */
  kind: 'invoice' | 'checkout';
  /** The charges' bounds from the process input (defaults: 2 minutes, 1 day). */
  bounds?: PaymentBounds;
}

export interface PayByUpdate {
  /** A charge is running. */
  inProgress: () => boolean;
  /** A charge is running or one of unknown outcome waits: no other change may start. */
  busy: () => boolean;
  /** Finishes unknown charges and sends receipts until `finished` holds and every handler is done. */
  runUntil: (finished: () => boolean) => Promise<void>;
}

/**
 * Payment as a workflow update, shared by the invoice and checkout processes (DESIGN.md
 * section 2): one payment at a time, idempotent by the caller's key (the same key always gets
 * the same answer and at most one charge), a charge of unknown outcome finished with its key
 * before anything else, one receipt per successful payment (sent by the charge activity, or
 * else by the process).
 */
export function payByUpdate<P extends PayRequest>(options: PayByUpdateOptions<P>): PayByUpdate {
  const { refuse, messages: M, record } = options;
  const proxies = chargeProxies(options.bounds ?? {});
  const charge = proxies.charges[options.activities.charge];
  const resolveCharge = proxies.resolving[options.activities.charge];
  /** Attempts in the reconciliation queue, by attempt key: PG Admin settles them (settleReconciliationUpdate). */
  const reconciling = new Map<string, { key: string; request: ChargeRequest }>();
  /**
   * A receipt the charge activity did not send. One it tried (`receiptSent: false`: its e-mail
   * failed or was slow) goes as an activity task, so the payer's answer never waits on the mail
   * server twice; one it never tried (a history from before) as it did then.
   */
  const sendReceipt = (input: Record<string, string>, triedByCharge: boolean) =>
    (triedByCharge || !patched(LOCAL_RECEIPT_PATCH) ? receipts : localReceipts)[options.activities.receipt](input);
  let inFlight: string | undefined;
  const results = new Map<string, PayResult>();
  /** Payments whose receipt the process sends. */
  const paid: { paymentId: string; triedByCharge: boolean }[] = [];
  /** Attempts whose charge activity gave up: their outcome is not known yet. */
  const unresolved: { key: string; request: ChargeRequest }[] = [];
  const workflowId = workflowInfo().workflowId;
  const busy = () => inFlight !== undefined || unresolved.length > 0;
  /** Attempts the processor declined (a refusal before any charge has no payment and is not counted). */
  let declined = 0;
  const maxDeclined = options.maxDeclined ?? MAX_DECLINED_PAYMENTS;

  /**
   * Issue 41: the payment's attempts, one processor each (decision 0182). A failure whose class
   * goes elsewhere (retryable, or an unknown outcome the activity settled as not charged) is
   * tried on the next processor of the route, with an attempt key of its own, within
   * MAX_PROCESSOR_ATTEMPTS and FAILOVER_WAIT_MS of the payer's wait; any other answer is the
   * payment's. `onAttempt` learns each attempt before it runs (an attempt that throws is left
   * unresolved under its own key).
   */
  const chargeWithFailover = async (first: ChargeRequest, onAttempt: (request: ChargeRequest) => void): Promise<PayResult> => {
    const startedAt = Date.now();
    let request = first;
    for (let attempts = 1; ; attempts++) {
      onAttempt(request);
      const result = await charge(request);
      if (result.status !== 'failed' || !request.fallbacks?.length) return result;
      const next = nextCandidates({
        declineClass: result.declineClass,
        processor: result.processor,
        candidates: [request.processor, ...request.fallbacks],
        attempts,
        elapsedMs: Date.now() - startedAt,
      });
      // The marker only where a failover happens: other payments' histories stay as they were.
      if (next.length === 0 || !patched(FAILOVER_PATCH)) return result;
      request = { ...first, idempotencyKey: `${first.idempotencyKey}/failover-${attempts + 1}`, processor: next[0], fallbacks: next.slice(1) };
    }
  };

  const settle = (key: string, result: PayResult) => {
    results.set(key, result);
    if (result.status === 'failed' && result.paymentId !== null) declined++;
    // Decided by the charge's recorded answer, so a replay takes the same path.
    if (result.status === 'succeeded' && !result.receiptSent) paid.push({ paymentId: result.paymentId, triedByCharge: result.receiptSent === false });
    options.onSettled(result);
  };

  setHandler(
    options.update,
    async (pay) => {
      const key = pay.idempotencyKey;
      const known = results.get(key);
      if (known) return known;
      if (inFlight === key) {
        // The same request again while the first is charging: answer with its outcome.
        await condition(() => inFlight !== key);
        const outcome = results.get(key);
        if (!outcome) throw refuse(PAYMENT_SYSTEM_ERROR_MESSAGE);
        return outcome;
      }
      // Re-checked here: two updates may pass their validators in the same workflow task.
      if (busy()) throw refuse(M.inProgress);
      if (reconciling.size > 0) throw refuse(PAYMENT_RECONCILING_MESSAGE);
      const why = options.payRefusal();
      if (why) throw refuse(why);
      inFlight = key;
      const request: ChargeRequest = {
        ...record,
        idempotencyKey: `${workflowId}/${key}`,
        processor: pay.processor,
        token: pay.token,
        tokenDescriptor: pay.tokenDescriptor,
        ...(pay.fallbacks?.length ? { fallbacks: pay.fallbacks } : {}),
        payer: pay.payer,
      };
      let attempt = request;
      try {
        const result = await chargeWithFailover(request, (next) => (attempt = next));
        settle(key, result);
        return result;
      } catch {
        unresolved.push({ key, request: attempt });
        throw refuse(PAYMENT_SYSTEM_ERROR_MESSAGE);
      } finally {
        inFlight = undefined;
      }
    },
    {
      validator: (pay: P) => {
        options.assertSameRecord(pay);
        if (!pay.idempotencyKey) throw refuse('An idempotency key is required');
        if (results.has(pay.idempotencyKey) || inFlight === pay.idempotencyKey) return;
        // In the validator only (it does not run on replay): a history from before may hold more.
        if (declined >= maxDeclined) throw refuse(TOO_MANY_DECLINED_MESSAGE);
        if (busy()) throw refuse(M.inProgress);
        if (reconciling.size > 0) throw refuse(PAYMENT_RECONCILING_MESSAGE);
        const why = options.payRefusal();
        if (why) throw refuse(why);
        if (pay.ownerBlocked) throw refuse(M.blocked);
      },
    },
  );

  // Issue 47: PG Admin's outcome for an attempt of the reconciliation queue, recorded by the same
  // charge activity (the normal paid path and journal, or the attempt failed), without the processor.
  setHandler(
    settleReconciliationUpdate,
    async ({ idempotencyKey, reconciled }) => {
      const entry = reconciling.get(idempotencyKey);
      if (!entry) throw refuse('This payment is not waiting for reconciliation.');
      if (busy()) throw refuse(M.inProgress);
      inFlight = entry.key;
      try {
        const result = await charge({ ...entry.request, reconciled });
        reconciling.delete(idempotencyKey);
        settle(entry.key, result);
        return result;
      } finally {
        inFlight = undefined;
      }
    },
    {
      validator: ({ idempotencyKey }: SettleReconciliationInput) => {
        if (!reconciling.has(idempotencyKey)) throw refuse('This payment is not waiting for reconciliation.');
        if (busy()) throw refuse(M.inProgress);
      },
    },
  );

  return {
    inProgress: () => inFlight !== undefined,
    busy,
    async runUntil(finished) {
      for (;;) {
        // An attempt in the reconciliation queue keeps the process open (void or cancelled meanwhile) until PG Admin settles it.
        const done = () => finished() && allHandlersFinished() && reconciling.size === 0;
        await condition(() => paid.length > 0 || unresolved.length > 0 || done());
        while (unresolved.length > 0) {
          const { key, request } = unresolved[0];
          try {
            settle(key, await resolveCharge(request));
          } catch (error) {
            if (!patched(RESOLVE_BOUND_PATCH)) throw error;
            // Unknown after the bound (a day by default): the attempt row stays pending, no answer
            // is cached under the key, and the record accepts other changes again. Issue 47: the
            // attempt is put in the reconciliation queue, where PG Admin settles it after checking
            // the processor; no other payment starts meanwhile (the payer is told why).
            if (patched(RECONCILE_QUEUE_PATCH)) {
              await queueChargeReconciliation({ kind: options.kind, recordId: Object.values(record)[0], idempotencyKey: request.idempotencyKey });
              reconciling.set(request.idempotencyKey, { key, request });
            }
          }
          unresolved.shift();
        }
        while (paid.length > 0) {
          await sendReceipt({ ...record, paymentId: paid[0].paymentId }, paid[0].triedByCharge);
          paid.shift();
        }
        if (done()) return;
      }
    },
  };
}
