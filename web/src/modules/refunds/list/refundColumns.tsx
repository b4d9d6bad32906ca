import { MERCHANT_ROLES, refundAwaitsRole, refundProgressTone, type Role, STAFF_ROLES } from '@pg/domain';
import { Badge, type DataTableColumn } from '@pg/ui-kit';
import { Link } from 'react-router';

import { OrgName } from '../../app/components/OrgName';
import { TestBadge } from '../../test-mode/TestBadge';
import { date, money, progressLabel, refundDetailsPath } from '../format';
import type { RefundListItem } from '../graphql/refunds';

const customerOf = (refund: RefundListItem): string => [refund.invoice?.recipientName, refund.invoice?.recipientSurName].filter(Boolean).join(' ') || '—';

/** Spec 001 s2: Org logo for PG and bank roles, Customer for merchant roles. */
export function refundColumns(role: Role): DataTableColumn<RefundListItem>[] {
  const columns: DataTableColumn<RefundListItem>[] = [];
  if (STAFF_ROLES.includes(role)) {
    columns.push({
      key: 'owner',
      label: 'Org',
      render: (r) => <OrgName name={r.owner.name} logo={r.owner.logo} />,
    });
  }
  columns.push(
    { key: 'createdAt', label: 'Date Requested', sortable: true, render: (r) => date(r.createdAt) },
    {
      key: 'code',
      label: 'Refund ID',
      sortable: true,
      render: (r) => (
        <>
          <Link to={refundDetailsPath(r.id)} onClick={(event) => event.stopPropagation()}>
            {r.code}
          </Link>{' '}
          <TestBadge livemode={r.livemode} />
        </>
      ),
    },
  );
  if (MERCHANT_ROLES.includes(role)) columns.push({ key: 'customer', label: 'Customer', sortable: true, hideBelow: 'md', render: customerOf });
  columns.push(
    { key: 'requestedAmount', label: 'Refund Amount', align: 'right', render: (r) => money(r.requestedAmount) },
    {
      key: 'progressStatus',
      label: 'Progress Stage',
      sortable: true,
      hideBelow: 'sm',
      // A badge like every list's status: amber when the stage waits for the viewer (decision 0181).
      render: (r) => (
        <Badge tone={refundProgressTone(r.progressStatus, refundAwaitsRole(role, r.status, r.progressStatus))}>{progressLabel(r.progressStatus)}</Badge>
      ),
    },
  );
  return columns;
}
