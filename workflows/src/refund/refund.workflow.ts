import {
  isRole,
  REFUND_ACTION_MESSAGES,
  REFUND_DECLINE_REASONS,
  type RefundAction,
  type RefundProgressStatus,
  refundRefusal,
  refundStatusOf,
  refundTransition,
  validateRefundDeny,
} from '@pg/domain';
import { ActivityFailure, allHandlersFinished, ApplicationFailure, condition, patched, proxyActivities, setHandler } from '@temporalio/workflow';

import type { RefundActivities } from './refund.activities';
import {
  approveRefundUpdate,
  DEFAULT_REFUND_REMINDER_MS,
  denyRefundUpdate,
  merchantApproveRefundUpdate,
  merchantDeclineRefundUpdate,
  REFUND_REFUSED,
  type RefundActorInput,
  type RefundDeclineDetails,
  type RefundDeclineInput,
  refundIdempotencyKey,
  type RefundReasonInput,
  refundStateQuery,
  type RefundWorkflowInput,
  resolvedAsNotRefundedUpdate,
  resolvedAsRefundedUpdate,
} from './refund.messages';

// A user waits on these: retried, but not forever. Both are idempotent.
const { recordRefundTransition } = proxyActivities<RefundActivities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '1 minute',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});
// After the processor refunded: the stage is recorded until it is (the card has the money back,
// so the refund must not stay open to be resolved otherwise).
const { recordRefundTransition: recordRefunded } = proxyActivities<RefundActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '1 minute' },
});
// The processor refund: the same idempotency key on every attempt, so an attempt lost with a
// dying worker, or whose answer was lost (the activity throws), is repeated safely on the next
// one. Start-to-close is longer than the clients' worst case (Stripe 2 x 10 s; Authorize.Net
// 12 s per post, four posts at most), and a try claims the refund before calling the processor
// and heartbeats while it holds the claim: a try Temporal starts while another still waits on
// the processor finds the claim and retries later, and a dead worker's try is retried after the
// heartbeat timeout (activity options are not part of replayed history).
const refundPayments = (startToCloseMs = 60_000) =>
  proxyActivities<RefundActivities>({
    startToCloseTimeout: startToCloseMs,
    heartbeatTimeout: '15 seconds',
    scheduleToCloseTimeout: '2 minutes',
    retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
  }).refundPayment;
// E-mail: nobody waits on it, so retry patiently.
const { notifyRefundStage } = proxyActivities<RefundActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});

const M = REFUND_ACTION_MESSAGES;
/**
 * A decision that lands while a stage's notice or reminder is sent: the new stage gets its own
 * notice, and a closed one ends the process. Histories recorded before it keep their old path on
 * replay (the patch is asked only on that path); a process left waiting on a closed stage by the
 * old code leaves it at its next reminder.
 */
export const REFUND_STAGE_RACE_PATCH = 'refund-stage-race';
const refuse = (message: string) => ApplicationFailure.create({ message, type: REFUND_REFUSED, nonRetryable: true });
const isRefusal = (error: unknown) => error instanceof ApplicationFailure && error.type === REFUND_REFUSED;
/** An activity's own refusal (the database refused the move), as the update's refusal. */
const activityRefusal = (error: unknown) => (error instanceof ActivityFailure && isRefusal(error.cause) ? refuse(error.cause!.message) : undefined);

/**
 * Refund approval (DESIGN.md section 2): the merchant approves or declines, then the bank
 * approves or denies, then the platform approves or denies and finally resolves it as refunded
 * (a processor refund) or not refunded. Every decision is an update whose validator refuses a
 * wrong stage, a wrong role, a closed refund or a second decision, changing nothing. Each stage
 * e-mails its actor, and again each time it has waited `reminderAfterMs`.
 */
export async function refundWorkflow(input: RefundWorkflowInput): Promise<RefundProgressStatus> {
  let progress: RefundProgressStatus = input.progressStatus ?? 'initiated';
  let busy = false;
  let lastError: string | null = null;
  /** Definite processor refusals of resolvedAsRefunded so far. */
  let refusals = 0;
  /** The processor refunded (its refund id is recorded): only `refunded` may follow. */
  let refundedAtProcessor = false;
  const reminderMs = input.reminderAfterMs ?? DEFAULT_REFUND_REMINDER_MS;
  const refundPayment = refundPayments(input.refundAttemptTimeoutMs);

  /** Why `actor` may not take `action` now; checked by the validator and again by the handler. */
  const check = (actor: RefundActorInput, action: RefundAction): RefundProgressStatus => {
    if (busy) throw refuse(M.inProgress);
    if (!isRole(actor.role)) throw refuse(M.notRole);
    const status = refundStatusOf(progress);
    const why = refundRefusal(actor.role, action, status, progress);
    if (why) throw refuse(why);
    return refundTransition(actor.role, action, status, progress)!;
  };

  /** Records the move in the database, then takes it; nothing changes if recording fails. */
  const move = async (
    actor: RefundActorInput,
    action: RefundAction,
    extra: { reason?: string; decline?: RefundDeclineDetails } = {},
  ): Promise<RefundProgressStatus> => {
    const to = check(actor, action);
    busy = true;
    try {
      await recordRefundTransition({ refundId: input.refundId, action, from: progress, to, userId: actor.userId, ...extra });
      progress = to;
      return to;
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw activityRefusal(error) ?? refuse('Unexpected error has occurred. Please try again');
    } finally {
      busy = false;
    }
  };

  const reasonRequired = (reason: string) => {
    const errors = validateRefundDeny({ reason });
    if (errors.reason) throw refuse(errors.reason);
  };

  setHandler(refundStateQuery, () => ({ status: refundStatusOf(progress), progressStatus: progress, actionInProgress: busy, lastError }));

  setHandler(merchantApproveRefundUpdate, (actor) => move(actor, 'merchantApprove'), {
    validator: (actor: RefundActorInput) => void check(actor, 'merchantApprove'),
  });

  setHandler(merchantDeclineRefundUpdate, (input) => move(input, 'merchantDecline', { decline: input.details }), {
    validator: (input: RefundDeclineInput) => {
      check(input, 'merchantDecline');
      if (!(REFUND_DECLINE_REASONS as readonly string[]).includes(input.details?.merchantDeclineReason)) throw refuse('Reason is required');
    },
  });

  setHandler(approveRefundUpdate, (actor) => move(actor, 'approve'), {
    validator: (actor: RefundActorInput) => void check(actor, 'approve'),
  });

  setHandler(denyRefundUpdate, (input) => move(input, 'deny', { reason: input.reason.trim() }), {
    validator: (input: RefundReasonInput) => {
      check(input, 'deny');
      reasonRequired(input.reason);
    },
  });

  setHandler(resolvedAsNotRefundedUpdate, (input) => move(input, 'resolveNotRefunded', { reason: input.reason.trim() }), {
    validator: (input: RefundReasonInput) => {
      check(input, 'resolveNotRefunded');
      if (refundedAtProcessor) throw refuse(M.refundedAtProcessor);
      reasonRequired(input.reason);
    },
  });

  setHandler(
    resolvedAsRefundedUpdate,
    async (actor) => {
      check(actor, 'resolveRefunded');
      busy = true;
      try {
        // A definite refusal means nothing was refunded, so a retry after one gets a key of its
        // own (processors such as Stripe replay a refused key's refusal); a lost answer keeps its
        // key: refundPayment returns 'failed' only for a definite refusal and throws for an
        // unknown outcome (the catch below, which leaves `refusals` alone).
        const key = refusals ? `${refundIdempotencyKey(input.code)}/retry-${refusals}` : refundIdempotencyKey(input.code);
        const result = await refundPayment({ refundId: input.refundId, idempotencyKey: key, userId: actor.userId });
        if (result.status === 'failed') {
          // Stays at its stage: the platform may try again or resolve it otherwise.
          refusals++;
          lastError = result.message;
          throw refuse(result.message);
        }
        lastError = null;
        refundedAtProcessor = true;
        await recordRefunded({ refundId: input.refundId, action: 'resolveRefunded', from: progress, to: 'refunded', userId: actor.userId });
        progress = 'refunded';
        return progress;
      } catch (error) {
        if (isRefusal(error)) throw error;
        lastError = M.refundFailed;
        throw refuse(M.refundFailed);
      } finally {
        busy = false;
      }
    },
    { validator: (actor: RefundActorInput) => void check(actor, 'resolveRefunded') },
  );

  let notified: RefundProgressStatus | undefined;
  for (;;) {
    if (notified !== progress) {
      // The stage is read before the await: a decision during the send is noticed on the next turn.
      const stage = progress;
      await notifyRefundStage({ refundId: input.refundId, progressStatus: stage, reminder: 0 });
      notified = progress !== stage && !patched(REFUND_STAGE_RACE_PATCH) ? progress : stage;
      if (notified !== progress) continue;
    }
    if (refundStatusOf(progress) === 'closed') {
      await condition(allHandlersFinished);
      return progress;
    }
    // Waits for the stage's actor; each full wait sends a reminder and waits again.
    for (let reminder = 1; ; reminder++) {
      const stage = progress;
      // Moved on during the last reminder: its notice first (and a closed stage ends the process).
      if (stage !== notified && patched(REFUND_STAGE_RACE_PATCH)) break;
      if (await condition(() => progress !== stage, reminderMs)) break;
      await notifyRefundStage({ refundId: input.refundId, progressStatus: stage, reminder });
    }
  }
}
