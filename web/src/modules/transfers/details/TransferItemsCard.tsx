import { CHECKOUT_STATUS_TONES, INVOICE_STATUS_TONES, TRANSFER_ITEM_LABELS, formatMoney, sumTransferAmounts, toCents, type TransferItemKind } from '@pg/domain';
import { Badge, Card, DataTable, type DataTableColumn, type Tone } from '@pg/ui-kit';
import { Link } from 'react-router';
import { itemPath, itemStatusLabel } from '../format';
import type { TransferItem } from '../graphql/types';
import { Code, Hint, PhoneOnly } from '../transactions/transactions.styles';

/** The spec's empty texts (002 s8), ours for won disputes. */
const EMPTY: Record<TransferItemKind, string> = {
  invoice: 'No Invoices found',
  checkout: 'No Checkouts found',
  refund: 'No Refunds found',
  dispute: 'No Disputes found',
  wonDispute: 'No Won Disputes found',
};

function toneOf(item: TransferItem): Tone {
  if (item.kind === 'invoice') return (INVOICE_STATUS_TONES as Record<string, Tone>)[item.status] ?? 'neutral';
  if (item.kind === 'checkout') return (CHECKOUT_STATUS_TONES as Record<string, Tone>)[item.status] ?? 'neutral';
  return 'info';
}

const COLUMNS: DataTableColumn<TransferItem>[] = [
  {
    key: 'code',
    label: 'ID',
    render: (i) => (
      <span>
        <Code>
          <Link to={itemPath(i.kind, i.id)}>{i.code}</Link>
        </Code>
        <Hint>
          {i.organization.name}
          <PhoneOnly> · {itemStatusLabel(i.kind, i.status)}</PhoneOnly>
        </Hint>
      </span>
    ),
  },
  { key: 'status', label: 'Status', hideBelow: 'sm', render: (i) => <Badge tone={toneOf(i)}>{itemStatusLabel(i.kind, i.status)}</Badge> },
  { key: 'amount', label: 'Sub Total', align: 'right', render: (i) => formatMoney(toCents(i.signedAmount)) },
];

/** One list of the transfer detail (spec 002 s2: Invoices, Checkouts, Refunds, Disputes, Won Disputes with ID, Status, Sub Total). */
export function TransferItemsCard({ kind, items }: { kind: TransferItemKind; items: readonly TransferItem[] }) {
  const own = items.filter((i) => i.kind === kind);
  const total = sumTransferAmounts(own.map((i) => toCents(i.signedAmount)));
  return (
    <Card title={TRANSFER_ITEM_LABELS[kind]} actions={own.length > 0 ? <strong>{formatMoney(total)}</strong> : undefined} flush={own.length > 0}>
      {/* An empty list is one line, so the lists that hold something stay in view. */}
      {own.length > 0 ? <DataTable caption={TRANSFER_ITEM_LABELS[kind]} columns={COLUMNS} rows={own} getRowId={(i) => i.id} /> : <Hint>{EMPTY[kind]}</Hint>}
    </Card>
  );
}
