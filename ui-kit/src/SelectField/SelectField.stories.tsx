import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { SelectField, type SelectFieldProps } from './SelectField';

const INDUSTRIES = [
  { value: 'TourismTourOperator', label: 'Tour Operator' },
  { value: 'TourismHotel', label: 'Hotel' },
  { value: 'TourismAirline', label: 'Airline' },
  { value: 'TourismGovernment', label: 'Government' },
  { value: 'other', label: 'Other' },
];

function Controlled(props: SelectFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <div style={{ maxWidth: 360, minHeight: 300 }}>
      <SelectField {...props} value={value} onChange={setValue} />
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/SelectField',
  component: SelectField,
  args: { label: 'Industry', name: 'industry', placeholder: 'Select industry', options: INDUSTRIES, value: '', onChange: () => undefined },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Mouse and keyboard: a click picks; ArrowDown, type-ahead and Enter pick; Escape closes without a change. */
export const Placeholder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Industry' });
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="industry"]');
    await expect(select).toHaveTextContent('Select industry');

    await userEvent.click(select);
    await expect(canvas.getAllByRole('option')).toHaveLength(5);
    await userEvent.click(canvas.getByRole('option', { name: 'Airline' }));
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(select).toHaveTextContent('Airline');
    await expect(hidden).toHaveValue('TourismAirline');

    // Focus stays on the button; aria-activedescendant follows the arrows.
    select.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Airline' }).id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(select).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Government' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(select).toHaveTextContent('Government');
    await expect(hidden).toHaveValue('TourismGovernment');

    await userEvent.keyboard('{ArrowDown}h');
    await expect(select).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Hotel' }).id);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(hidden).toHaveValue('TourismGovernment');
  },
};
export const Selected: Story = { args: { value: 'TourismHotel' } };
export const WithError: Story = { args: { error: 'Industry is required' } };
export const Disabled: Story = { args: { disabled: true, value: 'other' } };
