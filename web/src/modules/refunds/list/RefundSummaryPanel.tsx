import { REFUND_STATUS_LABELS, REFUND_STATUS_TONES, formatMoney, type Role } from '@pg/domain';
import { Badge, Button, Card, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';
import { panelButtonsFor } from '../details/refundActions';
import { cents, date, money, parentPath, progressLabel, reasonLabel, refundDeclinePath, refundDetailsPath } from '../format';
import type { RefundListItem } from '../graphql/types';
import { Amount, Row, SectionTitle, Stack } from '../refunds.styles';

interface RefundSummaryPanelProps {
  refund: RefundListItem;
  role: Role;
}

/** Payment Information: invoice totals, or checkout amount plus its transaction fee (spec 001 s2). */
function paymentItems(refund: RefundListItem) {
  if (refund.webPayment) {
    const amount = cents(refund.webPayment.amount) ?? 0;
    const fee = cents(refund.webPayment.transactionFee) ?? 0;
    return [
      { label: 'Checkout Total', value: formatMoney(amount + fee) },
      { label: 'Checkout Subtotal', value: formatMoney(amount) },
    ];
  }
  return [
    { label: 'Invoice Total', value: money(refund.invoice?.totals.total) },
    { label: 'Subtotal', value: money(refund.invoice?.totals.subtotal) },
  ];
}

/** The list's side summary of the selected refund (spec 001 s2, Refund summary side panel). */
export function RefundSummaryPanel({ refund, role }: RefundSummaryPanelProps) {
  const navigate = useNavigate();
  const buttons = panelButtonsFor(role, refund.status, refund.progressStatus);
  const parentId = refund.invoice?.id ?? refund.webPayment?.id;

  return (
    <Card title={refund.owner.name}>
      <Stack aria-label="Refund summary">
        <Row>
          <Badge tone={REFUND_STATUS_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
          <strong>{refund.code}</strong>
        </Row>
        <DescriptionList
          columns={2}
          items={[
            { label: 'PO', value: refund.invoice?.merchantPO || '—' },
            { label: 'Progress Stage', value: progressLabel(refund.progressStatus) },
          ]}
        />
        <Amount>{money(refund.requestedAmount)}</Amount>
        <SectionTitle>Refund Information</SectionTitle>
        <DescriptionList
          columns={1}
          items={[
            { label: 'Reason', value: reasonLabel(refund.reason) },
            { label: 'Status', value: REFUND_STATUS_LABELS[refund.status] },
            { label: 'Progress Stage', value: progressLabel(refund.progressStatus) },
            { label: 'Date Requested', value: date(refund.createdAt) },
            { label: 'Supporting Documents', value: refund.supportingDocuments.length > 0 ? 'Yes' : 'No' },
          ]}
        />
        <SectionTitle>Payment Information</SectionTitle>
        <DescriptionList columns={1} items={paymentItems(refund)} />
        <SectionTitle>Quick Actions</SectionTitle>
        <Row>
          <Button variant="secondary" onClick={() => void navigate(refundDetailsPath(refund.id))}>
            Refund Details
          </Button>
          {parentId && (
            <Button variant="secondary" onClick={() => void navigate(parentPath(refund.type, parentId))}>
              {refund.type === 'checkout' ? 'Checkout Details' : 'Invoice Details'}
            </Button>
          )}
        </Row>
        <Row>
          {buttons.map((button) => (
            <Button
              key={button.action}
              variant={button.variant}
              disabled={!button.enabled}
              onClick={() =>
                void navigate(button.action === 'decline-refund' ? refundDeclinePath(refund.id) : refundDetailsPath(refund.id, button.action))
              }
            >
              {button.label}
            </Button>
          ))}
        </Row>
      </Stack>
    </Card>
  );
}
