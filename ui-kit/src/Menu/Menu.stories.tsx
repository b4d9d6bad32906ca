import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../Avatar';
import { Menu } from './Menu';

const meta = {
  title: 'UI Kit/Navigation/Menu',
  component: Menu,
  args: {
    trigger: (
      <>
        <Avatar name="Karma Dorji" />
        <span>Karma Dorji</span>
      </>
    ),
    triggerLabel: 'Karma Dorji, account menu',
    items: [
      { label: 'Account Settings', onSelect: () => undefined },
      { label: 'Logout', onSelect: () => undefined, danger: true },
    ],
    align: 'start',
  },
  decorators: [(Story) => <div style={{ minHeight: 160 }}>{Story()}</div>],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ProfilePill: Story = {};
