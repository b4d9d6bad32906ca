import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { Badge } from '../Badge';
import { DataTable, type DataTableColumn, type DataTableProps, type SortState } from './DataTable';

interface InvoiceRow {
  id: string;
  code: string;
  customer: string;
  /** Integer cents. */
  amount: number;
  status: 'paid' | 'unpaid';
}

const INVOICES: InvoiceRow[] = [
  { id: 'i1', code: 'INV-0003', customer: 'Lotus Travellers', amount: 125000, status: 'unpaid' },
  { id: 'i2', code: 'INV-0001', customer: 'Karma Dorji', amount: 4999, status: 'paid' },
  { id: 'i3', code: 'INV-0002', customer: 'Druk Heritage Tours', amount: 78050, status: 'paid' },
  { id: 'i4', code: 'INV-0004', customer: 'Sonam Wangmo', amount: 21000, status: 'unpaid' },
];

const money = (cents: number) => `Nu. ${Math.trunc(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;

const COLUMNS: DataTableColumn<InvoiceRow>[] = [
  { key: 'code', label: 'Invoice', sortable: true },
  { key: 'customer', label: 'Customer', sortable: true, hideBelow: 'sm' },
  { key: 'amount', label: 'Amount', sortable: true, align: 'right', render: (row) => money(row.amount) },
  {
    key: 'status',
    label: 'Status',
    render: (row) => <Badge tone={row.status === 'paid' ? 'success' : 'warning'}>{row.status === 'paid' ? 'Paid' : 'Unpaid'}</Badge>,
  },
];

function compare(a: InvoiceRow, b: InvoiceRow, sort: SortState): number {
  const field = sort.field as keyof InvoiceRow;
  const order = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : 0;
  return sort.direction === 'asc' ? order : -order;
}

/** The table is controlled; this stands in for the screen that asks the server for sorted rows. */
function Controlled(props: DataTableProps<InvoiceRow>) {
  const [sort, setSort] = useState(props.sort);
  const [selectedId, setSelectedId] = useState(props.selectedId ?? null);
  const rows = sort ? [...props.rows].sort((a, b) => compare(a, b, sort)) : props.rows;
  return (
    <DataTable
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        props.onSortChange?.(next);
      }}
      selectedId={selectedId}
      onRowClick={(row) => {
        setSelectedId(row.id);
        props.onRowClick?.(row);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/Data/DataTable',
  component: DataTable<InvoiceRow>,
  args: {
    caption: 'Invoices',
    columns: COLUMNS,
    rows: INVOICES,
    getRowId: (row) => row.id,
    sort: { field: 'code', direction: 'asc' },
    onSortChange: fn(),
    onRowClick: fn(),
    onRowDoubleClick: fn(),
    dot: (row) => row.status === 'unpaid',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DataTable<InvoiceRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

const codes = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

/** Sorting by a header (ascending, then descending) and selecting a row by click and by keyboard. */
export const SortAndSelect: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(codes(table)).toEqual(['INV-0001', 'INV-0002', 'INV-0003', 'INV-0004']);
    await expect(canvas.getByRole('columnheader', { name: /Invoice/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'amount', direction: 'asc' });
    await expect(canvas.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getByRole('columnheader', { name: /Invoice/ })).not.toHaveAttribute('aria-sort');
    await expect(codes(table)).toEqual(['INV-0001', 'INV-0004', 'INV-0002', 'INV-0003']);
    await userEvent.click(canvas.getByRole('button', { name: 'Amount' }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ field: 'amount', direction: 'desc' });
    await expect(codes(table)).toEqual(['INV-0003', 'INV-0002', 'INV-0004', 'INV-0001']);

    const rows = () => within(table).getAllByRole('row').slice(1);
    await userEvent.click(within(rows()[1]).getByText('Druk Heritage Tours'));
    await expect(args.onRowClick).toHaveBeenLastCalledWith(INVOICES[2]);
    await waitFor(() => expect(rows()[1]).toHaveAttribute('aria-selected', 'true'));

    // Keyboard: ArrowDown moves to the next row, Space selects it, Enter opens it.
    rows()[1].focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(rows()[2]).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(rows()[2]).toHaveAttribute('aria-selected', 'true');
    await expect(rows()[1]).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(args.onRowDoubleClick).toHaveBeenLastCalledWith(INVOICES[3]);
  },
};

/** Waiting for the server: the rows stay, dimmed, under a spinner. */
export const Loading: Story = { args: { loading: true } };

/** No rows: the empty text instead of the body. */
export const Empty: Story = { args: { rows: [], emptyText: 'No invoices yet' } };

/** With the pagination bar (page, row count and total set). */
export const Paged: Story = {
  args: { page: 1, rowCount: 10, total: 42, onPageChange: fn(), onRowCountChange: fn() },
};

/**
 * Below 600 px the same table is stacked rows (resize the canvas to a phone): the code and the
 * amount on the main line, the amount whole and right-aligned, then the details and the status.
 * The customer column hidden from md up stays out; the legend names what the dot means.
 */
export const StackedOnPhones: Story = {
  args: {
    dotLabel: 'Unpaid',
    columns: [...COLUMNS, { key: 'note', label: 'Note', hideBelow: 'md', render: () => 'Group of four' }],
  },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(canvas.getByText('Unpaid', { selector: 'p' })).toBeInTheDocument();
    await expect(within(table).getAllByRole('img', { name: 'Unpaid' })).toHaveLength(2);
    for (const row of within(table).getAllByRole('row').slice(1)) {
      const slot = (name: string) => Array.from(row.querySelectorAll(`td[data-phone="${name}"]`)).map((cell) => cell.textContent);
      await expect(slot('title')).toEqual([expect.stringMatching(/^INV-/)]);
      await expect(slot('amount')).toEqual([expect.stringMatching(/^Nu\. [\d,]+\.\d\d$/)]);
      await expect(slot('status')).toEqual([expect.stringMatching(/^(Paid|Unpaid)$/)]);
      await expect(slot('meta')).toHaveLength(1); // the customer (hidden below sm in the table)
      await expect(slot('hidden')).toEqual(['Group of four']);
    }
  },
};
