import type { Meta, StoryObj } from '@storybook/react-vite';

import { Badge } from './Badge';

const meta = {
  title: 'UI Kit/Feedback/Badge',
  component: Badge,
  args: { children: 'Paid', tone: 'success' },
  argTypes: { tone: { control: 'select', options: ['success', 'info', 'danger', 'warning', 'neutral', 'primary'] } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Paid: Story = {};
export const Statuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge tone="success">Paid</Badge>
      <Badge tone="success">Disbursed</Badge>
      <Badge tone="primary">Unpaid</Badge>
      <Badge tone="danger">Void</Badge>
      <Badge tone="warning">Pending</Badge>
      <Badge tone="info">Under review</Badge>
      <Badge tone="neutral">Unsent</Badge>
    </div>
  ),
};
