import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { UiKitProvider } from '../UiKitProvider';
import { DataList, type DataListColumn, type DataListSort, DescriptionList } from './DataList';

interface Row {
  id: string;
  code: string;
  customer: string;
}

const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ id: String(i + 1), code: `INV-${100 + i}`, customer: `Customer ${i + 1}` }));
const columns: DataListColumn<Row>[] = [
  { key: 'code', label: 'Code', sortable: true },
  { key: 'customer', label: 'Customer', hideBelow: 'md' },
];

/** The way a list page drives it: sort and paging live in the caller, which 'queries' the rows. */
function InvoiceList({ onOpen }: { onOpen: (row: Row) => void }) {
  const [sort, setSort] = useState<DataListSort>({ field: 'code', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [rowCount, setRowCount] = useState(10);
  const [selectedId, setSelectedId] = useState<string>();
  const sorted = sort.direction === 'asc' ? rows : [...rows].reverse();
  return (
    <DataList
      caption="Invoices"
      columns={columns}
      rows={sorted.slice((page - 1) * rowCount, page * rowCount)}
      getRowId={(r) => r.id}
      sort={sort}
      onSortChange={setSort}
      onRowClick={(r) => setSelectedId(r.id)}
      onRowDoubleClick={onOpen}
      selectedId={selectedId}
      dot={(r) => r.id === '1'}
      emptyText="No Invoices found"
      page={page}
      rowCount={rowCount}
      total={rows.length}
      onPageChange={setPage}
      onRowCountChange={(n) => {
        setRowCount(n);
        setPage(1);
      }}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'Invoices' }))
    .getAllByRole('row')
    .slice(1);

describe('DataList (list form)', () => {
  it('sorts from the header, pages with the range text and changes the row count', async () => {
    const user = userEvent.setup();
    render(
      <UiKitProvider>
        <InvoiceList onOpen={jest.fn()} />
      </UiKitProvider>,
    );
    expect(screen.getByText('1 - 10 of 45')).toBeInTheDocument();
    expect(bodyRows()[0]).toHaveTextContent('INV-100');
    expect(screen.getAllByRole('img', { name: 'Flagged' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Code' }));
    expect(screen.getByRole('columnheader', { name: /Code/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toHaveTextContent('INV-144');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText('11 - 20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();

    await user.selectOptions(screen.getByLabelText('Rows per page'), '50');
    expect(screen.getByText('1 - 45 of 45')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(45);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('selects a row with click or Space and opens it with double click or Enter', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    render(
      <UiKitProvider>
        <InvoiceList onOpen={onOpen} />
      </UiKitProvider>,
    );
    await user.click(bodyRows()[1]);
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    bodyRows()[2].focus();
    await user.keyboard(' ');
    expect(bodyRows()[2]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenLastCalledWith(rows[2]);
    await user.dblClick(bodyRows()[0]);
    expect(onOpen).toHaveBeenLastCalledWith(rows[0]);
  });

  it('shows the empty text when there are no rows', () => {
    render(
      <UiKitProvider>
        <DataList
          columns={columns}
          rows={[]}
          getRowId={(r: Row) => r.id}
          emptyText="No Invoices found"
          page={1}
          rowCount={10}
          total={0}
          onPageChange={jest.fn()}
          onRowCountChange={jest.fn()}
        />
      </UiKitProvider>,
    );
    expect(screen.getByText('No Invoices found')).toBeInTheDocument();
    expect(screen.getByText('0 - 0 of 0')).toBeInTheDocument();
  });
});

describe('DataList (details form) / DescriptionList', () => {
  it('renders a description list of label/value pairs', () => {
    const { container } = render(
      <UiKitProvider>
        <DataList items={[{ label: 'Name', value: 'Karma' }]} />
        <DescriptionList items={[{ label: 'Role', value: 'Owner' }]} />
      </UiKitProvider>,
    );
    const terms = container.querySelectorAll('dl dt');
    expect(terms[0]).toHaveTextContent('Name');
    expect(terms[1]).toHaveTextContent('Role');
    expect(screen.getByText('Karma').tagName).toBe('DD');
  });
});
