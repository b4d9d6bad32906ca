import type { Meta, StoryObj } from '@storybook/react-vite';

import { CloseIcon } from '../icons';
import { Button, IconButton, LinkButton } from './Button';

const meta = {
  title: 'UI Kit/Actions/Button',
  component: Button,
  args: { children: 'Create Invoice', variant: 'primary', size: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Edit' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Close Account' } };
export const Small: Story = { args: { size: 'sm' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Sign In' } };

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Primary</Button>
      <Button variant="secondary">Secondary</Button>
      <Button variant="ghost">Ghost</Button>
      <Button variant="danger">Danger</Button>
      <Button loading>Loading</Button>
      <Button size="sm">Small</Button>
      <IconButton label="Close">
        <CloseIcon />
      </IconButton>
      <LinkButton>Terms And Conditions</LinkButton>
    </div>
  ),
};
