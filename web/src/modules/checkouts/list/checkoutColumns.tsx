import { type Role, STAFF_ROLES } from '@pg/domain';
import { Avatar, Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';

import { TestBadge } from '../../test-mode/TestBadge';
import { checkoutDate, checkoutDetailsPath, checkoutMoney, checkoutStatusLabel, checkoutStatusTone } from '../format';
import type { CheckoutListItem } from '../graphql/checkouts';

/** Spec 002 s2: Org (admin roles), Date Created, Checkout ID, Order Id, Amount, Status. */
export function checkoutColumns(role: Role): DataTableColumn<CheckoutListItem>[] {
  const columns: DataTableColumn<CheckoutListItem>[] = [];
  if (STAFF_ROLES.includes(role)) {
    columns.push({
      key: 'owner',
      label: 'Org',
      render: (c) => <Avatar name={c.owner.name} url={c.owner.logo[0]?.cloudFrontUrl || c.owner.logo[0]?.url || null} />,
    });
  }
  columns.push(
    { key: 'createdAt', label: 'Date Created', sortable: true, render: (c) => checkoutDate(c.createdAt) },
    {
      key: 'code',
      label: 'Checkout ID',
      sortable: true,
      render: (c) => (
        <>
          <Link to={checkoutDetailsPath(c.id)} onClick={(event) => event.stopPropagation()}>
            {c.code}
          </Link>{' '}
          <TestBadge livemode={c.livemode} />
        </>
      ),
    },
    { key: 'orderId', label: 'Order Id', sortable: true, hideBelow: 'md', render: (c) => c.orderId ?? '—' },
    // On phones the row's summary shows these two (the spec's "row expands to amount and status").
    { key: 'amount', label: 'Amount', align: 'right', sortable: true, hideBelow: 'sm', render: (c) => checkoutMoney(c.amount, c.currency) },
    {
      key: 'status',
      label: 'Status',
      sortable: true,
      hideBelow: 'sm',
      render: (c) => <Badge tone={checkoutStatusTone(c.status)}>{checkoutStatusLabel(c.status)}</Badge>,
    },
  );
  return columns;
}
