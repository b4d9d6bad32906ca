import type { Meta, StoryObj } from '@storybook/react-vite';

import { TextField } from './TextField';

const meta = {
  title: 'UI Kit/Forms/TextField',
  component: TextField,
  args: { label: 'E-mail', name: 'email', placeholder: 'name@company.bt' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Must match the e-mail on file with the national bank' } };
export const WithError: Story = { args: { defaultValue: 'pema@', error: 'E-mail is invalid' } };
export const ReadOnly: Story = { args: { defaultValue: 'karma@druk.bt', readOnly: true } };
export const Disabled: Story = { args: { disabled: true } };
