import type { Meta, StoryObj } from '@storybook/react-vite';

import { Button } from '../Button';
import { ActionPanel } from './ActionPanel';

const meta = {
  title: 'UI Kit/Layout/ActionPanel',
  component: ActionPanel,
  args: {
    title: 'Actions',
    children: (
      <>
        <Button fullWidth>Approve</Button>
        <Button variant="danger" fullWidth>
          Decline
        </Button>
      </>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof ActionPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithActions: Story = {};
export const WithDisabledAction: Story = {
  args: {
    children: (
      <>
        <Button fullWidth disabled>
          Approve
        </Button>
        <Button variant="secondary" fullWidth>
          Download Report
        </Button>
      </>
    ),
  },
};
export const NothingToDo: Story = { args: { children: undefined, note: 'No action is awaiting you on this dispute.' } };
