import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';

import { Badge } from '../Badge';
import { DataList, type DataListColumn, type DataListProps, type DataListSort, DescriptionList } from './DataList';

interface InvoiceRow {
  id: string;
  createdAt: string;
  code: string;
  recipientName: string;
  amount: number;
  status: 'paid' | 'unpaid' | 'void' | 'disbursed';
}

const STATUS_TONE = { paid: 'success', disbursed: 'success', unpaid: 'primary', void: 'danger' } as const;
const money = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const NAMES = ['Lotus Travellers', 'Himalayan Trails', 'Yak & Yeti Tours', 'Dragon Path', 'Blue Poppy Group', 'Snow Lion Journeys', 'Paro Valley Visitors'];
const STATUSES: InvoiceRow['status'][] = ['unpaid', 'paid', 'disbursed', 'void', 'unpaid', 'paid'];
const ALL: InvoiceRow[] = Array.from({ length: 45 }, (_, i) => ({
  id: String(i + 1),
  createdAt: `${String((i % 28) + 1).padStart(2, '0')}-May-2024`,
  code: `INV-${String(1000 + i)}`,
  recipientName: NAMES[i % NAMES.length],
  amount: 250 + ((i * 379) % 4200) + 0.5,
  status: STATUSES[i % STATUSES.length],
}));

const COLUMNS: DataListColumn<InvoiceRow>[] = [
  { key: 'createdAt', label: 'Created Date', sortable: true, hideBelow: 'md' },
  { key: 'code', label: 'Code', sortable: true },
  { key: 'recipientName', label: 'Customer', sortable: true, hideBelow: 'sm' },
  { key: 'amount', label: 'Invoice Amount', sortable: true, align: 'right', render: (r) => money(r.amount) },
  {
    key: 'status',
    label: 'Status',
    sortable: true,
    render: (r) => <Badge tone={STATUS_TONE[r.status]}>{r.status[0].toUpperCase() + r.status.slice(1)}</Badge>,
  },
];

type Props = DataListProps<InvoiceRow>;

/** A local stand-in for the server: sorts and pages the fixture the way the API would. */
function Controlled(props: Props) {
  const [sort, setSort] = useState<DataListSort>(props.sort ?? { field: 'code', direction: 'asc' });
  const [page, setPage] = useState(props.page ?? 1);
  const [rowCount, setRowCount] = useState(props.rowCount ?? 10);
  const [selectedId, setSelectedId] = useState<string | null>(props.selectedId ?? null);
  const hasRows = props.rows.length > 0;
  const rows = useMemo(() => {
    const all = hasRows ? ALL : [];
    const sorted = [...all].sort((a, b) => {
      const x = a[sort.field as keyof InvoiceRow];
      const y = b[sort.field as keyof InvoiceRow];
      const c = x < y ? -1 : x > y ? 1 : 0;
      return sort.direction === 'asc' ? c : -c;
    });
    return sorted.slice((page - 1) * rowCount, page * rowCount);
  }, [hasRows, sort, page, rowCount]);
  return (
    <DataList
      {...props}
      rows={rows}
      sort={sort}
      onSortChange={setSort}
      selectedId={selectedId}
      onRowClick={(r) => setSelectedId(r.id)}
      page={page}
      rowCount={rowCount}
      total={hasRows ? ALL.length : 0}
      onPageChange={setPage}
      onRowCountChange={(n) => {
        setRowCount(n);
        setPage(1);
      }}
    />
  );
}

const meta = {
  title: 'UI Kit/Data/DataList',
  component: DataList<InvoiceRow>,
  args: {
    caption: 'Invoices',
    columns: COLUMNS,
    rows: ALL,
    getRowId: (r: InvoiceRow) => r.id,
    dot: (r: InvoiceRow) => r.status === 'unpaid',
    emptyText: 'No Invoices found',
    onRowDoubleClick: () => undefined,
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof DataList<InvoiceRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {};
export const Selected: Story = { args: { selectedId: '2' } };
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { loading: true } };
export const LoadingFirstPage: Story = { args: { loading: true, rows: [] } };

/** `DataList` given `items` (or `DescriptionList`): read-only details such as Business Details. */
export const Details: Story = {
  render: () => (
    <div style={{ maxWidth: 640 }}>
      <DescriptionList
        items={[
          { label: 'Name', value: 'Karma' },
          { label: 'Surname', value: 'Dorji' },
          { label: 'E-mail', value: 'karma@druk.bt' },
          { label: 'Role', value: 'Owner' },
        ]}
      />
    </div>
  ),
};
