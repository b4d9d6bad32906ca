import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

import { FieldFrame, useFieldIds } from './Field';
import { Input } from './Field.styles';

interface CustomFieldProps {
  label: string;
  hint?: string;
  error?: string;
}

/** A control the kit does not have, framed like the kit's fields with FieldFrame and useFieldIds. */
function CustomField({ label, hint, error }: CustomFieldProps) {
  const ids = useFieldIds(undefined, hint, error);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <Input id={ids.id} aria-describedby={ids.describedBy} aria-invalid={error ? true : undefined} $invalid={Boolean(error)} defaultValue="BT-2026-0042" />
    </FieldFrame>
  );
}

const meta = {
  title: 'UI Kit/Forms/FieldFrame',
  component: FieldFrame,
  parameters: {
    docs: {
      description: {
        component:
          'For a new kind of form control: `useFieldIds(id, hint, error)` gives the ids, `FieldFrame` draws the label, the hint and the error (role alert) around your control, and your control sets `id={ids.id}` and `aria-describedby={ids.describedBy}`. TextField, SelectField, Autocomplete and Slider are built this way.',
      },
    },
  },
  render: (args) => (
    <CustomField label={typeof args.label === 'string' ? args.label : ''} hint={args.hint as string | undefined} error={args.error as string | undefined} />
  ),
  args: { ids: { id: '', labelId: '', hintId: '', errorId: '', describedBy: undefined }, label: 'Licence Number', children: null },
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {
  args: { hint: 'As printed on the trade licence' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Licence Number' });
    await expect(input).toHaveAccessibleDescription('As printed on the trade licence');
  },
};
export const WithError: Story = {
  args: { error: 'Licence Number is not registered' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Licence Number' });
    await expect(input).toHaveAccessibleDescription('Licence Number is not registered');
    await expect(input).toBeInvalid();
  },
};
