import { REFUND_DECLINE_MESSAGES as M } from '@pg/domain';
import { createActor, fromPromise, waitFor } from 'xstate';

import {
  DECLINE_CONFIRM_MESSAGE,
  DECLINE_SUCCESS_MESSAGE,
  declineStepOf,
  type DeclineSubmission,
  type DeclineTarget,
  merchantDeclineMachine,
} from './merchantDecline.machine';

// The wizard without React: actors and side effects are replaced through .provide().

const TODAY = '2026-11-20';

function target(overrides: Partial<DeclineTarget> = {}): DeclineTarget {
  return {
    id: 'r-1',
    code: 'RF-1',
    status: 'open',
    progressStatus: 'initiated',
    priorRefunds: [{ id: 'r-0', code: 'RF-0', requestedAmount: 25.5 }],
    ...overrides,
  };
}

function start(t: DeclineTarget | Error = target(), decline: (s: DeclineSubmission) => Promise<void> = async () => undefined) {
  const effects = { notFound: 0, left: 0, declined: 0, errors: [] as string[], submissions: [] as DeclineSubmission[] };
  const machine = merchantDeclineMachine.provide({
    actors: {
      loadTarget: fromPromise(async () => {
        if (t instanceof Error) throw t;
        return t;
      }),
      declineRefund: fromPromise<void, DeclineSubmission>(async ({ input }) => {
        effects.submissions.push(input);
        await decline(input);
      }),
    },
    actions: {
      goToNotFound: () => void effects.notFound++,
      leaveWizard: () => void effects.left++,
      notifyDeclined: () => void effects.declined++,
      notifyError: (_, params) => void effects.errors.push(params.message),
    },
  });
  const actor = createActor(machine, { input: { refundId: 'r-1', today: TODAY } }).start();
  return { actor, effects };
}

async function ready(t?: DeclineTarget) {
  const run = start(t);
  await waitFor(run.actor, (s) => s.value === 'selectReason');
  return run;
}

const pdf = (name = 'policy.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

describe('merchant decline machine', () => {
  it('goes to /404 when the refund is not awaiting the merchant', async () => {
    for (const t of [target({ progressStatus: 'merchantApproved' }), target({ status: 'closed', progressStatus: 'denied' })]) {
      const { actor, effects } = start(t);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().value).toBe('notFound');
      expect(effects.notFound).toBe(1);
    }
  });

  it('goes to /404 when the refund cannot be loaded', async () => {
    const { actor, effects } = start(new Error('Refund not found'));
    await waitFor(actor, (s) => s.status === 'done');
    expect(effects.notFound).toBe(1);
  });

  it('requires a reason before Next', async () => {
    const { actor } = await ready();
    expect(actor.getSnapshot().context.errors).toEqual({ merchantDeclineReason: M.reasonRequired });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('selectReason');
    actor.send({ type: 'SELECT_REASON', reason: 'serviceWasProvided' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('reasonDetails');
    expect(declineStepOf('reasonDetails')).toBe(1);
  });

  it('Back on step 1 leaves the wizard', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'BACK' });
    expect(effects.left).toBe(1);
  });

  describe('outside cancellation policy', () => {
    async function details() {
      const run = await ready();
      run.actor.send({ type: 'SELECT_REASON', reason: 'outsideCancellationPolicy' });
      run.actor.send({ type: 'NEXT' });
      return run;
    }

    it('asks to confirm the policy applies', async () => {
      const { actor } = await details();
      expect(actor.getSnapshot().context.errors).toEqual({ policyApplies: M.confirmPolicy });
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().value).toBe('reasonDetails');
      actor.send({ type: 'SET_POLICY_APPLIES', applies: true });
      expect(actor.getSnapshot().context.errors).toEqual({});
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().value).toBe('review');
    });

    it('needs policy text or a file when the policy on file does not apply', async () => {
      const { actor } = await details();
      actor.send({ type: 'SET_POLICY_APPLIES', applies: false });
      expect(actor.getSnapshot().context.errors).toEqual({ extendedCancellationPolicyText: M.policyDetailsRequired });
      actor.send({ type: 'CHANGE', field: 'extendedCancellationPolicyText', value: '   ' });
      expect(actor.getSnapshot().context.errors.extendedCancellationPolicyText).toBe(M.policyDetailsRequired);
      actor.send({ type: 'CHANGE', field: 'extendedCancellationPolicyText', value: 'No refunds within 7 days' });
      expect(actor.getSnapshot().context.errors).toEqual({});
      actor.send({ type: 'CHANGE', field: 'extendedCancellationPolicyText', value: '' });
      actor.send({ type: 'SET_FILE', file: pdf() });
      expect(actor.getSnapshot().context.errors).toEqual({});
      expect(actor.getSnapshot().context.file?.name).toBe('policy.pdf');
    });

    it('accepts one image or PDF only', async () => {
      const { actor } = await details();
      actor.send({ type: 'SET_POLICY_APPLIES', applies: false });
      actor.send({ type: 'SET_FILE', file: new File(['x'], 'policy.txt', { type: 'text/plain' }) });
      expect(actor.getSnapshot().context.file).toBeNull();
      expect(actor.getSnapshot().context.fileError).toBe('Only images or PDF files can be uploaded.');
      actor.send({ type: 'SET_FILE', file: pdf('a.pdf') });
      actor.send({ type: 'SET_FILE', file: pdf('b.pdf') });
      expect(actor.getSnapshot().context.file?.name).toBe('b.pdf');
      expect(actor.getSnapshot().context.fileError).toBeNull();
      actor.send({ type: 'REMOVE_FILE' });
      expect(actor.getSnapshot().context.errors).toEqual({ extendedCancellationPolicyText: M.policyDetailsRequired });
    });

    it('back from step 2 clears the details and the file', async () => {
      const { actor } = await details();
      actor.send({ type: 'SET_POLICY_APPLIES', applies: false });
      actor.send({ type: 'CHANGE', field: 'extendedCancellationPolicyText', value: 'Policy text' });
      actor.send({ type: 'SET_FILE', file: pdf() });
      actor.send({ type: 'BACK' });
      const { context, value } = actor.getSnapshot();
      expect(value).toBe('selectReason');
      expect(context.form.merchantDeclineReason).toBe('outsideCancellationPolicy');
      expect(context.form.policyApplies).toBeNull();
      expect(context.form.extendedCancellationPolicyText).toBe('');
      expect(context.file).toBeNull();
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().context.errors).toEqual({ policyApplies: M.confirmPolicy });
    });
  });

  it('service was provided needs a reason', async () => {
    const { actor } = await ready();
    actor.send({ type: 'SELECT_REASON', reason: 'serviceWasProvided' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().context.errors).toEqual({ merchantDeclineExplanation: M.explanationRequired });
    actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: '  ' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('reasonDetails');
    actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'Tour completed on 3 Nov' });
    actor.send({ type: 'NEXT' });
    expect(actor.getSnapshot().value).toBe('review');
  });

  describe('refund already paid', () => {
    async function details(t?: DeclineTarget) {
      const run = await ready(t);
      run.actor.send({ type: 'SELECT_REASON', reason: 'refundAlreadyPaid' });
      run.actor.send({ type: 'NEXT' });
      return run;
    }

    it('asks for mode, date, explanation and amount', async () => {
      const { actor } = await details();
      expect(actor.getSnapshot().context.errors).toEqual({
        refundAlreadyPaid: M.modeRequired,
        transactionDate: M.dateRequired,
        merchantDeclineExplanation: M.explanationRequired,
        refundAlreadyPaidAmount: M.amountRequired,
      });
    });

    it.each(['paidInCash', 'paidViaWireTransfer'])('%s needs a date, not in the future', async (mode) => {
      const { actor } = await details();
      actor.send({ type: 'SELECT_MODE', mode });
      actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'Paid at the office' });
      actor.send({ type: 'CHANGE', field: 'refundAlreadyPaidAmount', value: '-5' });
      expect(actor.getSnapshot().context.errors).toEqual({ transactionDate: M.dateRequired, refundAlreadyPaidAmount: M.amountInvalid });
      actor.send({ type: 'CHANGE', field: 'transactionDate', value: '2026-11-21' });
      expect(actor.getSnapshot().context.errors.transactionDate).toBe(M.futureDate);
      actor.send({ type: 'CHANGE', field: 'transactionDate', value: TODAY });
      actor.send({ type: 'CHANGE', field: 'refundAlreadyPaidAmount', value: '40' });
      expect(actor.getSnapshot().context.errors).toEqual({});
      actor.send({ type: 'NEXT' });
      expect(actor.getSnapshot().value).toBe('review');
    });

    it('via payment gateway needs a prior refund and fills its amount', async () => {
      const { actor } = await details();
      actor.send({ type: 'SELECT_MODE', mode: 'paidViaPaymentGateway' });
      actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'Refunded earlier' });
      expect(actor.getSnapshot().context.errors).toEqual({ transactionId: M.refundRequired, refundAlreadyPaidAmount: M.amountRequired });
      actor.send({ type: 'SELECT_PRIOR_REFUND', refundId: 'unknown' });
      expect(actor.getSnapshot().context.form.transactionId).toBe('');
      actor.send({ type: 'SELECT_PRIOR_REFUND', refundId: 'r-0' });
      expect(actor.getSnapshot().context.form.refundAlreadyPaidAmount).toBe('25.50');
      expect(actor.getSnapshot().context.errors).toEqual({});
    });

    it('payment gateway mode is disabled without other refunds', async () => {
      const { actor } = await details(target({ priorRefunds: [] }));
      actor.send({ type: 'SELECT_MODE', mode: 'paidViaPaymentGateway' });
      expect(actor.getSnapshot().context.form.refundAlreadyPaid).toBe('');
      expect(actor.getSnapshot().context.errors.refundAlreadyPaid).toBe(M.modeRequired);
    });
  });

  it('confirms, submits, and reports success', async () => {
    const { actor, effects } = await ready();
    actor.send({ type: 'SELECT_REASON', reason: 'serviceWasProvided' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'Done' });
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('review');
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().context.form.merchantDeclineExplanation).toBe('Done');
    actor.send({ type: 'NEXT' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().value).toBe('declined');
    expect(effects.declined).toBe(1);
    expect(effects.submissions[0]).toMatchObject({
      refundId: 'r-1',
      form: { merchantDeclineReason: 'serviceWasProvided', merchantDeclineExplanation: 'Done' },
    });
    expect(DECLINE_CONFIRM_MESSAGE).toBe('Are you sure you want to decline refund?');
    expect(DECLINE_SUCCESS_MESSAGE).toBe('Refund Sucessfully declined');
  });

  it('returns to the summary with the server message when the decline fails', async () => {
    const run = start(target(), async () => {
      throw new Error('This refund is not awaiting your action.');
    });
    await waitFor(run.actor, (s) => s.value === 'selectReason');
    run.actor.send({ type: 'SELECT_REASON', reason: 'serviceWasProvided' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'Done' });
    run.actor.send({ type: 'NEXT' });
    run.actor.send({ type: 'SUBMIT' });
    run.actor.send({ type: 'CONFIRM' });
    await waitFor(run.actor, (s) => s.value === 'review');
    expect(run.effects.errors).toEqual(['This refund is not awaiting your action.']);
    expect(run.actor.getSnapshot().context.submitError).toBe('This refund is not awaiting your action.');
  });
});
