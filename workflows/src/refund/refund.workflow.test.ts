import { REFUND_ACTION_MESSAGES as M, type RefundProgressStatus } from '@pg/domain';
import type { WorkflowHandle } from '@temporalio/client';
import { ApplicationFailure } from '@temporalio/common';

import { entityProcessRunner, gate, refusal, sharedTestEnv, waitFor } from '../testing/workflow-harness';
import type { ProcessorRefundResult, RefundActivities } from './refund.activities';
import {
  approveRefundUpdate,
  denyRefundUpdate,
  merchantApproveRefundUpdate,
  merchantDeclineRefundUpdate,
  REFUND_REFUSED,
  refundStateQuery,
  resolvedAsNotRefundedUpdate,
  resolvedAsRefundedUpdate,
} from './refund.messages';
import { refundWorkflow } from './refund.workflow';

const PG = { userId: 'pg', role: 1 };
const BANK = { userId: 'bank', role: 3 };
const USER = { userId: 'user', role: 4 };
const ADMIN = { userId: 'admin', role: 5 };
const BANK_FINANCE = { userId: 'finance', role: 6 };
const OWNER = { userId: 'owner', role: 64 };
const DECLINE = { merchantDeclineReason: 'serviceWasProvided', merchantDeclineExplanation: 'Tour done' };

interface Calls {
  transitions: string[];
  refunds: string[];
  notices: string[];
}

function stubActivities(calls: Calls, refund?: (key: string) => Promise<ProcessorRefundResult>): RefundActivities {
  return {
    async recordRefundTransition({ from, to, userId, reason }) {
      calls.transitions.push(`${from}->${to} by ${userId}${reason ? ` (${reason})` : ''}`);
    },
    async refundPayment({ idempotencyKey }) {
      calls.refunds.push(idempotencyKey);
      return refund ? refund(idempotencyKey) : { status: 'succeeded', processorRefundId: 're_1' };
    },
    async notifyRefundStage({ progressStatus, reminder }) {
      calls.notices.push(reminder ? `${progressStatus} reminder ${reminder}` : progressStatus);
    },
  };
}

describe('refundWorkflow', () => {
  const start = entityProcessRunner(sharedTestEnv(), refundWorkflow, { idPrefix: 'refund', codePrefix: 'REF' });

  const newCalls = (): Calls => ({ transitions: [], refunds: [], notices: [] });

  const run = (
    activities: RefundActivities,
    body: (handle: WorkflowHandle<typeof refundWorkflow>, code: string) => Promise<void>,
    options: { progressStatus?: RefundProgressStatus; reminderAfterMs?: number } = {},
  ) => start(activities, (code) => ({ refundId: 'rf-1', code, organizationId: 'org-1', parentType: 'invoice', reminderAfterMs: 3_600_000, ...options }), body);

  it('merchant -> bank -> platform -> refunded, refusing every out-of-turn decision', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h, code) => {
      // Initiated: only the merchant's Owner or Admin decides.
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [BANK] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(merchantApproveRefundUpdate, { args: [USER] }))).toBe(M.notRole);
      expect(await refusal(h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await h.executeUpdate(merchantApproveRefundUpdate, { args: [OWNER] })).toBe('merchantApproved');
      // A second merchant decision is refused.
      expect(await refusal(h.executeUpdate(merchantApproveRefundUpdate, { args: [ADMIN] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...OWNER, details: DECLINE }] }))).toBe(M.notYourStage);
      // Bank stage: Bank Finance is not the bank actor; the platform waits its turn.
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [BANK_FINANCE] }))).toBe(M.notRole);
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(denyRefundUpdate, { args: [{ ...BANK, reason: '   ' }] }))).toBe('Reason is required');
      expect(await h.executeUpdate(approveRefundUpdate, { args: [BANK] })).toBe('bankApproved');
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [BANK] }))).toBe(M.notYourStage);
      // Platform stage.
      expect(await refusal(h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await h.executeUpdate(approveRefundUpdate, { args: [PG] })).toBe('pgApproved');
      expect(await refusal(h.executeUpdate(approveRefundUpdate, { args: [PG] }))).toBe(M.notYourStage);
      expect(await refusal(h.executeUpdate(resolvedAsRefundedUpdate, { args: [OWNER] }))).toBe(M.notYourStage);
      expect(await h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] })).toBe('refunded');
      expect(await h.result()).toBe('refunded');
      expect(calls.refunds).toEqual([`refund-${code}`]);
    });
    expect(calls.transitions).toEqual([
      'initiated->merchantApproved by owner',
      'merchantApproved->bankApproved by bank',
      'bankApproved->pgApproved by pg',
      'pgApproved->refunded by pg',
    ]);
    expect(calls.notices).toEqual(['initiated', 'merchantApproved', 'bankApproved', 'pgApproved', 'refunded']);
  });

  it('merchant decline goes to the bank, which denies with a reason; then nothing more is accepted', async () => {
    const calls = newCalls();
    await run(stubActivities(calls), async (h) => {
      expect(await refusal(h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...ADMIN, details: { merchantDeclineReason: 'nope' } }] }))).toBe(
        'Reason is required',
      );
      expect(await h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...ADMIN, details: DECLINE }] })).toBe('merchantDeclined');
      expect(await h.executeUpdate(denyRefundUpdate, { args: [{ ...BANK, reason: 'Service was delivered' }] })).toBe('denied');
      expect(await h.query(refundStateQuery)).toMatchObject({ status: 'closed', progressStatus: 'denied' });
      expect(await h.result()).toBe('denied');
    });
    expect(calls.transitions).toEqual(['initiated->merchantDeclined by admin', 'merchantDeclined->denied by bank (Service was delivered)']);
    expect(calls.refunds).toEqual([]);
  });

  it('the platform denies at its stage, or resolves as not refunded with a reason', async () => {
    const denied = newCalls();
    await run(
      stubActivities(denied),
      async (h) => {
        expect(await refusal(h.executeUpdate(denyRefundUpdate, { args: [{ ...PG, reason: 'x' }] }))).toBe(M.notYourStage);
        expect(await h.executeUpdate(approveRefundUpdate, { args: [BANK] })).toBe('bankApproved');
        expect(await h.executeUpdate(denyRefundUpdate, { args: [{ ...PG, reason: 'Fraud suspected' }] })).toBe('denied');
        expect(await h.result()).toBe('denied');
      },
      { progressStatus: 'merchantApproved' },
    );
    expect(denied.transitions).toEqual(['merchantApproved->bankApproved by bank', 'bankApproved->denied by pg (Fraud suspected)']);

    const notRefunded = newCalls();
    await run(
      stubActivities(notRefunded),
      async (h) => {
        expect(await refusal(h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...PG, reason: '' }] }))).toBe('Reason is required');
        expect(await refusal(h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...BANK, reason: 'x' }] }))).toBe(M.notYourStage);
        expect(await h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...PG, reason: 'Paid in cash' }] })).toBe('notRefunded');
        expect(await h.result()).toBe('notRefunded');
      },
      { progressStatus: 'pgApproved' },
    );
    expect(notRefunded.transitions).toEqual(['pgApproved->notRefunded by pg (Paid in cash)']);
  });

  it('a processor refusal leaves the refund at its stage with the error; a retry gets a key of its own', async () => {
    const calls = newCalls();
    let attempt = 0;
    const flaky = async (): Promise<ProcessorRefundResult> =>
      ++attempt === 1 ? { status: 'failed', message: 'Charge ch_1 has already been refunded.' } : { status: 'succeeded', processorRefundId: 're_2' };
    await run(
      stubActivities(calls, flaky),
      async (h, code) => {
        expect(await refusal(h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] }))).toBe('Charge ch_1 has already been refunded.');
        expect(await h.query(refundStateQuery)).toEqual({
          status: 'open',
          progressStatus: 'pgApproved',
          actionInProgress: false,
          lastError: 'Charge ch_1 has already been refunded.',
        });
        expect(await h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] })).toBe('refunded');
        expect(calls.refunds).toEqual([`refund-${code}`, `refund-${code}/retry-1`]);
        expect(await h.result()).toBe('refunded');
      },
      { progressStatus: 'pgApproved' },
    );
  });

  it('once the processor refunded, `refunded` is recorded until it is (no give-up bound); meanwhile nothing else is taken, and the card is refunded once', async () => {
    const calls = newCalls();
    const activities = stubActivities(calls);
    const record = activities.recordRefundTransition;
    let down = 3;
    // The database is away when the stage is to be recorded after the processor refunded.
    activities.recordRefundTransition = async (input) => {
      if (input.to === 'refunded' && down-- > 0) throw new Error('connection terminated');
      return record(input);
    };
    await run(
      activities,
      async (h) => {
        const resolving = h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] });
        await waitFor(async () => (await h.query(refundStateQuery)).actionInProgress);
        expect(await refusal(h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...PG, reason: 'Paid in cash' }] }))).toBe(M.inProgress);
        expect(await resolving).toBe('refunded');
        expect(await h.result()).toBe('refunded');
        // Its activity has no schedule-to-close bound: retried for as long as the database is away.
        const scheduled = ((await h.fetchHistory()).events ?? []).flatMap((e) => {
          const a = e.activityTaskScheduledEventAttributes;
          return a?.activityType?.name === 'recordRefundTransition' ? [a] : [];
        });
        expect(scheduled).toHaveLength(1);
        expect(Number(scheduled[0].scheduleToCloseTimeout?.seconds ?? 0)).toBe(0);
      },
      { progressStatus: 'pgApproved' },
    );
    expect(down).toBeLessThan(0);
    expect(calls.refunds).toHaveLength(1);
    expect(calls.transitions).toEqual(['pgApproved->refunded by pg']);
  }, 30000);

  it('a refund the processor refunded whose stage could not be recorded is never resolved as not refunded', async () => {
    const calls = newCalls();
    const activities = stubActivities(calls);
    // The stage is not recorded at all (an activity refusal ends the update); the process remembers the processor refund.
    activities.recordRefundTransition = async (input) => {
      if (input.to === 'refunded') throw ApplicationFailure.create({ message: 'stop', type: REFUND_REFUSED, nonRetryable: true });
      calls.transitions.push(`${input.from}->${input.to}`);
    };
    await run(
      activities,
      async (h) => {
        await refusal(h.executeUpdate(resolvedAsRefundedUpdate, { args: [PG] }));
        expect(await refusal(h.executeUpdate(resolvedAsNotRefundedUpdate, { args: [{ ...PG, reason: 'Paid in cash' }] }))).toBe(M.refundedAtProcessor);
        await h.terminate();
      },
      { progressStatus: 'pgApproved' },
    );
    expect(calls.transitions).toEqual([]);
  });

  it('one decision at a time: a concurrent one is refused while the first is recorded', async () => {
    const calls = newCalls();
    const held = gate();
    const activities = stubActivities(calls);
    const record = activities.recordRefundTransition;
    activities.recordRefundTransition = async (input) => {
      await held.wait;
      return record(input);
    };
    await run(activities, async (h) => {
      const first = h.executeUpdate(merchantApproveRefundUpdate, { args: [OWNER] });
      await waitFor(async () => (await h.query(refundStateQuery)).actionInProgress);
      expect(await refusal(h.executeUpdate(merchantDeclineRefundUpdate, { args: [{ ...ADMIN, details: DECLINE }] }))).toBe(M.inProgress);
      held.release();
      expect(await first).toBe('merchantApproved');
    });
    expect(calls.transitions).toEqual(['initiated->merchantApproved by owner']);
  });

  it('reminds the waiting stage after the configured time, again and again, until it moves', async () => {
    const calls = newCalls();
    await run(
      stubActivities(calls),
      async (h) => {
        await waitFor(() => calls.notices.filter((n) => n.startsWith('initiated reminder')).length >= 2);
        expect(calls.notices.slice(0, 3)).toEqual(['initiated', 'initiated reminder 1', 'initiated reminder 2']);
        expect(await h.executeUpdate(merchantApproveRefundUpdate, { args: [OWNER] })).toBe('merchantApproved');
        await waitFor(() => calls.notices.includes('merchantApproved reminder 1'));
        expect(calls.notices).toContain('merchantApproved');
        expect(calls.notices).toContain('merchantApproved reminder 1');
      },
      { reminderAfterMs: 1000 },
    );
  }, 30000);
  it('a decision that lands while a reminder is sent: the new stage gets its notice, and a closed one ends the process', async () => {
    const calls = newCalls();
    const held = gate();
    const activities = stubActivities(calls);
    const notify = activities.notifyRefundStage;
    activities.notifyRefundStage = async (input) => {
      await notify(input);
      // The first reminder is held until the bank's decision has been recorded.
      if (input.reminder === 1) await held.wait;
    };
    await run(
      activities,
      async (h) => {
        await waitFor(() => calls.notices.includes('merchantDeclined reminder 1'));
        expect(await h.executeUpdate(denyRefundUpdate, { args: [{ ...BANK, reason: 'Service was delivered' }] })).toBe('denied');
        held.release();
        // A time limit, not a wait: the race ends as soon as the process does.
        // eslint-disable-next-line no-restricted-syntax
        const ended = await Promise.race([h.result(), new Promise((r) => setTimeout(() => r('still running'), 5000))]);
        expect(ended).toBe('denied');
      },
      { progressStatus: 'merchantDeclined', reminderAfterMs: 1000 },
    );
    expect(calls.notices).toEqual(['merchantDeclined', 'merchantDeclined reminder 1', 'denied']);
  }, 30000);
  it("a decision that lands while a stage's notice is sent is noticed for the stage it reached, not marked sent", async () => {
    const calls = newCalls();
    const held = gate();
    const activities = stubActivities(calls);
    const notify = activities.notifyRefundStage;
    activities.notifyRefundStage = async (input) => {
      await notify(input);
      if (input.progressStatus === 'merchantDeclined' && input.reminder === 0) await held.wait;
    };
    await run(
      activities,
      async (h) => {
        await waitFor(() => calls.notices.includes('merchantDeclined'));
        expect(await h.executeUpdate(denyRefundUpdate, { args: [{ ...BANK, reason: 'Service was delivered' }] })).toBe('denied');
        held.release();
        expect(await h.result()).toBe('denied');
      },
      { progressStatus: 'merchantDeclined' },
    );
    expect(calls.notices).toEqual(['merchantDeclined', 'denied']);
  });
});
