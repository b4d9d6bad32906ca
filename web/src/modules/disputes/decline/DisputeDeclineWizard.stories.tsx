import { useToast } from '@pg/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';

import { PageTitle } from '../../app/components/page.styles';
import { DeclinePageFrame } from '../../refunds/decline/declineScreen';
import {
  DISPUTE_DECLINE_CONFIRM,
  DISPUTE_DECLINE_STEPS,
  DISPUTE_DECLINE_TITLE,
  type DisputeDeclineEvent,
  disputeDeclineMachine,
  type DisputeDeclineSubmission,
  type DisputeDeclineTarget,
  type FileSlot,
} from '../machines/disputeDecline.machine';
import { DisputeDeclineWizard } from './DisputeDeclineWizard';

// Every step of the 'Dispute Decline Form' (spec 001 s2, s5), driven by the real machine: the
// API actors (load, upload, decline) are stubs given through .provide(), and each story replays
// the events a user would send to reach its step, so what shows is what the machine allows.

const TODAY = '2026-11-20';

const TARGET: DisputeDeclineTarget = {
  id: 'dispute-1',
  code: 'DP-0001',
  status: 'open',
  progressStatus: 'received',
  refunds: [{ id: 'refund-0', code: 'RF-0000', requestedAmount: 25.5 }],
};

type UploadNews = Extract<DisputeDeclineEvent, { type: 'UPLOAD_PROGRESS' | 'UPLOADED' | 'UPLOAD_FAILED' }>;

/** A stand-in for the presigned upload: half way after a moment, done after `ms` (at once when 0). */
function stubUpload(ms: number) {
  return fromCallback<UploadNews, { slot: FileSlot; file: File }>(({ sendBack, input }) => {
    const uploaded = () => sendBack({ type: 'UPLOADED', slot: input.slot, path: `stories/${input.file.name}` });
    if (ms === 0) {
      uploaded();
      return undefined;
    }
    const half = setTimeout(() => sendBack({ type: 'UPLOAD_PROGRESS', slot: input.slot, progress: 50 }), ms / 2);
    const done = setTimeout(uploaded, ms);
    return () => {
      clearTimeout(half);
      clearTimeout(done);
    };
  });
}

interface WizardStoryProps {
  /** What the user sends once the dispute has loaded (the path to the story's step). */
  events: DisputeDeclineEvent[];
  /** How long the stub upload takes (0: done at once). */
  uploadMs?: number;
}

function DisputeDeclineWizardStory({ events, uploadMs = 400 }: WizardStoryProps) {
  const toast = useToast();
  const [machine] = useState(() =>
    disputeDeclineMachine.provide({
      actors: {
        loadTarget: fromPromise(() => Promise.resolve(TARGET)),
        uploadFile: stubUpload(uploadMs),
        // The decline call waits forever: the confirm dialog shows its loading state.
        declineDispute: fromPromise<void, DisputeDeclineSubmission>(() => new Promise<void>(() => undefined)),
      },
      // The screen's navigation is logged (Storybook has no routes); errors are toasted.
      actions: {
        goToNotFound: () => console.info('to /404'),
        leaveWizard: () => console.info('left the wizard'),
        notifyDeclined: () => console.info('declined'),
        notifyError: (_, params) => void toast.error(params.message),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { disputeId: TARGET.id, today: TODAY } });
  const replayed = useRef(false);
  const ready = snapshot.matches('reason');
  useEffect(() => {
    if (!ready || replayed.current) return;
    replayed.current = true;
    events.forEach(send);
  }, [ready, events, send]);

  return (
    <DeclinePageFrame
      loading={snapshot.matches('loading') || snapshot.status === 'done'}
      header={
        <>
          <PageTitle>{DISPUTE_DECLINE_TITLE}</PageTitle>
          <span>{snapshot.context.target?.code}</span>
        </>
      }
    >
      <DisputeDeclineWizard snapshot={snapshot} send={send} />
    </DeclinePageFrame>
  );
}

const meta = {
  title: 'Wizards/Dispute decline',
  component: DisputeDeclineWizardStory,
  parameters: { layout: 'fullscreen' },
  args: { events: [] },
} satisfies Meta<typeof DisputeDeclineWizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, step: number) => within(canvasElement).findByRole('heading', { name: DISPUTE_DECLINE_STEPS[step] });
const next = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Next' });
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

/** Step 1: why the merchant should win; Next waits for a reason. */
export const Reason: Story = {
  name: 'Why should you win',
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 0);
    await expect(next(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Customer was refunded' }));
    await expect(next(canvasElement)).toBeEnabled();
  },
};

/** Step 2, customer refunded in cash: date, amount and description. */
export const DetailsRefunded: Story = {
  name: 'Reason details: customer was refunded',
  args: {
    events: [{ type: 'SELECT_REASON', reason: 'customerWasRefunded' }, { type: 'NEXT' }, { type: 'SELECT_MODE', mode: 'paidInCash' }],
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 1);
    await expect(within(canvasElement).getByLabelText('Refund Date')).toHaveAttribute('max', TODAY);
    await expect(next(canvasElement)).toBeDisabled();
  },
};

/** Step 2, credit or voucher outside the gateway. */
export const DetailsVoucher: Story = {
  name: 'Reason details: credit or voucher',
  args: {
    events: [
      { type: 'SELECT_REASON', reason: 'cutomerReceviedCreditOrVoucherOutsidePG' },
      { type: 'NEXT' },
      { type: 'CHANGE', field: 'creditVoucherGivenDate', value: '2026-03-01' },
      { type: 'CHANGE', field: 'creditVoucherAmount', value: '50' },
      { type: 'CHANGE', field: 'creditVoucherDescription', value: 'Voucher for a later tour' },
    ],
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 1);
    await expect(next(canvasElement)).toBeEnabled();
  },
};

const TO_PRODUCT_TYPE: DisputeDeclineEvent[] = [
  // A reason without details: step 2 is skipped.
  { type: 'SELECT_REASON', reason: 'transactionNonRefundable' },
  { type: 'NEXT' },
];

/** Step 3: what was provided (the non-refundable reason skipped step 2). */
export const ProductType: Story = {
  name: 'Product or service type',
  args: { events: TO_PRODUCT_TYPE },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 2);
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Booking or reservation' }));
    await expect(next(canvasElement)).toBeEnabled();
  },
};

const TO_DOCUMENTS: DisputeDeclineEvent[] = [...TO_PRODUCT_TYPE, { type: 'SELECT_PRODUCT_TYPE', productType: 'bookingOrReservation' }, { type: 'NEXT' }];

/** Step 4: the supporting document is required; Next waits for its upload to finish. */
export const Documents: Story = {
  name: 'Supporting documents',
  // An upload long enough to be seen running on a busy machine (400 ms was over before the check there).
  args: { events: [...TO_DOCUMENTS, { type: 'PICK_FILE', slot: 'supportingDocument', file: pdf('booking-terms.pdf') }], uploadMs: 3000 },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 3);
    await expect(within(canvasElement).getByText('booking-terms.pdf')).toBeInTheDocument();
    // Next waits while the upload runs; the stub finishes after its 3 s.
    await expect(next(canvasElement)).toBeDisabled();
    await waitFor(() => expect(next(canvasElement)).toBeEnabled(), { timeout: 10000 });
  },
};

const COMPLETE: DisputeDeclineEvent[] = [
  ...TO_DOCUMENTS,
  { type: 'PICK_FILE', slot: 'supportingDocument', file: pdf('booking-terms.pdf') },
  { type: 'CHANGE', field: 'additionalInformation', value: 'Non-refundable as per the booking terms.' },
  { type: 'NEXT' },
];

/** Step 5: the summary with Submit. */
export const Review: Story = {
  name: 'Confirm',
  args: { events: COMPLETE, uploadMs: 0 },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 4);
    await expect(within(canvasElement).getByText('Non-refundable as per the booking terms.')).toBeInTheDocument();
    await expect(within(canvasElement).getByText('booking-terms.pdf')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Submit asks first; Confirm sends and the dialog waits for the API. */
export const ConfirmDialog: Story = {
  name: 'Confirm dialog',
  args: { events: [...COMPLETE, { type: 'SUBMIT' }], uploadMs: 0 },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Decline Dispute' });
    await expect(dialog).toHaveTextContent(DISPUTE_DECLINE_CONFIRM);
  },
};
