import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
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

export const Placeholder: Story = {};
export const Selected: Story = { args: { value: 'TourismHotel' } };
export const WithError: Story = { args: { error: 'Industry is required' } };
export const Disabled: Story = { args: { disabled: true, value: 'other' } };
