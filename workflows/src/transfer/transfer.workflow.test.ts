// @long-running 25 s: the saga's retries and compensations on a real Temporal server (jest.sequencer.js starts it early).
import { TRANSFER_MESSAGES } from '@pg/domain';
import { type WorkflowHandle, WorkflowUpdateFailedError } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';

import { entityProcessRunner, gate, sharedTestEnv, waitFor } from '../testing/workflow-harness';
import type { TransferActivities } from './transfer.activities';
import { TRANSFER_REFUSED, transferOutcomeUpdate, transferStateQuery } from './transfer.messages';
import { transferWorkflow } from './transfer.workflow';

type Step = keyof TransferActivities;

/**
 * A fake world the saga acts on: items owned by a transfer, ledger entries, completion. Each
 * activity records its call and changes this state the way the real one changes the database,
 * so the tests can check that nothing half-done remains.
 */
class World {
  calls: string[] = [];
  lockedItems = 0;
  ledgerEntries = 0;
  completed = false;
  failedReason: string | null = null;
  /** Activities that throw: a definite refusal, or an error that retries exhaust. */
  refuse = new Map<Step, string>();
  crash = new Set<Step>();
  attempts = new Map<Step, number>();
  /** Activities held mid-call until the test releases them. */
  hold = new Map<Step, Promise<void>>();
  /** The marking commits but its answer is lost (the worker dies right after). */
  markCommitsThenCrashes = false;

  activities(): TransferActivities {
    const run = async <T>(step: Step, body: () => T): Promise<T> => {
      this.calls.push(step);
      this.attempts.set(step, (this.attempts.get(step) ?? 0) + 1);
      const refusal = this.refuse.get(step);
      if (refusal) throw ApplicationFailure.create({ message: refusal, type: TRANSFER_REFUSED, nonRetryable: true });
      if (this.crash.has(step)) throw new Error(`${step}: connection reset`);
      await this.hold.get(step);
      return body();
    };
    return {
      lockTransferItems: () => run('lockTransferItems', () => ((this.lockedItems = 3), { amountCents: 12_345, items: 3 })),
      // A late post (its try abandoned) after the transfer failed is refused, as the real one is.
      postTransferLedger: () => run('postTransferLedger', () => void (this.failedReason === null && (this.ledgerEntries = 2))),
      markTransferItems: () =>
        run('markTransferItems', () => {
          if (this.failedReason !== null) throw ApplicationFailure.create({ message: 'failed already', type: TRANSFER_REFUSED, nonRetryable: true });
          this.completed = true;
          if (this.markCommitsThenCrashes) throw new Error('worker died after commit');
        }),
      endItemProcesses: () => run('endItemProcesses', () => undefined),
      notifyTransfer: () => run('notifyTransfer', () => undefined),
      releaseTransferItems: ({ reason }) =>
        run('releaseTransferItems', () => {
          if (this.completed) return { alreadyCompleted: true };
          this.lockedItems = 0;
          this.failedReason = reason;
          return { alreadyCompleted: false };
        }),
      reverseTransferLedger: () => run('reverseTransferLedger', () => void (this.ledgerEntries = 0)),
    };
  }
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof WorkflowUpdateFailedError && error.cause instanceof ApplicationFailure) return error.cause.message;
    throw error;
  }
  throw new Error('expected the outcome to be a refusal');
}

describe('transferWorkflow (saga)', () => {
  const start = entityProcessRunner(sharedTestEnv(), transferWorkflow, { idPrefix: 'transfer', codePrefix: 'TRF' });

  /** Starts a saga over the fake world and hands its handle to `body`. */
  const run = (world: World, body: (handle: WorkflowHandle<typeof transferWorkflow>) => Promise<void>) =>
    start(world.activities(), (code) => ({ transferId: 'trf-1', code, organizationId: 'bank-1' }), body);

  it('locks, posts, marks, then ends the invoice processes and notifies; the outcome comes at the pivot', async () => {
    const world = new World();
    await run(world, async (h) => {
      expect(await h.executeUpdate(transferOutcomeUpdate)).toEqual({ status: 'completed', transferId: 'trf-1', amountCents: 12_345 });
      expect(await h.result()).toEqual({ status: 'completed', transferId: 'trf-1', amountCents: 12_345 });
      expect(await h.query(transferStateQuery)).toMatchObject({ step: 'done' });
    });
    expect(world.calls).toEqual(['lockTransferItems', 'postTransferLedger', 'markTransferItems', 'endItemProcesses', 'notifyTransfer']);
    expect(world).toMatchObject({ lockedItems: 3, ledgerEntries: 2, completed: true, failedReason: null });
  });

  it('a refused lock (items taken by another transfer) fails at once, takes nothing and posts nothing', async () => {
    const world = new World();
    world.refuse.set('lockTransferItems', `${TRANSFER_MESSAGES.unavailable}: INV-1`);
    await run(world, async (h) => {
      expect(await refusal(h.executeUpdate(transferOutcomeUpdate))).toBe(`${TRANSFER_MESSAGES.unavailable}: INV-1`);
      expect(await h.result()).toEqual({ status: 'failed', message: `${TRANSFER_MESSAGES.unavailable}: INV-1` });
    });
    expect(world.calls).toEqual(['lockTransferItems', 'releaseTransferItems', 'reverseTransferLedger']);
    expect(world.attempts.get('lockTransferItems')).toBe(1);
    expect(world).toMatchObject({ lockedItems: 0, ledgerEntries: 0, completed: false, failedReason: `${TRANSFER_MESSAGES.unavailable}: INV-1` });
  });

  it('a failure in the middle (the marking keeps failing) is compensated: items released, ledger reversed, nothing after it runs', async () => {
    const world = new World();
    world.crash.add('markTransferItems');
    await run(world, async (h) => {
      expect(await refusal(h.executeUpdate(transferOutcomeUpdate))).toBe(TRANSFER_MESSAGES.failed);
      expect(await h.result()).toEqual({ status: 'failed', message: TRANSFER_MESSAGES.failed });
    });
    // Retried (4 attempts) before giving up; then compensated in order.
    expect(world.attempts.get('markTransferItems')).toBe(4);
    expect(world.calls.filter((c) => c !== 'markTransferItems')).toEqual([
      'lockTransferItems',
      'postTransferLedger',
      'releaseTransferItems',
      'reverseTransferLedger',
    ]);
    expect(world).toMatchObject({ lockedItems: 0, ledgerEntries: 0, completed: false, failedReason: TRANSFER_MESSAGES.failed });
  }, 30000);

  it('a ledger failure is compensated the same way', async () => {
    const world = new World();
    world.refuse.set('postTransferLedger', 'Organization not found for a ledger entry');
    await run(world, async (h) => {
      expect(await refusal(h.executeUpdate(transferOutcomeUpdate))).toBe('Organization not found for a ledger entry');
      await h.result();
    });
    expect(world.calls).toEqual(['lockTransferItems', 'postTransferLedger', 'releaseTransferItems', 'reverseTransferLedger']);
    expect(world).toMatchObject({ lockedItems: 0, ledgerEntries: 0, completed: false });
  });

  it('a marking that committed but whose answer was lost is not undone: the transfer stands', async () => {
    const world = new World();
    world.markCommitsThenCrashes = true;
    await run(world, async (h) => {
      expect(await h.executeUpdate(transferOutcomeUpdate)).toMatchObject({ status: 'completed' });
      await h.result();
    });
    expect(world.calls.filter((c) => c !== 'markTransferItems')).toEqual([
      'lockTransferItems',
      'postTransferLedger',
      'releaseTransferItems',
      'endItemProcesses',
      'notifyTransfer',
    ]);
    expect(world).toMatchObject({ lockedItems: 3, ledgerEntries: 2, completed: true, failedReason: null });
  }, 30000);

  it('keeps retrying the steps after the pivot until they succeed', async () => {
    const world = new World();
    world.crash.add('notifyTransfer');
    await run(world, async (h) => {
      expect(await h.executeUpdate(transferOutcomeUpdate)).toMatchObject({ status: 'completed' });
      await waitFor(() => (world.attempts.get('notifyTransfer') ?? 0) >= 2);
      world.crash.delete('notifyTransfer');
      expect(await h.result()).toMatchObject({ status: 'completed' });
    });
    expect(world.attempts.get('notifyTransfer')).toBeGreaterThanOrEqual(2);
    expect(world.calls).not.toContain('releaseTransferItems');
  }, 30000);
  it('a cancel during the compensation lets it finish: items released, ledger reversed, the failure reported', async () => {
    const world = new World();
    world.refuse.set('markTransferItems', 'Item INV-1 changed');
    const held = gate();
    world.hold.set('releaseTransferItems', held.wait);
    await run(world, async (h) => {
      await waitFor(() => world.calls.includes('releaseTransferItems'));
      await h.cancel();
      held.release();
      expect(await h.result()).toEqual({ status: 'failed', message: 'Item INV-1 changed' });
    });
    expect(world.calls).toEqual(['lockTransferItems', 'postTransferLedger', 'markTransferItems', 'releaseTransferItems', 'reverseTransferLedger']);
    expect(world).toMatchObject({ lockedItems: 0, ledgerEntries: 0, completed: false, failedReason: 'Item INV-1 changed' });
  });

  it('a cancel during a step before the pivot undoes what was done; a cancel after the pivot lets the transfer finish', async () => {
    const early = new World();
    const posting = gate();
    early.hold.set('postTransferLedger', posting.wait);
    await run(early, async (h) => {
      await waitFor(() => early.calls.includes('postTransferLedger'));
      await h.cancel();
      await waitFor(() => early.calls.includes('reverseTransferLedger'));
      posting.release();
      await expect(h.result()).rejects.toThrow();
      expect((await h.describe()).status.name).toBe('CANCELLED');
    });
    expect(early.calls).toEqual(['lockTransferItems', 'postTransferLedger', 'releaseTransferItems', 'reverseTransferLedger']);
    expect(early).toMatchObject({ lockedItems: 0, ledgerEntries: 0, completed: false, failedReason: TRANSFER_MESSAGES.failed });

    const late = new World();
    const ending = gate();
    late.hold.set('endItemProcesses', ending.wait);
    await run(late, async (h) => {
      await waitFor(() => late.calls.includes('endItemProcesses'));
      await h.cancel();
      ending.release();
      expect(await h.result()).toMatchObject({ status: 'completed' });
    });
    expect(late.calls).toEqual(['lockTransferItems', 'postTransferLedger', 'markTransferItems', 'endItemProcesses', 'notifyTransfer']);
  });
});
