import { TRANSFER_MESSAGES } from '@pg/domain';
import {
  ActivityFailure,
  allHandlersFinished,
  ApplicationFailure,
  CancellationScope,
  condition,
  isCancellation,
  proxyActivities,
  type RetryPolicy,
  setHandler,
} from '@temporalio/workflow';

import type { TransferActivities } from './transfer.activities';
import {
  TRANSFER_REFUSED,
  type TransferOutcome,
  transferOutcomeUpdate,
  transferStateQuery,
  type TransferStep,
  type TransferWorkflowInput,
} from './transfer.messages';

// Up to the pivot a user waits on the answer: a few attempts, then the saga undoes itself.
// A refusal (items taken by another transfer, an item changed) is final at once. 30 s a try,
// as the other processes' steps: each is one transaction of under a second for 1,000 items
// (performance.md section 4), and a worker that dies mid-step holds the user up until the try
// times out (with 2 minutes, the scale-out run's transfer once waited 303 s through kills).
const { lockTransferItems, postTransferLedger, markTransferItems } = proxyActivities<TransferActivities>({
  startToCloseTimeout: '30 seconds',
  retry: { initialInterval: '1 second', backoffCoefficient: 2, maximumInterval: '10 seconds', maximumAttempts: 4, nonRetryableErrorTypes: [TRANSFER_REFUSED] },
});
// Compensations, and the steps after the pivot: they must happen, so they are retried until
// they do (each is idempotent); nobody waits on them. The compensations are one short
// transaction each, 30 s a try like the steps they undo.
const UNTIL_DONE: RetryPolicy = { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '5 minutes' };
const { releaseTransferItems, reverseTransferLedger } = proxyActivities<TransferActivities>({ startToCloseTimeout: '30 seconds', retry: UNTIL_DONE });
// Ending 1,000 item processes or mailing the report may take a while: up to 5 minutes a try,
// each signal and mail a heartbeat, so a dead worker's try is retried after 30 s, not 5 minutes
// (the scale-out run's transfer once took 303 s: a worker killed in one of these).
const { endItemProcesses, notifyTransfer } = proxyActivities<TransferActivities>({
  startToCloseTimeout: '5 minutes',
  heartbeatTimeout: '30 seconds',
  retry: UNTIL_DONE,
});

const refusal = (message: string) => ApplicationFailure.create({ message, type: TRANSFER_REFUSED, nonRetryable: true });

/** The user's words for why a step failed: a refusal's own message, else the generic one. */
function reasonOf(error: unknown): string {
  const cause = error instanceof ActivityFailure ? error.cause : error;
  if (cause instanceof ApplicationFailure && cause.type === TRANSFER_REFUSED) return cause.message;
  return TRANSFER_MESSAGES.failed;
}

/**
 * Transfer build (DESIGN.md section 2), a saga: lock the items, post the ledger entries, mark
 * the items (the pivot: the transfer exists from here on), then end the invoices' and
 * checkouts' processes and notify with the report. A failure before the pivot is compensated:
 * the items are given back (which also fences off a late pivot) and the ledger entries
 * reversed, so nothing half-done remains. Steps after the pivot are retried until they succeed.
 */
export async function transferWorkflow(input: TransferWorkflowInput): Promise<TransferOutcome> {
  let step: TransferStep = 'lock';
  let outcome: TransferOutcome | null = null;

  setHandler(transferStateQuery, () => ({ step, outcome }));
  setHandler(transferOutcomeUpdate, async () => {
    await condition(() => outcome !== null);
    if (outcome!.status === 'failed') throw refusal(outcome!.message);
    return outcome!;
  });

  const { transferId } = input;
  // A cancel (Temporal UI, a deploy script) may stop the steps before the pivot, never what
  // undoes them or what follows the pivot: in the cancelled scope those activities would be
  // cancelled at once, leaving items locked and journals posted.
  const mustRun = <T>(fn: () => Promise<T>): Promise<T> => CancellationScope.nonCancellable(fn);
  let amountCents = 0;
  try {
    ({ amountCents } = await lockTransferItems({ transferId }));
    step = 'ledger';
    await postTransferLedger({ transferId });
    step = 'mark';
    await markTransferItems({ transferId });
  } catch (error) {
    const reason = reasonOf(error);
    step = 'compensating';
    const failed = await mustRun(async () => {
      // Release first: it marks the transfer failed under its row lock, so a marking still in
      // flight can no longer complete; if the marking had committed, the transfer stands.
      const { alreadyCompleted } = await releaseTransferItems({ transferId, reason });
      if (alreadyCompleted) return false;
      await reverseTransferLedger({ transferId });
      outcome = { status: 'failed', message: reason };
      step = 'done';
      await condition(allHandlersFinished);
      return true;
    });
    if (failed) {
      // Undone in full; a cancelled saga still ends as cancelled.
      if (isCancellation(error)) throw error;
      return outcome!;
    }
  }

  outcome = { status: 'completed', transferId, amountCents };
  return mustRun(async () => {
    step = 'processes';
    await endItemProcesses({ transferId });
    step = 'notify';
    await notifyTransfer({ transferId });
    step = 'done';
    await condition(allHandlersFinished);
    return outcome!;
  });
}
