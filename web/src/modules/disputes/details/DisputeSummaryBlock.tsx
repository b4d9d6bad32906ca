import { canSeeField, isStaff, type Role, STAFF_ROLES } from '@pg/domain';
import { Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';
import { Link } from 'react-router';

import { LinkIfAllowed } from '../../app/components/LinkIfAllowed';
import { date, money, parentPath, progressLabel, reasonLabel, statusLabel, transferPath } from '../format';
import type { DisputeDetail } from '../graphql/disputes';

/** A transfer by its code: a link to /transfers/{id} for staff (the roles that may open it), the code for merchants. */
function transferValue(transfer: DisputeDetail['transfer'], role: Role) {
  if (!transfer) return '—';
  const code = transfer.code ?? transfer.id;
  return isStaff(role) ? <Link to={transferPath(transfer.id)}>{code}</Link> : code;
}

/**
 * The details page's summary (spec 001 s2): received date, amount, progress, status, reason,
 * resolution date; the invoice or checkout link; the transfers; the provider's dispute id and
 * status for the platform admin only.
 */
export function DisputeSummaryBlock({ dispute, role }: { dispute: DisputeDetail; role: Role }) {
  const parent = dispute.invoice ?? dispute.webPayment;
  const items: DescriptionItem[] = [];
  if (STAFF_ROLES.includes(role)) {
    items.push({
      label: 'Organization',
      value: (
        <LinkIfAllowed role={role} to={`/organizations/${encodeURIComponent(dispute.owner.id)}`}>
          {dispute.owner.name}
        </LinkIfAllowed>
      ),
    });
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
    { label: 'Transfer ID', value: transferValue(dispute.transfer, role) },
    { label: 'Refund Transfer ID', value: transferValue(dispute.refundTransfer, role) },
  );
  if (canSeeField(role, 'Dispute.stripeDisputeId')) items.push({ label: 'Provider Dispute ID', value: dispute.stripeDisputeId ?? '—' });
  if (canSeeField(role, 'Dispute.stripeStatus')) items.push({ label: 'Provider Status', value: dispute.stripeStatus ?? '—' });
  return (
    <Card title="Dispute Summary">
      <DescriptionList columns={2} items={items} />
    </Card>
  );
}
