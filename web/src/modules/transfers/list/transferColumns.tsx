import type { DataTableColumn } from '@pg/ui-kit';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';

import { date, money, transferDetailsPath, transferredByName } from '../format';
import type { TransferListItem } from '../graphql/transfers';

const stop = (event: MouseEvent) => event.stopPropagation();

/** Spec 002 s2 /transfers: Date Paid, Transfer ID, Amount, Transferred By; sortable by date, code and amount. */
export const TRANSFER_COLUMNS: DataTableColumn<TransferListItem>[] = [
  { key: 'createdAt', label: 'Date Paid', sortable: true, render: (t) => date(t.createdAt) },
  {
    key: 'code',
    label: 'Transfer ID',
    sortable: true,
    render: (t) => (
      <Link to={transferDetailsPath(t.id)} onClick={stop}>
        {t.code}
      </Link>
    ),
  },
  { key: 'amount', label: 'Amount', sortable: true, align: 'right', render: (t) => money(t.amount) },
  { key: 'transferredBy', label: 'Transferred By', hideBelow: 'md', render: transferredByName },
];
