import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Autocomplete, type AutocompleteItem, type AutocompleteProps } from './Autocomplete';

const BUSINESSES: AutocompleteItem[] = [
  { id: '1', label: 'Druk Adventures' },
  { id: '2', label: 'Druk Air' },
  { id: '3', label: 'Bhutan Heritage Hotel' },
  { id: '4', label: 'Department of Immigration' },
  { id: '5', label: 'Thunder Dragon Treks' },
];

function Controlled(props: AutocompleteProps<AutocompleteItem>) {
  const [value, setValue] = useState(props.value);
  const [text, setText] = useState(props.inputValue);
  const items = props.items.filter((i) => i.label.toLowerCase().includes(text.toLowerCase()));
  return (
    <div style={{ maxWidth: 380, minHeight: 320 }}>
      <Autocomplete {...props} items={items} value={value} onChange={setValue} inputValue={text} onInputChange={setText} />
    </div>
  );
}

const meta = {
  title: 'UI Kit/Forms/Autocomplete',
  component: Autocomplete,
  args: {
    label: 'Business Name',
    name: 'organizationId',
    placeholder: 'Search your business',
    items: BUSINESSES,
    value: null,
    onChange: () => undefined,
    inputValue: '',
    onInputChange: () => undefined,
    noOptionsText: 'No business found',
    footer: <a href="#add">My business is not listed</a>,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof Autocomplete<AutocompleteItem>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { value: BUSINESSES[0], inputValue: BUSINESSES[0].label } };
export const Loading: Story = { args: { loading: true, inputValue: 'Dru' } };
export const WithError: Story = { args: { error: 'Business Name is required' } };
