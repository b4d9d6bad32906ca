import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

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

/** Typing filters; arrows and Enter pick; typing over a pick clears it; no match says so. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Business Name' });
    const hidden = canvasElement.querySelector<HTMLInputElement>('input[name="organizationId"]');

    await userEvent.type(input, 'dru');
    await waitFor(() => expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['Druk Adventures', 'Druk Air']));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', canvas.getByRole('option', { name: 'Druk Air' }).id);
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Druk Air');
    await expect(hidden).toHaveValue('2');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());

    await userEvent.type(input, 'x');
    await expect(hidden).toHaveValue('');
    await expect(await canvas.findByRole('status')).toHaveTextContent('No business found');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('status')).not.toBeInTheDocument());
  },
};
export const Selected: Story = { args: { value: BUSINESSES[0], inputValue: BUSINESSES[0].label } };
export const Loading: Story = { args: { loading: true, inputValue: 'Dru' } };
export const WithError: Story = { args: { error: 'Business Name is required' } };
