import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Slider } from './Slider';

describe('Slider', () => {
  const marks = [
    { value: 0, label: '0' },
    { value: 4.99, label: '4.99' },
  ];

  it('is a labelled range that reports numbers', () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Slider label="Fee" min={0} max={4.99} step={0.01} marks={marks} value={1} onChange={onChange} />
      </UiKitProvider>,
    );
    const range = screen.getByRole('slider', { name: 'Fee' });
    expect(range).toHaveAttribute('max', '4.99');
    fireEvent.change(range, { target: { value: '2.5' } });
    expect(onChange).toHaveBeenCalledWith(2.5);
  });

  it('jumps to a mark on click', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Slider label="Fee" min={0} max={4.99} step={0.01} marks={marks} value={1} onChange={onChange} />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByText('4.99'));
    expect(onChange).toHaveBeenCalledWith(4.99);
  });

  it('accepts plain numbers as marks (labelled with formatValue)', async () => {
    const onChange = jest.fn();
    render(
      <UiKitProvider>
        <Slider label="Fee" min={0} max={4.99} step={0.01} marks={[0, 1, 2, 3, 4, 4.99]} value={1} onChange={onChange} formatValue={(v) => `${v}%`} />
      </UiKitProvider>,
    );
    expect(screen.getByRole('slider', { name: 'Fee' })).toHaveAttribute('aria-valuetext', '1%');
    await userEvent.click(screen.getByText('4.99%'));
    expect(onChange).toHaveBeenCalledWith(4.99);
  });
});
