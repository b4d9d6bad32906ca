import {
  DISPUTE_ACTION_MESSAGES,
  DISPUTE_OUTCOMES,
  type DisputeAction,
  disputeDeadlineTransition,
  disputeOutcomeTransition,
  type DisputeProgressStatus,
  disputeRefusal,
  disputeStatusOf,
  disputeTransition,
  isRole,
  normalizeDisputeWinReason,
} from '@pg/domain';
import { allHandlersFinished, ApplicationFailure, condition, proxyActivities, setHandler } from '@temporalio/workflow';

import type { DisputeActivities, DisputeTransitionCause } from './dispute.activities';
import {
  DISPUTE_REFUSED,
  type DisputeActorInput,
  type DisputeDeclineDetails,
  type DisputeDeclineFile,
  type DisputeDeclineInput,
  disputeDueDateSignal,
  disputeEvidenceKey,
  type DisputeOutcomeInput,
  disputeOutcomeUpdate,
  disputeStateQuery,
  type DisputeWorkflowInput,
  merchantApproveDisputeUpdate,
  merchantDenyDisputeUpdate,
  pgApproveDisputeUpdate,
  pgDisputeInReviewUpdate,
} from './dispute.messages';

// A user waits on these: retried, but not forever. Both are idempotent.
const { recordDisputeTransition, submitDisputeEvidence } = proxyActivities<DisputeActivities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '2 minutes',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds' },
});
// Nobody waits on these: retried patiently (the processor may be down for a while).
const { notifyDisputeStage } = proxyActivities<DisputeActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});
// Conceding at the processor: retried for a day; after that the processor closes it anyway.
const { acceptProcessorDispute } = proxyActivities<DisputeActivities>({
  startToCloseTimeout: '30 seconds',
  scheduleToCloseTimeout: '1 day',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
});
// The deadline's own transition: no user waits, so it may retry longer than a user's.
const { recordDisputeTransition: recordDeadline } = proxyActivities<DisputeActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' },
});

const M = DISPUTE_ACTION_MESSAGES;
const SYSTEM_ERROR = 'Unexpected error has occurred. Please try again';
const refuse = (message: string) => ApplicationFailure.create({ message, type: DISPUTE_REFUSED, nonRetryable: true });
const isRefusal = (error: unknown) => error instanceof ApplicationFailure && error.type === DISPUTE_REFUSED;

/**
 * Dispute settlement (DESIGN.md section 2): started by the card processor's dispute event; waits
 * for the merchant to accept or decline before the response due date (a timer accepts it on the
 * merchant's behalf when the date passes: autoApproved); then the platform approves an accepted
 * dispute (closed, refunded) or sets a declined one in review, which sends the evidence to the
 * processor; the processor's outcome ends it (won: overturned; lost: refunded). Every decision is
 * an update whose validator refuses a wrong stage, a wrong role, a closed dispute or a second
 * decision, changing nothing. Each stage e-mails whoever acts next.
 */
export async function disputeWorkflow(input: DisputeWorkflowInput): Promise<DisputeProgressStatus> {
  let progress: DisputeProgressStatus = input.progressStatus ?? 'received';
  let dueDate = input.merchantResponseDueDate;
  let busy = false;
  let lastError: string | null = null;
  /** The platform approved an accepted dispute: concede it at the processor before ending. */
  let concede = false;

  /** Why `actor` may not take `action` now; checked by the validator and again by the handler. */
  const check = (actor: DisputeActorInput, action: DisputeAction): DisputeProgressStatus => {
    if (busy) throw refuse(M.inProgress);
    if (!isRole(actor.role)) throw refuse(M.notRole);
    const status = disputeStatusOf(progress);
    const why = disputeRefusal(actor.role, action, status, progress);
    if (why) throw refuse(why);
    return disputeTransition(actor.role, action, status, progress)!;
  };

  /** Records the move in the database, then takes it; nothing changes if recording fails. */
  const move = async (
    to: DisputeProgressStatus,
    cause: DisputeTransitionCause,
    userId: string | null,
    extra: { decline?: DisputeDeclineDetails; processorStatus?: string } = {},
  ): Promise<DisputeProgressStatus> => {
    busy = true;
    try {
      await recordDisputeTransition({ disputeId: input.disputeId, cause, from: progress, to, userId, ...extra });
      progress = to;
      return to;
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw refuse(SYSTEM_ERROR);
    } finally {
      busy = false;
    }
  };

  setHandler(disputeStateQuery, () => ({
    status: disputeStatusOf(progress),
    progressStatus: progress,
    actionInProgress: busy,
    merchantResponseDueDate: dueDate,
    lastError,
  }));

  setHandler(disputeDueDateSignal, (iso) => {
    if (!Number.isNaN(Date.parse(iso))) dueDate = iso;
  });

  setHandler(merchantApproveDisputeUpdate, (actor) => move(check(actor, 'merchantApprove'), 'merchantApprove', actor.userId), {
    validator: (actor: DisputeActorInput) => void check(actor, 'merchantApprove'),
  });

  setHandler(merchantDenyDisputeUpdate, (req) => move(check(req, 'merchantDecline'), 'merchantDecline', req.userId, { decline: req.details }), {
    validator: (req: DisputeDeclineInput) => {
      check(req, 'merchantDecline');
      if (!normalizeDisputeWinReason(req.details?.reasonToWinDispute ?? '')) throw refuse('Reason is required');
      if (!req.details.files?.some((f: DisputeDeclineFile) => f.type === 'dispute_supporting_document')) throw refuse('Please upload a supporting document');
    },
  });

  setHandler(
    pgApproveDisputeUpdate,
    async (actor) => {
      const to = await move(check(actor, 'pgApprove'), 'pgApprove', actor.userId);
      concede = true;
      return to;
    },
    { validator: (actor: DisputeActorInput) => void check(actor, 'pgApprove') },
  );

  setHandler(
    pgDisputeInReviewUpdate,
    async (actor) => {
      const to = check(actor, 'pgReview');
      busy = true;
      try {
        // The evidence goes to the processor first: a refusal leaves the dispute where it was.
        const result = await submitDisputeEvidence({ disputeId: input.disputeId, idempotencyKey: disputeEvidenceKey(input.code), userId: actor.userId });
        if (result.status === 'failed') {
          lastError = result.message;
          throw refuse(result.message);
        }
        lastError = null;
      } catch (error) {
        if (isRefusal(error)) throw error;
        lastError = M.evidenceFailed;
        throw refuse(M.evidenceFailed);
      } finally {
        busy = false;
      }
      return move(to, 'pgReview', actor.userId);
    },
    { validator: (actor: DisputeActorInput) => void check(actor, 'pgReview') },
  );

  setHandler(
    disputeOutcomeUpdate,
    async ({ outcome, processorStatus }) => {
      if (busy) throw refuse(M.inProgress);
      const to = disputeOutcomeTransition(progress, outcome);
      if (!to) throw refuse(M.closed);
      return move(to, outcome === 'won' ? 'processorWon' : 'processorLost', null, { processorStatus });
    },
    {
      validator: ({ outcome }: DisputeOutcomeInput) => {
        if (!(DISPUTE_OUTCOMES as readonly string[]).includes(outcome)) throw refuse('Unknown dispute outcome');
        if (busy) throw refuse(M.inProgress);
        if (!disputeOutcomeTransition(progress, outcome)) throw refuse(M.closed);
      },
    },
  );

  let notified: DisputeProgressStatus | undefined;
  for (;;) {
    if (notified !== progress) {
      // The stage is read before the await: a decision taken meanwhile gets its own notice next.
      const stage = progress;
      await notifyDisputeStage({ disputeId: input.disputeId, progressStatus: stage });
      notified = stage;
      continue;
    }
    if (disputeStatusOf(progress) === 'closed') {
      await condition(allHandlersFinished);
      // The platform's decision is taken; the processor hears of it after (it never blocks it).
      if (concede) await acceptProcessorDispute({ disputeId: input.disputeId, idempotencyKey: `dispute-${input.code}/accept` }).catch(() => undefined);
      return progress;
    }
    const stage = progress;
    if (!disputeDeadlineTransition(stage)) {
      await condition(() => progress !== stage);
      continue;
    }
    // Received: waits for the merchant until the response due date (which the processor may move).
    const due = dueDate;
    const left = Date.parse(due) - Date.now();
    const moved = left > 0 && (await condition(() => progress !== stage || dueDate !== due, left));
    if (moved || progress !== stage || dueDate !== due) continue;
    // A decision being recorded right now wins over the deadline; look again once it is done.
    if (busy) {
      await condition(() => !busy);
      continue;
    }
    try {
      busy = true;
      await recordDeadline({ disputeId: input.disputeId, cause: 'deadline', from: stage, to: disputeDeadlineTransition(stage)!, userId: null });
      progress = disputeDeadlineTransition(stage)!;
    } finally {
      busy = false;
    }
  }
}
