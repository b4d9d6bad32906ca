import { formatMoney, toCents, type Role } from '@pg/domain';
import { Badge, Button, Card, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';
import { Amount, Row, SectionTitle, Stack } from '../../refunds/refunds.styles';
import { disputeButtonsFor } from '../details/disputeActions';
import { customerOf, date, disputeDeclinePath, disputeDetailsPath, money, parentPath, progressLabel, statusLabel, statusTone } from '../format';
import type { DisputeListItem } from '../graphql/types';

/** Payment Information: invoice totals, or a checkout's amount plus its transaction fee. */
function paymentItems(dispute: DisputeListItem) {
  if (dispute.webPayment) {
    const amount = toCents(dispute.webPayment.amount);
    return [
      { label: 'Checkout Total', value: formatMoney(amount + toCents(dispute.webPayment.transactionFee)) },
      { label: 'Checkout Subtotal', value: formatMoney(amount) },
    ];
  }
  return [
    { label: 'Invoice ID', value: dispute.invoice?.code ?? '—' },
    { label: 'Invoice Total', value: money(dispute.invoice?.totals.total) },
    { label: 'Subtotal', value: money(dispute.invoice?.totals.subtotal) },
  ];
}

/** The list's side summary of the selected dispute (spec 001 s2). */
export function DisputeSummaryPanel({ dispute, role }: { dispute: DisputeListItem; role: Role }) {
  const navigate = useNavigate();
  const buttons = disputeButtonsFor(role, dispute.status, dispute.progressStatus);
  const parentId = dispute.invoice?.id ?? dispute.webPayment?.id;
  return (
    <Card title={dispute.owner.name}>
      <Stack aria-label="Dispute summary">
        <Row>
          <Badge tone={statusTone(dispute.status)}>{statusLabel(dispute.status)}</Badge>
          <strong>{dispute.code}</strong>
        </Row>
        <Amount>{money(dispute.disputeAmount)}</Amount>
        <SectionTitle>Dispute Information</SectionTitle>
        <DescriptionList
          columns={1}
          items={[
            { label: 'Customer', value: customerOf(dispute) },
            { label: 'Status', value: statusLabel(dispute.status) },
            { label: 'Progress Stage', value: progressLabel(dispute.progressStatus) },
            { label: 'Date Opened', value: date(dispute.createdAt) },
            { label: 'Respond By', value: date(dispute.merchantResponseDueDate) },
            { label: 'Supporting Documents', value: dispute.documents.length > 0 ? 'Yes' : 'No' },
          ]}
        />
        <SectionTitle>Payment Information</SectionTitle>
        <DescriptionList columns={1} items={paymentItems(dispute)} />
        <Row>
          <Button variant="secondary" onClick={() => void navigate(disputeDetailsPath(dispute.id))}>
            Dispute Details
          </Button>
          {parentId && (
            <Button variant="secondary" onClick={() => void navigate(parentPath(dispute.type, parentId))}>
              {dispute.type === 'checkout' ? 'Checkout Details' : 'Invoice Details'}
            </Button>
          )}
        </Row>
        {buttons.length > 0 && (
          <Row>
            {buttons.map((button) => (
              <Button
                key={button.action}
                variant={button.variant}
                disabled={!button.enabled}
                onClick={() =>
                  void navigate(button.action === 'merchant-decline-dispute' ? disputeDeclinePath(dispute.id) : disputeDetailsPath(dispute.id, button.action))
                }
              >
                {button.label}
              </Button>
            ))}
          </Row>
        )}
      </Stack>
    </Card>
  );
}
