import { Role, STAFF_ROLES } from '@pg/domain';
import { Card, DescriptionList, type DescriptionItem } from '@pg/ui-kit';
import { Link } from 'react-router';
import { date, money, parentPath, progressLabel, reasonLabel, statusLabel, transferPath } from '../format';
import type { DisputeDetail } from '../graphql/types';

/**
 * The details page's summary (spec 001 s2): received date, amount, progress, status, reason,
 * resolution date; the invoice or checkout link; the transfers; the provider's dispute id and
 * status for the platform admin only.
 */
export function DisputeSummaryBlock({ dispute, role }: { dispute: DisputeDetail; role: Role }) {
  const parent = dispute.invoice ?? dispute.webPayment;
  const items: DescriptionItem[] = [];
  if (STAFF_ROLES.includes(role)) {
    items.push({ label: 'Organization', value: <Link to={`/organizations/${encodeURIComponent(dispute.owner.id)}`}>{dispute.owner.name}</Link> });
  }
  items.push(
    { label: 'Dispute ID', value: dispute.code },
    {
      label: dispute.type === 'checkout' ? 'Checkout ID' : 'Invoice ID',
      value: parent ? <Link to={parentPath(dispute.type, parent.id)}>{parent.code}</Link> : '—',
    },
    { label: 'Received Date', value: date(dispute.createdAt) },
    { label: 'Dispute Amount', value: money(dispute.disputeAmount) },
    { label: 'Progress', value: progressLabel(dispute.progressStatus) },
    { label: 'Status', value: statusLabel(dispute.status) },
    { label: 'Reason', value: reasonLabel(dispute.reason) },
    { label: 'Response Due Date', value: date(dispute.merchantResponseDueDate) },
    { label: 'Resolution Date', value: date(dispute.resolutionDate) },
  );
  if (dispute.acceptanceFee > 0) items.push({ label: 'Acceptance Fee', value: money(dispute.acceptanceFee) });
  items.push(
    { label: 'Transfer ID', value: dispute.transferId ? <Link to={transferPath(dispute.transferId)}>{dispute.transferId}</Link> : '—' },
    { label: 'Refund Transfer ID', value: dispute.refundTransferId ? <Link to={transferPath(dispute.refundTransferId)}>{dispute.refundTransferId}</Link> : '—' },
  );
  if (role === Role.PG_ADMIN) {
    items.push({ label: 'Provider Dispute ID', value: dispute.stripeDisputeId ?? '—' }, { label: 'Provider Status', value: dispute.stripeStatus ?? '—' });
  }
  return (
    <Card title="Dispute Summary">
      <DescriptionList columns={2} items={items} />
    </Card>
  );
}
