import type { Meta, StoryObj } from '@storybook/react-vite';

import { Collapsible } from './Collapsible';

const meta = {
  title: 'UI Kit/Layout/Collapsible',
  component: Collapsible,
  args: {
    title: 'How To Create an Invoice',
    children: (
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        <li>Fill in the customer information.</li>
        <li>Add the invoice items and the trip dates.</li>
        <li>Check the disbursements and press Create.</li>
      </ol>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
