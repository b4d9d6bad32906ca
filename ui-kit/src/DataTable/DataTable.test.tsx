import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { UiKitProvider } from '../UiKitProvider';
import { DataTable, type DataTableColumn } from './DataTable';

interface Row {
  id: string;
  code: string;
  amount: number;
}

const rows: Row[] = [
  { id: '1', code: 'INV-1', amount: 10 },
  { id: '2', code: 'INV-2', amount: 20 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'code', label: 'Code', sortable: true },
  { key: 'amount', label: 'Amount', render: (r) => `$${r.amount}` },
];

describe('DataTable', () => {
  it('reports sort changes from header clicks and marks aria-sort', async () => {
    const onSortChange = jest.fn();
    const { rerender } = render(
      <UiKitProvider>
        <DataTable
          caption="Invoices"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          sort={{ field: 'amount', direction: 'asc' }}
          onSortChange={onSortChange}
        />
      </UiKitProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'asc' });
    rerender(
      <UiKitProvider>
        <DataTable
          caption="Invoices"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          sort={{ field: 'code', direction: 'asc' }}
          onSortChange={onSortChange}
        />
      </UiKitProvider>,
    );
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Code' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ field: 'code', direction: 'desc' });
    // A column without `sortable` has no sort button.
    expect(screen.queryByRole('button', { name: 'Amount' })).not.toBeInTheDocument();
  });

  it('selects on click / Space and opens on double click / Enter', async () => {
    const onRowClick = jest.fn();
    const onRowDoubleClick = jest.fn();
    render(
      <UiKitProvider>
        <DataTable
          caption="Invoices"
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          selectedId="2"
          onRowClick={onRowClick}
          onRowDoubleClick={onRowDoubleClick}
        />
      </UiKitProvider>,
    );
    const table = screen.getByRole('table', { name: 'Invoices' });
    const [first, second] = within(table).getAllByRole('row').slice(1);
    expect(second).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(first);
    expect(onRowClick).toHaveBeenLastCalledWith(rows[0]);
    await userEvent.dblClick(second);
    expect(onRowDoubleClick).toHaveBeenLastCalledWith(rows[1]);
    first.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(second).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onRowClick).toHaveBeenLastCalledWith(rows[1]);
    await userEvent.keyboard('{Enter}');
    expect(onRowDoubleClick).toHaveBeenCalledTimes(2);
  });

  it('shows the empty text, the flag dot, and the pagination bar', () => {
    const { rerender } = render(
      <UiKitProvider>
        <DataTable columns={columns} rows={[]} getRowId={(r) => r.id} emptyText="No Invoices found" page={1} rowCount={10} total={0} onPageChange={jest.fn()} />
      </UiKitProvider>,
    );
    expect(screen.getByText('No Invoices found')).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
    rerender(
      <UiKitProvider>
        <DataTable
          columns={columns}
          rows={rows}
          getRowId={(r) => r.id}
          dot={(r) => r.id === '1'}
          page={2}
          rowCount={10}
          total={45}
          onPageChange={jest.fn()}
          onRowCountChange={jest.fn()}
        />
      </UiKitProvider>,
    );
    expect(screen.getAllByRole('img', { name: 'Flagged' })).toHaveLength(1);
    expect(screen.getByText('11 - 20 of 45')).toBeInTheDocument();
    expect(screen.getByText('$20')).toBeInTheDocument();
  });

  it("says nothing of a range while its first page loads ('0 - 0 of 0' only once it is known empty)", () => {
    const table = (loading: boolean) => (
      <UiKitProvider>
        <DataTable columns={columns} rows={[]} getRowId={(r) => r.id} loading={loading} page={1} rowCount={10} total={0} onPageChange={jest.fn()} />
      </UiKitProvider>
    );
    const { rerender } = render(table(true));
    expect(screen.getByRole('progressbar', { name: 'Loading rows' })).toBeInTheDocument();
    expect(screen.queryByText('0 - 0 of 0')).not.toBeInTheDocument();
    rerender(table(false));
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });
});
