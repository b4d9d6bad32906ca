import type { Meta, StoryObj } from '@storybook/react-vite';

import { Alert } from './Alert';

const meta = {
  title: 'UI Kit/Feedback/Alert',
  component: Alert,
  args: { tone: 'warning', children: 'Please set refund policy terms' },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Warning: Story = {};
export const Info: Story = { args: { tone: 'info', title: 'Dates', children: 'The date of service must be after the invoice date.' } };
export const Success: Story = { args: { tone: 'success', children: 'Payment received.' } };
export const Danger: Story = { args: { tone: 'danger', title: 'Payment failed', children: 'Payment failed due to a system error. Please try again later.' } };
export const Dismissible: Story = { args: { tone: 'info', children: 'You can close this.', onClose: () => undefined } };
