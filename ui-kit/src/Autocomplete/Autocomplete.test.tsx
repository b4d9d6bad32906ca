import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Dialog } from '../Dialog';
import { UiKitProvider } from '../UiKitProvider';
import { Autocomplete, type AutocompleteItem } from './Autocomplete';

const ALL: AutocompleteItem[] = [
  { id: '1', label: 'Druk Adventures' },
  { id: '2', label: 'Druk Air' },
  { id: '3', label: 'Bhutan Hotel' },
];

function Harness({ onChange }: { onChange: (item: AutocompleteItem | null) => void }) {
  const [value, setValue] = useState<AutocompleteItem | null>(null);
  const [text, setText] = useState('');
  const items = text ? ALL.filter((i) => i.label.toLowerCase().includes(text.toLowerCase())) : [];
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <Autocomplete
        label="Business Name"
        name="organizationId"
        items={items}
        value={value}
        onChange={(item) => {
          setValue(item);
          onChange(item);
        }}
        inputValue={text}
        onInputChange={setText}
        noOptionsText="No business found"
        footer={<a href="#x">My business is not listed</a>}
      />
    </form>
  );
}

describe('Autocomplete', () => {
  it('selects with ArrowDown + Enter and fills the input', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Harness onChange={onChange} />
      </UiKitProvider>,
    );
    const input = screen.getByLabelText('Business Name');
    await userEvent.type(input, 'druk');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: 'Druk Air' }).id);
    await userEvent.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(ALL[1]);
    expect(input).toHaveValue('Druk Air');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('picks by click, clears the choice when the text changes, and shows no-options text', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Harness onChange={onChange} />
      </UiKitProvider>,
    );
    const input = screen.getByLabelText('Business Name');
    await userEvent.type(input, 'Druk');
    await userEvent.click(screen.getByRole('option', { name: 'Druk Adventures' }));
    expect(onChange).toHaveBeenLastCalledWith(ALL[0]);
    await userEvent.type(input, 'zzz');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('No business found')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('No business found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My business is not listed' })).toBeInTheDocument();
  });

  it('inside a dialog, Escape closes the list only, and the next Escape the dialog', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <Dialog open onClose={onClose} title="Invite">
          <Harness onChange={jest.fn()} />
        </Dialog>
      </UiKitProvider>,
    );
    const input = screen.getByRole('combobox', { name: 'Business Name' });
    expect(input).toHaveFocus();
    await userEvent.type(input, 'druk');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
