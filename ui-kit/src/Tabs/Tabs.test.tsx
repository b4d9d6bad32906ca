import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { UiKitProvider } from '../UiKitProvider';
import { Tabs } from './Tabs';

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('a');
  return (
    <UiKitProvider>
      <Tabs
        label="Kinds"
        tabs={[
          { value: 'a', label: 'Invoices', count: 2 },
          { value: 'b', label: 'Checkouts' },
          { value: 'c', label: 'Refunds' },
        ]}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      >
        <p>Panel {value}</p>
      </Tabs>
    </UiKitProvider>
  );
}

describe('Tabs', () => {
  it('selects by click and by arrow keys, wrapping, with Home and End; the panel is named by its tab', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const list = screen.getByRole('tablist', { name: 'Kinds' });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Invoices/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('2 selected')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: /Invoices/ })).toHaveTextContent('Panel a');

    await userEvent.click(screen.getByRole('tab', { name: 'Checkouts' }));
    expect(screen.getByRole('tabpanel', { name: 'Checkouts' })).toHaveTextContent('Panel b');
    expect(screen.getByRole('tab', { name: 'Checkouts' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: /Invoices/ })).toHaveAttribute('tabindex', '-1');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Refunds' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Invoices/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel c');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('c');
  });
});
