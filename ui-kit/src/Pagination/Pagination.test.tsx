import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { Pagination, rangeText } from './Pagination';

describe('Pagination', () => {
  it("says 'start - end of total'", () => {
    expect(rangeText(1, 10, 45)).toBe('1 - 10 of 45');
    expect(rangeText(2, 10, 45)).toBe('11 - 20 of 45');
    expect(rangeText(5, 10, 45)).toBe('41 - 45 of 45');
    expect(rangeText(1, 10, 0)).toBe('0 - 0 of 0');
  });

  it('pages and changes the row count', async () => {
    const onPageChange = jest.fn();
    const onRowCountChange = jest.fn();
    render(
      <UiKitProvider>
        <Pagination page={2} rowCount={10} total={45} onPageChange={onPageChange} onRowCountChange={onRowCountChange} />
      </UiKitProvider>,
    );
    expect(screen.getByText('11 - 20 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
    const select = screen.getByLabelText('Rows per page');
    expect(Array.from((select as HTMLSelectElement).options).map((o) => o.value)).toEqual(['5', '10', '20', '30', '50', '100']);
    await userEvent.selectOptions(select, '50');
    expect(onRowCountChange).toHaveBeenCalledWith(50);
  });

  it('disables prev on the first page and next on the last', () => {
    render(
      <UiKitProvider>
        <Pagination page={1} rowCount={10} total={8} onPageChange={jest.fn()} />
      </UiKitProvider>,
    );
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows no range while the total is not known yet, and waits with both buttons', () => {
    render(
      <UiKitProvider>
        <Pagination page={1} rowCount={10} total={0} pending onPageChange={jest.fn()} />
      </UiKitProvider>,
    );
    expect(screen.queryByText('0 - 0 of 0')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
