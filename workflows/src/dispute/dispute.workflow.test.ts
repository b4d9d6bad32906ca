import { DISPUTE_ACTION_MESSAGES as M, disputeDeclineSubmission, type DisputeProgressStatus } from '@pg/domain';
import type { WorkflowHandle } from '@temporalio/client';

import { eventsAfterSignals } from '../testing/history';
import { entityProcessRunner, gate, refusal, sharedTestEnv, waitFor } from '../testing/workflow-harness';
import type { DisputeActivities, EvidenceResult } from './dispute.activities';
import {
  type DisputeDeclineDetails,
  disputeDueDateSignal,
  disputeOutcomeUpdate,
  disputeStateQuery,
  merchantApproveDisputeUpdate,
  merchantDenyDisputeUpdate,
  pgApproveDisputeUpdate,
  pgDisputeInReviewUpdate,
} from './dispute.messages';
import { disputeWorkflow } from './dispute.workflow';

const PG = { userId: 'pg', role: 1 };
const BANK = { userId: 'bank', role: 3 };
const USER = { userId: 'user', role: 4 };
const ADMIN = { userId: 'admin', role: 5 };
const OWNER = { userId: 'owner', role: 64 };
const DECLINE: DisputeDeclineDetails = {
  ...disputeDeclineSubmission({ reasonToWinDispute: 'transactionNonRefundable', productServiceTypeProvided: 'bookingOrReservation' }),
  reasonToWinDispute: 'transactionNonRefundable',
  additionalInformation: null,
  files: [{ type: 'dispute_supporting_document', path: 'u.1.terms.pdf', caption: 'terms.pdf', mimetype: 'application/pdf', size: 10 }],
};

interface Calls {
  transitions: string[];
  evidence: string[];
  accepted: string[];
  notices: string[];
}

function stubActivities(calls: Calls, evidence?: () => Promise<EvidenceResult>): DisputeActivities {
  return {
    async recordDisputeTransition({ cause, from, to, userId }) {
      calls.transitions.push(`${from}->${to} by ${userId ?? cause}`);
    },
    async submitDisputeEvidence({ idempotencyKey }) {
      calls.evidence.push(idempotencyKey);
      return evidence ? evidence() : { status: 'succeeded' };
    },
    async acceptProcessorDispute({ idempotencyKey }) {
      calls.accepted.push(idempotencyKey);
    },
    async notifyDisputeStage({ progressStatus }) {
      calls.notices.push(progressStatus);
    },
  };
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('disputeWorkflow', () => {
  const start = entityProcessRunner(sharedTestEnv(), disputeWorkflow, { idPrefix: 'dispute', codePrefix: 'DSP' });

  const newCalls = (): Calls => ({ transitions: [], evidence: [], accepted: [], notices: [] });

  const run = (
    activities: DisputeActivities,
    body: (handle: WorkflowHandle<typeof disputeWorkflow>, code: string) => Promise<void>,
    options: { progressStatus?: DisputeProgressStatus; merchantResponseDueDate?: string } = {},
  ) => start(activities, (code) => ({ disputeId: 'dp-1', code, organizationId: 'org-1', merchantResponseDueDate: inDays(7), ...options }), body);

  it('declined by the merchant, set in review by the platform (evidence sent), won at the processor', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h, code) => {
      // Received: only the merchant's Owner or Admin decides.
      expect(await refusal(h.executeUpdate(pgApproveDisputeUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(merchantApproveDisputeUpdate, { args: [USER] }))).toBe(M.notRole);
      expect(await refusal(h.executeUpdate(merchantApproveDisputeUpdate, { args: [BANK] }))).toBe(M.notRole);
      expect(await refusal(h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...OWNER, details: { ...DECLINE, reasonToWinDispute: 'nope' } }] }))).toBe(
        'Reason is required',
      );
      expect(await refusal(h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...OWNER, details: { ...DECLINE, files: [] } }] }))).toBe(
        'Please upload a supporting document',
      );
      expect(await h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...OWNER, details: DECLINE }] })).toBe('merchantDeclined');
      // A second merchant decision is refused; PG may not approve a declined dispute.
      expect(await refusal(h.executeUpdate(merchantApproveDisputeUpdate, { args: [ADMIN] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...ADMIN, details: DECLINE }] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(pgApproveDisputeUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(pgDisputeInReviewUpdate, { args: [OWNER] }))).toBe(M.notYourStage);
      expect(await h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] })).toBe('inReview');
      expect(await refusal(h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await h.query(disputeStateQuery)).toMatchObject({ status: 'open', progressStatus: 'inReview' });
      expect(await h.executeUpdate(disputeOutcomeUpdate, { args: [{ outcome: 'won', processorStatus: 'won' }] })).toBe('overturned');
      expect(await h.result()).toBe('overturned');
      expect(calls.evidence).toEqual([`dispute-${code}/evidence`]);
    });
    expect(calls.transitions).toEqual(['received->merchantDeclined by owner', 'merchantDeclined->inReview by pg', 'inReview->overturned by processorWon']);
    expect(calls.notices).toEqual(['received', 'merchantDeclined', 'inReview', 'overturned']);
    expect(calls.accepted).toEqual([]);
  });

  it('accepted by the merchant, approved by the platform: closed, refunded, conceded at the processor; then nothing more', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h, code) => {
      expect(await h.executeUpdate(merchantApproveDisputeUpdate, { args: [ADMIN] })).toBe('merchantApproved');
      expect(await refusal(h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await h.executeUpdate(pgApproveDisputeUpdate, { args: [PG] })).toBe('refunded');
      expect(await h.result()).toBe('refunded');
      expect(calls.accepted).toEqual([`dispute-${code}/accept`]);
    });
    expect(calls.transitions).toEqual(['received->merchantApproved by admin', 'merchantApproved->refunded by pg']);
    expect(calls.notices).toEqual(['received', 'merchantApproved', 'refunded']);
  });

  it('the processor loses it in review: refunded, closed; a late outcome is refused', async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        expect(await h.executeUpdate(disputeOutcomeUpdate, { args: [{ outcome: 'lost', processorStatus: 'lost' }] })).toBe('refunded');
        expect(await h.result()).toBe('refunded');
      },
      { progressStatus: 'inReview' },
    );
    expect(calls.transitions).toEqual(['inReview->refunded by processorLost']);
  });

  it('a processor refusal of the evidence keeps the dispute declined with the error; a retry uses the same key', async () => {
    const calls = newCalls();
    let attempt = 0;
    const flaky = async (): Promise<EvidenceResult> =>
      ++attempt === 1 ? { status: 'failed', message: 'This dispute is already closed.' } : { status: 'succeeded' };
    await run(
      stubActivities(calls, flaky),
      async (h, code) => {
        expect(await refusal(h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] }))).toBe('This dispute is already closed.');
        expect(await h.query(disputeStateQuery)).toMatchObject({
          progressStatus: 'merchantDeclined',
          actionInProgress: false,
          lastError: 'This dispute is already closed.',
        });
        expect(await h.executeUpdate(pgDisputeInReviewUpdate, { args: [PG] })).toBe('inReview');
        expect(calls.evidence).toEqual([`dispute-${code}/evidence`, `dispute-${code}/evidence`]);
        expect((await h.query(disputeStateQuery)).lastError).toBeNull();
      },
      { progressStatus: 'merchantDeclined' },
    );
    expect(calls.transitions).toEqual(['merchantDeclined->inReview by pg']);
  });

  it("the response due date passing with no answer accepts it on the merchant's behalf (autoApproved), then PG approves", async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        await waitFor(async () => (await h.query(disputeStateQuery)).progressStatus === 'autoApproved');
        expect(await refusal(h.executeUpdate(merchantApproveDisputeUpdate, { args: [OWNER] }))).toBe(M.notYourStage);
        expect(await h.executeUpdate(pgApproveDisputeUpdate, { args: [PG] })).toBe('refunded');
        expect(await h.result()).toBe('refunded');
      },
      { merchantResponseDueDate: new Date(Date.now() + 1500).toISOString() },
    );
    expect(calls.transitions).toEqual(['received->autoApproved by deadline', 'autoApproved->refunded by pg']);
    expect(calls.notices).toEqual(['received', 'autoApproved', 'refunded']);
  }, 30000);

  it('an answer before the due date stops the timer; a moved due date is the one that counts', async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        // The process waits on the first date's timer; the processor extends the date: the process's
        // record shows that timer cancelled and one started for the new date (no waiting for the old
        // date to pass on the clock).
        const timerStarted = async () => ((await h.fetchHistory()).events ?? []).some((e) => e.timerStartedEventAttributes);
        await waitFor(timerStarted);
        expect(await timerStarted()).toBe(true);
        await h.signal(disputeDueDateSignal, inDays(3));
        const after = await eventsAfterSignals(h, 0);
        expect(after.some((e) => e.timerCanceledEventAttributes)).toBe(true);
        const timers = after.flatMap((e) => (e.timerStartedEventAttributes ? [Number(e.timerStartedEventAttributes.startToFireTimeout?.seconds ?? 0)] : []));
        expect(timers).toHaveLength(1);
        expect(timers[0]).toBeGreaterThan(2 * 86_400);
        expect(await h.query(disputeStateQuery)).toMatchObject({ progressStatus: 'received' });
        expect(await h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...OWNER, details: DECLINE }] })).toBe('merchantDeclined');
      },
      { merchantResponseDueDate: inDays(1) },
    );
    expect(calls.transitions).toEqual(['received->merchantDeclined by owner']);
  }, 30000);

  it('a dispute whose due date already passed when its process starts is accepted at once', async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        // The process's state changes once the recording activity has answered, a moment after the
        // stub saw the call: wait for the state, not the call (a clean clone's run queried between).
        await waitFor(async () => (await h.query(disputeStateQuery)).progressStatus !== 'received');
        expect((await h.query(disputeStateQuery)).progressStatus).toBe('autoApproved');
      },
      { merchantResponseDueDate: inDays(-1) },
    );
    expect(calls.transitions).toEqual(['received->autoApproved by deadline']);
  });

  it('one decision at a time: a concurrent one is refused while the first is recorded', async () => {
    const calls = newCalls();
    const held = gate();
    const activities = stubActivities(calls);
    const record = activities.recordDisputeTransition;
    activities.recordDisputeTransition = async (input) => {
      await held.wait;
      return record(input);
    };
    await run(activities, async (h) => {
      const first = h.executeUpdate(merchantApproveDisputeUpdate, { args: [OWNER] });
      await waitFor(async () => (await h.query(disputeStateQuery)).actionInProgress);
      expect(await refusal(h.executeUpdate(merchantDenyDisputeUpdate, { args: [{ ...ADMIN, details: DECLINE }] }))).toBe(M.inProgress);
      expect(await refusal(h.executeUpdate(disputeOutcomeUpdate, { args: [{ outcome: 'won', processorStatus: 'won' }] }))).toBe(M.inProgress);
      held.release();
      expect(await first).toBe('merchantApproved');
    });
    expect(calls.transitions).toEqual(['received->merchantApproved by owner']);
  });
});
