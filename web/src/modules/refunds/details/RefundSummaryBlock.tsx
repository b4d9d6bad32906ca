import { type Role, STAFF_ROLES } from '@pg/domain';
import { Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';
import { Link } from 'react-router';

import { LinkIfAllowed } from '../../app/components/LinkIfAllowed';
import { date, money, parentPath, progressLabel, reasonLabel } from '../format';
import type { RefundDetail } from '../graphql/refunds';

/** Initiated By: name and surname, else the e-mail (spec 001 s2). */
export function initiatorName(refund: Pick<RefundDetail, 'initiatedBy'>): string {
  const by = refund.initiatedBy;
  if (!by) return '—';
  return [by.name, by.surname].filter(Boolean).join(' ').trim() || by.email;
}

/** The details page's summary block (spec 001 s2, Refund details page). */
export function RefundSummaryBlock({ refund, role }: { refund: RefundDetail; role: Role }) {
  const parent = refund.invoice ?? refund.webPayment;
  const items: DescriptionItem[] = [];
  if (STAFF_ROLES.includes(role)) {
    items.push({
      label: 'Organization',
      value: (
        <LinkIfAllowed role={role} to={`/organizations/${encodeURIComponent(refund.owner.id)}`}>
          {refund.owner.name}
        </LinkIfAllowed>
      ),
    });
  }
  items.push(
    { label: 'Refund ID', value: refund.code },
    {
      label: refund.type === 'checkout' ? 'Checkout ID' : 'Invoice ID',
      value: parent ? <Link to={parentPath(refund.type, parent.id)}>{parent.code}</Link> : '—',
    },
    { label: 'Initiation Date', value: date(refund.createdAt) },
    { label: 'Amount', value: money(refund.requestedAmount) },
    { label: 'Progress', value: progressLabel(refund.progressStatus) },
    { label: 'Reason', value: reasonLabel(refund.reason) },
    { label: 'Closed Date', value: date(refund.closedDate) },
    { label: 'Initiated By', value: initiatorName(refund) },
    { label: 'Additional Notes', value: refund.notes || '—' },
  );
  if (refund.denialReason) items.push({ label: 'Denial Reason', value: refund.denialReason });
  return (
    <Card title="Refund Summary">
      <DescriptionList columns={2} items={items} />
    </Card>
  );
}
