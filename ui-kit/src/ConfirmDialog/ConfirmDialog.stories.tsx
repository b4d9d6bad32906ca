import type { Meta, StoryObj } from '@storybook/react-vite';

import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'UI Kit/Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Cancel invoice',
    message: 'Are you sure you want to cancel this invoice ?',
    onConfirm: () => undefined,
    onCancel: () => undefined,
  },
  // The page the question is asked over (the dialog itself is portalled to <body>).
  decorators: [
    (Story) => (
      <>
        <p>Invoice INV-0001, Druk Adventures, Nu. 1,250.00</p>
        {Story()}
      </>
    ),
  ],
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YesNo: Story = {};
export const Destructive: Story = {
  args: {
    title: 'Close Account',
    message: 'Are you sure you want to close the account of Druk Adventures?',
    confirmLabel: 'Close Account',
    cancelLabel: 'Cancel',
    confirmVariant: 'danger',
  },
};
export const Loading: Story = { args: { loading: true } };
