import { useToast } from '@pg/ui-kit';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromPromise } from 'xstate';

import { PageTitle } from '../../app/components/page.styles';
import {
  DECLINE_CONFIRM_MESSAGE,
  DECLINE_STEPS,
  type DeclineSubmission,
  type DeclineTarget,
  type MerchantDeclineEvent,
  merchantDeclineMachine,
} from '../machines/merchantDecline.machine';
import { DeclinePageFrame } from './declineScreen';
import { DeclineWizard } from './DeclineWizard';

// Every step of the merchant's refund decline wizard (spec 001 s2, s5), driven by the real
// machine: the API actors are stubs given through .provide(), and each story replays the events
// a user would send to reach its step, so what shows is what the machine allows.

const TODAY = '2026-11-20';

const TARGET: DeclineTarget = {
  id: 'refund-1',
  code: 'RF-0001',
  status: 'open',
  progressStatus: 'initiated',
  priorRefunds: [
    { id: 'refund-0', code: 'RF-0000', requestedAmount: 25.5 },
    { id: 'refund-2', code: 'RF-0002', requestedAmount: 104.99 },
  ],
  refundPolicyTerms: 'fullRefund',
};

interface WizardStoryProps {
  /** What the user sends once the refund has loaded (the path to the story's step). */
  events: MerchantDeclineEvent[];
  /** The stubbed decline call; by default it waits forever (the dialog stays loading). */
  decline?: (submission: DeclineSubmission) => Promise<void>;
}

function RefundDeclineWizardStory({ events, decline = () => new Promise<void>(() => undefined) }: WizardStoryProps) {
  const toast = useToast();
  const [machine] = useState(() =>
    merchantDeclineMachine.provide({
      actors: {
        loadTarget: fromPromise(() => Promise.resolve(TARGET)),
        declineRefund: fromPromise<void, DeclineSubmission>(({ input }) => decline(input)),
      },
      // The screen's navigation is logged (Storybook has no routes); errors are toasted, as the
      // app's Apollo error policy does.
      actions: {
        goToNotFound: () => console.info('to /404'),
        leaveWizard: () => console.info('left the wizard'),
        notifyDeclined: () => console.info('declined'),
        notifyError: (_, params) => void toast.error(params.message),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { refundId: TARGET.id, today: TODAY } });
  const replayed = useRef(false);
  const ready = snapshot.matches('selectReason');
  useEffect(() => {
    if (!ready || replayed.current) return;
    replayed.current = true;
    events.forEach(send);
  }, [ready, events, send]);

  return (
    <DeclinePageFrame
      loading={snapshot.matches('loading') || snapshot.status === 'done'}
      header={<PageTitle>Decline Refund {snapshot.context.target?.code}</PageTitle>}
    >
      <DeclineWizard snapshot={snapshot} send={send} />
    </DeclinePageFrame>
  );
}

const meta = {
  title: 'Wizards/Refund decline',
  component: RefundDeclineWizardStory,
  parameters: { layout: 'fullscreen' },
  args: { events: [] },
} satisfies Meta<typeof RefundDeclineWizardStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepHeading = (canvasElement: HTMLElement, step: number) => within(canvasElement).findByRole('heading', { name: DECLINE_STEPS[step] });
const next = (canvasElement: HTMLElement) => within(canvasElement).getByRole('button', { name: 'Next' });

/** Step 1: no reason yet, so Next is disabled; picking one enables it. */
export const SelectReason: Story = {
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 0);
    await expect(next(canvasElement)).toBeDisabled();
    await userEvent.click(within(canvasElement).getByRole('radio', { name: 'Service was provided' }));
    await expect(next(canvasElement)).toBeEnabled();
  },
};

/** Step 2, outside the cancellation policy, policy extended: details and the policy file. */
export const DetailsOutsidePolicy: Story = {
  name: 'Reason details: outside cancellation policy',
  args: {
    events: [{ type: 'SELECT_REASON', reason: 'outsideCancellationPolicy' }, { type: 'NEXT' }, { type: 'SET_POLICY_APPLIES', applies: false }],
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 1);
    await expect(within(canvasElement).getByLabelText('Refund Policy Details')).toBeInTheDocument();
    await expect(next(canvasElement)).toBeDisabled();
  },
};

/** Step 2, service was provided: the explanation, with its error once touched and cleared. */
export const DetailsServiceProvided: Story = {
  name: 'Reason details: service was provided',
  args: {
    events: [{ type: 'SELECT_REASON', reason: 'serviceWasProvided' }, { type: 'NEXT' }],
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 1);
    const reason = within(canvasElement).getByRole('textbox', { name: 'Reason' });
    await userEvent.type(reason, 'The tour took place on 3 November.');
    await expect(next(canvasElement)).toBeEnabled();
  },
};

/** Step 2, refund already paid via the gateway: picking the earlier refund fills its amount. */
export const DetailsAlreadyPaid: Story = {
  name: 'Reason details: refund already paid',
  args: {
    events: [
      { type: 'SELECT_REASON', reason: 'refundAlreadyPaid' },
      { type: 'NEXT' },
      { type: 'SELECT_MODE', mode: 'paidViaPaymentGateway' },
      { type: 'SELECT_PRIOR_REFUND', refundId: 'refund-0' },
    ],
  },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 1);
    await expect(within(canvasElement).getByRole('spinbutton', { name: 'Refund Amount' })).toHaveValue(25.5);
  },
};

const COMPLETE: MerchantDeclineEvent[] = [
  { type: 'SELECT_REASON', reason: 'serviceWasProvided' },
  { type: 'NEXT' },
  { type: 'CHANGE', field: 'merchantDeclineExplanation', value: 'The tour took place on 3 November as booked.' },
  { type: 'NEXT' },
];

/** Step 3: the summary of what will be sent, with Submit. */
export const Review: Story = {
  name: 'Confirm',
  args: { events: COMPLETE },
  play: async ({ canvasElement }) => {
    await stepHeading(canvasElement, 2);
    await expect(within(canvasElement).getByText('The tour took place on 3 November as booked.')).toBeInTheDocument();
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};

/** Submit asks first: the confirm dialog; Cancel returns to the summary. */
export const ConfirmDialog: Story = {
  name: 'Confirm dialog',
  args: { events: [...COMPLETE, { type: 'SUBMIT' }] },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Decline Refund' });
    await expect(dialog).toHaveTextContent(DECLINE_CONFIRM_MESSAGE);
  },
};

/** The API refused the decline: back on the summary, the message in an error toast. */
export const SubmitFailed: Story = {
  name: 'Submit failed',
  args: {
    events: [...COMPLETE, { type: 'SUBMIT' }, { type: 'CONFIRM' }],
    decline: () => Promise.reject(new Error('Refund is no longer awaiting the merchant')),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('alert')).toHaveTextContent('Refund is no longer awaiting the merchant');
    await stepHeading(canvasElement, 2);
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeEnabled();
  },
};
