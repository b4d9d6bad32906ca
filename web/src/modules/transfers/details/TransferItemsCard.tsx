import {
  centsToDecimal,
  CHECKOUT_STATUS_TONES,
  DISPUTE_PROGRESS_STATUSES,
  type DisputeProgressStatus,
  disputeStatusOf,
  disputeStatusTone,
  disputeTransferAmountCents,
  formatMoney,
  INVOICE_STATUS_TONES,
  signedTransferAmountCents,
  sumTransferAmounts,
  toCents,
  TRANSFER_ITEM_LABELS,
  type TransferItemKind,
  wonDisputeTransferAmountCents,
} from '@pg/domain';
import { Badge, Card, DataTable, type DataTableColumn, type Tone } from '@pg/ui-kit';
import { Link } from 'react-router';

import { itemPath, itemStatusLabel } from '../format';
import type { TransactionDispute, TransferItem } from '../graphql/transfers';
import { Code, Hint, PhoneOnly } from '../transactions/transactions.styles';

/** The spec's empty texts (002 s8), ours for won disputes. */
const EMPTY: Record<TransferItemKind, string> = {
  invoice: 'No Invoices found',
  checkout: 'No Checkouts found',
  refund: 'No Refunds found',
  dispute: 'No Disputes found',
  wonDispute: 'No Won Disputes found',
  releasedRefund: 'No Released Refunds found',
};

const isStage = (status: string): status is DisputeProgressStatus => (DISPUTE_PROGRESS_STATUSES as readonly string[]).includes(status);

function toneOf(item: TransferItem): Tone {
  if (item.kind === 'invoice') return (INVOICE_STATUS_TONES as Record<string, Tone>)[item.status] ?? 'neutral';
  if (item.kind === 'checkout') return (CHECKOUT_STATUS_TONES as Record<string, Tone>)[item.status] ?? 'neutral';
  // A dispute's stage on a badge coloured by its status, as on the dispute screens.
  if ((item.kind === 'dispute' || item.kind === 'wonDispute') && isStage(item.status)) return disputeStatusTone(disputeStatusOf(item.status));
  return 'info';
}

/**
 * A dispute (or won dispute) of the transfer as a row of its list: the real Dispute (ID, its
 * stage as Status, its amount as Sub Total) and what the transfer counted, by the domain rule the server used.
 */
export function disputeRow(kind: 'dispute' | 'wonDispute', dispute: TransactionDispute): TransferItem {
  const cents =
    kind === 'dispute'
      ? disputeTransferAmountCents(toCents(dispute.disputeAmount), toCents(dispute.acceptanceFee))
      : wonDisputeTransferAmountCents(toCents(dispute.disputeAmount));
  return {
    __typename: 'TransferItem',
    kind,
    id: dispute.id,
    code: dispute.code,
    status: dispute.progressStatus,
    subtotal: dispute.disputeAmount,
    amount: centsToDecimal(cents),
    signedAmount: centsToDecimal(signedTransferAmountCents(kind, cents)),
    organization: { __typename: 'TransferItemOrganization', id: dispute.owner.id, name: dispute.owner.name },
  };
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
  // Spec 002 s2 "(ID, Status, Sub Total)": the record's own subtotal, unsigned; the card's header sums what the transfer counted.
  { key: 'subtotal', label: 'Sub Total', align: 'right', render: (i) => formatMoney(toCents(i.subtotal)) },
];

/**
 * One list of the transfer detail (spec 002 s2: Invoices, Checkouts, Refunds, Disputes, Won Disputes with ID, Status, Sub Total).
 * The header is what the list counted in the transfer, signed, so the five add up to the Transferred Amount.
 */
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
