import { MERCHANT_ROLES, type Role, STAFF_ROLES } from '@pg/domain';
import { Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';

import { OrgName } from '../../app/components/OrgName';
import { TestBadge } from '../../test-mode/TestBadge';
import { customerOf, date, disputeDetailsPath, money, progressLabel, statusTone } from '../format';
import type { DisputeListItem } from '../graphql/disputes';

/**
 * Spec 001 s2: Org (PG and bank roles), Date Requested, Dispute ID, Customer (merchant roles),
 * Dispute Amount, Status. Merchants keep the Customer column while the side summary is open
 * (s2 L205: "Merchants see the Customer column"), as the refund list does.
 */
export function disputeColumns(role: Role): DataTableColumn<DisputeListItem>[] {
  const columns: DataTableColumn<DisputeListItem>[] = [];
  if (STAFF_ROLES.includes(role)) {
    columns.push({
      key: 'org',
      label: 'Org',
      render: (d) => <OrgName name={d.owner.name} logo={d.owner.logo} />,
    });
  }
  columns.push(
    { key: 'createdAt', label: 'Date Requested', sortable: true, hideBelow: 'sm', phone: 'hidden', render: (d) => date(d.createdAt) },
    {
      key: 'code',
      label: 'Dispute ID',
      sortable: true,
      render: (d) => (
        <>
          <Link to={disputeDetailsPath(d.id)} onClick={(event) => event.stopPropagation()}>
            {d.code}
          </Link>{' '}
          <TestBadge livemode={d.livemode} />
        </>
      ),
    },
  );
  if (MERCHANT_ROLES.includes(role)) columns.push({ key: 'customer', label: 'Customer', sortable: true, hideBelow: 'md', render: customerOf });
  columns.push(
    // Issue 50: the most important date of a dispute, beside its amount (Stripe's "Respond by").
    { key: 'merchantResponseDueDate', label: 'Respond By', hideBelow: 'md', phone: 'meta', render: (d) => date(d.merchantResponseDueDate) },
    { key: 'disputeAmount', label: 'Dispute Amount', sortable: true, align: 'right', render: (d) => money(d.disputeAmount) },
    {
      key: 'progressStatus',
      label: 'Status',
      sortable: true,
      hideBelow: 'sm',
      render: (d) => <Badge tone={statusTone(d.status)}>{progressLabel(d.progressStatus)}</Badge>,
    },
  );
  return columns;
}
