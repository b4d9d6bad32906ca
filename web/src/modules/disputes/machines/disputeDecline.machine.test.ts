import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';

import { sleep } from '../../../../../test-support/sleep';
import { disputeDeclineMachine, disputeDeclineStepOf, type DisputeDeclineSubmission, type DisputeDeclineTarget, type FileSlot } from './disputeDecline.machine';

// The 'Dispute Decline Form' without React: actors and side effects replaced through .provide().

const TODAY = '2026-03-05';
const TARGET: DisputeDeclineTarget = {
  id: 'd1',
  code: 'DSP-2026-000001',
  status: 'open',
  progressStatus: 'received',
  refunds: [{ id: 'r1', code: 'REF-2026-000009', requestedAmount: 104.99 }],
};
const pdf = (name = 'terms.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

interface Harness {
  actor: Actor<typeof disputeDeclineMachine>;
  effects: string[];
  submitted: DisputeDeclineSubmission[];
  /** Finishes the running upload of a slot. */
  finish: (slot: FileSlot, path?: string) => void;
  progress: (slot: FileSlot, percent: number) => void;
}

function start(target: DisputeDeclineTarget | Error = TARGET, decline: (s: DisputeDeclineSubmission) => Promise<void> = async () => undefined): Harness {
  const effects: string[] = [];
  const submitted: DisputeDeclineSubmission[] = [];
  const uploads = new Map<
    FileSlot,
    (event: { type: 'UPLOAD_PROGRESS'; slot: FileSlot; progress: number } | { type: 'UPLOADED'; slot: FileSlot; path: string }) => void
  >();
  const machine = disputeDeclineMachine.provide({
    actors: {
      loadTarget: fromPromise(async () => {
        if (target instanceof Error) throw target;
        return target;
      }),
      declineDispute: fromPromise(async ({ input }) => {
        submitted.push(input);
        await decline(input);
      }),
      uploadFile: fromCallback(({ sendBack, input }) => {
        uploads.set(input.slot, sendBack);
      }),
    },
    actions: {
      goToNotFound: () => void effects.push('404'),
      leaveWizard: () => void effects.push('left'),
      notifyDeclined: () => void effects.push('declined'),
      notifyError: (_, params) => void effects.push(`error: ${params.message}`),
    },
  });
  const actor = createActor(machine, { input: { disputeId: 'd1', today: TODAY } }).start();
  return {
    actor,
    effects,
    submitted,
    finish: (slot, path = `u.${slot}.pdf`) => uploads.get(slot)?.({ type: 'UPLOADED', slot, path }),
    progress: (slot, percent) => uploads.get(slot)?.({ type: 'UPLOAD_PROGRESS', slot, progress: percent }),
  };
}

const settle = () => sleep(0);
const state = (h: Harness) => String(h.actor.getSnapshot().value);
const ctx = (h: Harness) => h.actor.getSnapshot().context;

describe('disputeDeclineMachine (spec 001 s2, s5)', () => {
  it('goes to /404 unless the dispute is open and received', async () => {
    const declined = start({ ...TARGET, progressStatus: 'merchantDeclined' });
    await settle();
    expect(declined.effects).toEqual(['404']);
    const failed = start(new Error('Dispute not found'));
    await settle();
    expect(failed.effects).toEqual(['404']);
  });

  it('step 0: a reason is required; back leaves the wizard', async () => {
    const h = start();
    await settle();
    expect(state(h)).toBe('reason');
    expect(ctx(h).errors).toEqual({ reasonToWinDispute: 'Reason is required' });
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('reason');
    h.actor.send({ type: 'BACK' });
    expect(h.effects).toEqual(['left']);
  });

  it('transactionNonRefundable and requestMadeAfterDateOfTerms skip step 1 both ways', async () => {
    for (const reason of ['transactionNonRefundable', 'requestMAdeAfterDateOfTerms']) {
      const h = start();
      await settle();
      h.actor.send({ type: 'SELECT_REASON', reason });
      h.actor.send({ type: 'NEXT' });
      expect(state(h)).toBe('productType');
      expect(disputeDeclineStepOf(state(h))).toBe(2);
      h.actor.send({ type: 'BACK' });
      expect(state(h)).toBe('reason');
    }
    const other = start();
    await settle();
    other.actor.send({ type: 'SELECT_REASON', reason: 'other' });
    other.actor.send({ type: 'NEXT' });
    expect(state(other)).toBe('details');
  });

  it("step 1: each reason's fields and messages; no future dates; the gateway mode picks a refund and fills its amount", async () => {
    const h = start();
    await settle();
    h.actor.send({ type: 'SELECT_REASON', reason: 'customerWasRefunded' });
    h.actor.send({ type: 'NEXT' });
    expect(ctx(h).errors).toEqual({ customerAlreadyRefunded: 'Please select how customer was refunded' });
    h.actor.send({ type: 'SELECT_MODE', mode: 'paidInCash' });
    expect(ctx(h).errors).toEqual({
      refundDate: 'Refund date is required',
      refundAmount: 'Refund amount is required',
      refundDescription: 'Refund description is required',
    });
    h.actor.send({ type: 'CHANGE', field: 'refundDate', value: '2026-03-06' });
    expect(ctx(h).errors.refundDate).toBe('Date can not be in the future');
    h.actor.send({ type: 'SELECT_MODE', mode: 'paidViaPaymentGateway' });
    expect(ctx(h).form.refundDate).toBe('');
    h.actor.send({ type: 'SELECT_REFUND', refundId: 'nope' });
    expect(ctx(h).form.refundId).toBe('');
    h.actor.send({ type: 'SELECT_REFUND', refundId: 'r1' });
    expect(ctx(h).form).toMatchObject({ refundId: 'r1', refundAmount: '104.99' });
    expect(ctx(h).errors).toEqual({});
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('productType');
  });

  it('the gateway mode is disabled when the invoice has no refunds', async () => {
    const h = start({ ...TARGET, refunds: [] });
    await settle();
    h.actor.send({ type: 'SELECT_REASON', reason: 'customerWasRefunded' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SELECT_MODE', mode: 'paidViaPaymentGateway' });
    expect(ctx(h).form.customerAlreadyRefunded).toBe('');
  });

  it('step 2 needs a type (the description of other is optional); step 3 one uploaded document, with progress; Next waits for uploads', async () => {
    const h = start();
    await settle();
    h.actor.send({ type: 'SELECT_REASON', reason: 'cutomerReceviedCreditOrVoucherOutsidePG' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'CHANGE', field: 'creditVoucherGivenDate', value: '2026-03-01' });
    h.actor.send({ type: 'CHANGE', field: 'creditVoucherAmount', value: '50' });
    h.actor.send({ type: 'CHANGE', field: 'creditVoucherDescription', value: 'Voucher for a later tour' });
    h.actor.send({ type: 'NEXT' });
    expect(ctx(h).errors).toEqual({ productServiceTypeProvided: 'Please select product or service type' });
    h.actor.send({ type: 'SELECT_PRODUCT_TYPE', productType: 'other' });
    h.actor.send({ type: 'CHANGE', field: 'productOrServiceDetails', value: ' ' });
    // Spec 001 L194: the description of 'other' is shown, not required (decision 0051).
    expect(ctx(h).errors).toEqual({});
    h.actor.send({ type: 'CHANGE', field: 'productOrServiceDetails', value: 'Guided trek' });
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('documents');
    expect(ctx(h).errors).toEqual({ supportingDocument: 'Please upload a supporting document' });
    // A file that is not an image or PDF is refused before any upload.
    h.actor.send({ type: 'PICK_FILE', slot: 'supportingDocument', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) });
    expect(ctx(h).files.supportingDocument).toMatchObject({ file: null, error: 'Only images or PDF files can be uploaded.' });
    h.actor.send({ type: 'PICK_FILE', slot: 'supportingDocument', file: pdf() });
    h.progress('supportingDocument', 40);
    expect(ctx(h).files.supportingDocument.progress).toBe(40);
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('documents');
    h.finish('supportingDocument');
    expect(ctx(h).errors).toEqual({});
    // The optional proof: while it uploads, Next waits.
    h.actor.send({ type: 'PICK_FILE', slot: 'creditVoucherProof', file: pdf('voucher.pdf') });
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('documents');
    h.finish('creditVoucherProof');
    h.actor.send({ type: 'NEXT' });
    expect(state(h)).toBe('review');
  });

  it('submit asks to confirm, sends the form and the uploaded files, and reports success', async () => {
    const h = start();
    await settle();
    h.actor.send({ type: 'SELECT_REASON', reason: 'transactionNonRefundable' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SELECT_PRODUCT_TYPE', productType: 'bookingOrReservation' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'PICK_FILE', slot: 'supportingDocument', file: pdf() });
    h.finish('supportingDocument', 'u.terms.pdf');
    h.actor.send({ type: 'CHANGE', field: 'additionalInformation', value: 'Non-refundable as per the booking terms.' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SUBMIT' });
    expect(state(h)).toBe('confirming');
    h.actor.send({ type: 'CANCEL' });
    expect(state(h)).toBe('review');
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(h.effects).toEqual(['declined']);
    expect(h.submitted).toHaveLength(1);
    expect(h.submitted[0].files).toEqual({ supportingDocument: { path: 'u.terms.pdf', caption: 'terms.pdf', mimetype: 'application/pdf' } });
    expect(h.submitted[0].form).toMatchObject({
      reasonToWinDispute: 'transactionNonRefundable',
      productServiceTypeProvided: 'bookingOrReservation',
      productOrServiceDetails: ' Travel Related Expense',
    });
  });

  it('a refused submit returns to the confirm step with the server message', async () => {
    const h = start(TARGET, async () => {
      throw new Error('This dispute is not awaiting your action.');
    });
    await settle();
    h.actor.send({ type: 'SELECT_REASON', reason: 'requestMAdeAfterDateOfTerms' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SELECT_PRODUCT_TYPE', productType: 'event' });
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'PICK_FILE', slot: 'supportingDocument', file: pdf() });
    h.finish('supportingDocument');
    h.actor.send({ type: 'NEXT' });
    h.actor.send({ type: 'SUBMIT' });
    h.actor.send({ type: 'CONFIRM' });
    await settle();
    expect(state(h)).toBe('review');
    expect(ctx(h).submitError).toBe('This dispute is not awaiting your action.');
    expect(h.effects).toEqual(['error: This dispute is not awaiting your action.']);
  });
});
