import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Dialog } from '../Dialog';
import { UiKitProvider } from '../UiKitProvider';
import { SelectField } from './SelectField';

const OPTIONS = [
  { value: 'a', label: 'Apple' },
  { value: 'b', label: 'Banana' },
  { value: 'c', label: 'Cherry' },
];

function Harness({ onChange }: { onChange: (v: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Fruit"
      name="fruit"
      placeholder="Pick one"
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('SelectField', () => {
  it('opens from its label and picks an option by click', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Harness onChange={onChange} />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByLabelText('Fruit'));
    await userEvent.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onChange).toHaveBeenCalledWith('b');
    expect(screen.getByLabelText('Fruit')).toHaveTextContent('Banana');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('works with the keyboard: arrows, Enter, Escape', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Harness onChange={onChange} />
      </UiKitProvider>,
    );
    screen.getByLabelText('Fruit').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('c');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('tells the form when focus leaves it, so a field left without a choice can say so', async () => {
    const onBlur = jest.fn();
    render(
      <UiKitProvider>
        <SelectField label="Fruit" name="fruit" options={OPTIONS} value="" onChange={() => undefined} onBlur={onBlur} />
        <button type="button">Next</button>
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByLabelText('Fruit'));
    expect(onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('inside a dialog, Escape and an outside click close the list only, not the dialog', async () => {
    const onClose = jest.fn();
    render(
      <UiKitProvider>
        <Dialog open onClose={onClose} title="Filter">
          <Harness onChange={jest.fn()} />
        </Dialog>
      </UiKitProvider>,
    );
    const trigger = screen.getByRole('combobox', { name: 'Fruit' });
    await userEvent.click(trigger);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(trigger).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    await userEvent.click(screen.getByText('Filter'));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
