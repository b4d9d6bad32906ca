import { type Role, STAFF_ROLES } from '@pg/domain';
import { Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';

import { OrgName } from '../../app/components/OrgName';
import { TestBadge } from '../../test-mode/TestBadge';
import { checkoutDate, checkoutDetailsPath, checkoutMoney, checkoutStatusLabel, checkoutStatusTone } from '../format';
import type { CheckoutListItem } from '../graphql/checkouts';

/**
 * Spec 002 s2: Org (admin roles), Date Created, Checkout ID, Order Id, Amount, Status. Order Id is
 * optional: left out when no row on the page has one (a column of dashes says nothing).
 */
export function checkoutColumns(role: Role, rows: readonly CheckoutListItem[] = []): DataTableColumn<CheckoutListItem>[] {
  const columns: DataTableColumn<CheckoutListItem>[] = [];
  if (STAFF_ROLES.includes(role)) {
    columns.push({
      key: 'owner',
      label: 'Org',
      render: (c) => <OrgName name={c.owner.name} logo={c.owner.logo} />,
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
    { key: 'amount', label: 'Amount', align: 'right', sortable: true, hideBelow: 'sm', render: (c) => checkoutMoney(c.amount, c.currency) },
    {
      key: 'status',
      label: 'Status',
      sortable: true,
      hideBelow: 'sm',
      render: (c) => <Badge tone={checkoutStatusTone(c.status)}>{checkoutStatusLabel(c.status)}</Badge>,
    },
  );
  if (rows.some((c) => c.orderId)) {
    columns.splice(columns.length - 2, 0, { key: 'orderId', label: 'Order Id', sortable: true, hideBelow: 'md', render: (c) => c.orderId ?? '—' });
  }
  return columns;
}
