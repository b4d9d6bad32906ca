import type { Meta, StoryObj } from '@storybook/react-vite';

import { PasswordField } from './PasswordField';

const meta = {
  title: 'UI Kit/Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', name: 'password', defaultValue: 'Secret#123' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { error: "Passwords doesn't match." } };
