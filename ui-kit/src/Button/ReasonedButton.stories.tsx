import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { ReasonedButton } from './ReasonedButton';

const meta = {
  title: 'UI Kit/Actions/ReasonedButton',
  component: ReasonedButton,
  args: { children: 'Register', disabled: true, reason: 'Fill in: Business Name, E-mail, License Number' },
} satisfies Meta<typeof ReasonedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Disabled by the form's rule: the reason is under the button and read with it, and it looks disabled. */
export const DisabledWithReason: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Fill in: Business Name, E-mail, License Number');
  },
};

/** Enabled: no reason shown, nothing described. */
export const Enabled: Story = {
  args: { disabled: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Register' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText(/Fill in/)).not.toBeInTheDocument();
  },
};

/** At the right of a page header (Create Organization for a role that may not create one). */
export const AtTheEnd: Story = {
  args: { children: 'Create Organization', align: 'end', reason: 'Only Bank Finance creates organizations.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Create Organization' })).toHaveAccessibleDescription(
      'Only Bank Finance creates organizations.',
    );
  },
};
