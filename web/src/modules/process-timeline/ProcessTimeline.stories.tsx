import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { ProcessTimelineView } from './ProcessTimeline';
import { step, timelineFixture } from './test/timelineFixtures';

const meta = {
  title: 'Insight/Process Timeline',
  component: ProcessTimelineView,
  args: { timeline: null, loading: false, error: false, onRetry: fn() },
} satisfies Meta<typeof ProcessTimelineView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A refund waiting for the bank, as PG Admin sees it (with the Temporal UI link). */
export const Running: Story = {
  args: {
    timeline: timelineFixture({
      temporalUiUrl: 'http://localhost:8233/namespaces/default/workflows/refund-RF-0001',
      steps: [
        ...timelineFixture().steps,
        step('Reminder sent', '2026-11-29T09:05:00.000Z', { detail: 'To the bank (reminder 1)' }),
        step('Waiting for the bank', '2026-11-27T09:05:00.000Z', { state: 'waiting' }),
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Live')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Open in Temporal UI' })).toHaveAttribute('target', '_blank');
  },
};

/** An ended process, with a refusal on the way. */
export const Ended: Story = {
  args: {
    timeline: timelineFixture({
      running: false,
      steps: [
        step('Refund requested', '2026-11-27T09:00:00.000Z'),
        step('Refund at the processor failed', '2026-11-27T10:00:00.000Z', {
          state: 'failed',
          detail: 'Charge has already been refunded.',
          actor: 'Pema Wangchuk',
        }),
        step('Resolved as not refunded', '2026-11-27T10:05:00.000Z', { detail: 'Paid in cash', actor: 'Pema Wangchuk' }),
        step('Process ended', '2026-11-27T10:05:01.000Z'),
      ],
    }),
  },
};

/** A demo record that never had a process. */
export const NoProcess: Story = {
  args: { timeline: timelineFixture({ running: false, steps: [], note: 'This record has no process in Temporal.' }) },
};

export const Loading: Story = { args: { loading: true } };

/** A failed read offers a retry. */
export const Failed: Story = {
  args: { error: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
