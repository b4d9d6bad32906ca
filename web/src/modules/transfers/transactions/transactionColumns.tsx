import { CHECKOUT_STATUS_LABELS, CHECKOUT_STATUS_TONES, formatMoney, type TransferItemKind } from '@pg/domain';
import { Badge, Checkbox, type DataTableColumn } from '@pg/ui-kit';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { OrgName } from '../../app/components/OrgName';
import { HiddenLabel } from '../../app/components/page.styles';
import { InvoiceStatusBadge } from '../../invoices/list/InvoiceStatusBadge';
import { date, itemPath } from '../format';
import type { OwnerRef, TransactionCheckout, TransactionInvoice } from '../graphql/transfers';
import { checkoutItem, invoiceItem, isSelected, type SelectedItem, type Selection } from './selection';
import { Code } from './transactions.styles';

export interface SelectionControls {
  selection: Selection;
  onToggle: (item: SelectedItem) => void;
  onToggleAll: (items: SelectedItem[]) => void;
}

/**
 * The checkbox must not also select or open the row it sits in. Its wrapper only catches the
 * clicks bubbling from the checkbox and its label (role="presentation": no semantics of its own);
 * the keyboard already reaches the native checkbox, and the row ignores keys from inside a cell.
 */
const stop = (event: MouseEvent) => event.stopPropagation();

function selectColumn<T>(
  kind: TransferItemKind,
  rows: readonly T[],
  toItem: (row: T) => SelectedItem,
  code: (row: T) => string,
  controls: SelectionControls,
): DataTableColumn<T> {
  const items = rows.map(toItem);
  const allSelected = items.length > 0 && items.every((i) => isSelected(controls.selection, kind, i.id));
  return {
    key: 'select',
    phone: 'lead',
    label: (
      <span role="presentation" onClick={stop}>
        <Checkbox
          label={<HiddenLabel>Select all</HiddenLabel>}
          checked={allSelected}
          disabled={items.length === 0}
          onChange={() => controls.onToggleAll(items)}
        />
      </span>
    ),
    render: (row) => (
      <span role="presentation" onClick={stop} onDoubleClick={stop}>
        <Checkbox
          label={<HiddenLabel>Select {code(row)}</HiddenLabel>}
          checked={isSelected(controls.selection, kind, toItem(row).id)}
          onChange={() => controls.onToggle(toItem(row))}
        />
      </span>
    ),
  };
}

/** The organization's logo and name (as the refund list's Org). */
const orgColumn = <T extends { owner: OwnerRef }>(): DataTableColumn<T> => ({
  key: 'owner',
  label: 'Org',
  hideBelow: 'sm',
  render: (row) => <OrgName name={row.owner.name} logo={row.owner.logo} />,
});

const codeLink = (kind: TransferItemKind, id: string, code: string) => (
  <Code>
    <Link to={itemPath(kind, id)} onClick={stop}>
      {code}
    </Link>
  </Code>
);

/** Spec 002 s2 Invoices tab: Org, Date Paid, Invoice ID (link), Payable Amount, Status; sortable on date, code, status. */
export function invoiceColumns(rows: readonly TransactionInvoice[], controls: SelectionControls | null): DataTableColumn<TransactionInvoice>[] {
  const columns: DataTableColumn<TransactionInvoice>[] = [
    orgColumn<TransactionInvoice>(),
    { key: 'paidAt', label: 'Date Paid', sortable: true, hideBelow: 'sm', render: (i) => date(i.paidAt ?? i.createdAt) },
    { key: 'code', label: 'Invoice ID', sortable: true, render: (i) => codeLink('invoice', i.id, i.code) },
    { key: 'payable', label: 'Payable Amount', align: 'right', render: (i) => formatMoney(invoiceItem(i).amountCents) },
    { key: 'status', label: 'Status', sortable: true, hideBelow: 'sm', render: (i) => <InvoiceStatusBadge status={i.status} /> },
  ];
  return controls ? [selectColumn('invoice', rows, invoiceItem, (i) => i.code, controls), ...columns] : columns;
}

/** Spec 002 s2 Checkouts tab: Org, Date Created, Checkout ID, Payable Amount, Status. */
export function checkoutColumns(rows: readonly TransactionCheckout[], controls: SelectionControls | null): DataTableColumn<TransactionCheckout>[] {
  const columns: DataTableColumn<TransactionCheckout>[] = [
    orgColumn<TransactionCheckout>(),
    { key: 'createdAt', label: 'Date Created', hideBelow: 'sm', render: (c) => date(c.createdAt) },
    { key: 'code', label: 'Checkout ID', render: (c) => codeLink('checkout', c.id, c.code) },
    { key: 'payable', label: 'Payable Amount', align: 'right', render: (c) => formatMoney(checkoutItem(c).amountCents) },
    {
      key: 'status',
      label: 'Status',
      hideBelow: 'sm',
      render: (c) => <Badge tone={CHECKOUT_STATUS_TONES[c.status]}>{CHECKOUT_STATUS_LABELS[c.status]}</Badge>,
    },
  ];
  return controls ? [selectColumn('checkout', rows, checkoutItem, (c) => c.code, controls), ...columns] : columns;
}
