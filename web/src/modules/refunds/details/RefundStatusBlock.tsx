import { ALREADY_REFUNDED_MODE_LABELS, REFUND_DECLINE_REASON_LABELS, REFUND_STATUS_LABELS, REFUND_STATUS_TONES, refundAwaits } from '@pg/domain';
import { Alert, Badge, Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';

import { Row, Stack } from '../../app/components/page.styles';
import { TestBadge } from '../../test-mode/TestBadge';
import { date, money, progressLabel } from '../format';
import type { RefundDetail } from '../graphql/refunds';

const AWAITING_LABELS = { merchant: 'Merchant', bank: 'Bank', pg: 'Payment Gateway' } as const;

const label = (labels: Record<string, string>, value: string | null): string => (value ? (labels[value] ?? value) : '—');

/** Status, stage, whose turn it is, and the merchant's decline answers when there are any. */
export function RefundStatusBlock({ refund }: { refund: RefundDetail }) {
  const awaiting = refundAwaits(refund.status, refund.progressStatus);
  const decline: DescriptionItem[] = [];
  if (refund.merchantDeclineReason) {
    decline.push({ label: 'Merchant Decline Reason', value: label(REFUND_DECLINE_REASON_LABELS, refund.merchantDeclineReason) });
    if (refund.hasCancelPolicyExtended !== null) decline.push({ label: 'Refund Policy On File Applies', value: refund.hasCancelPolicyExtended ? 'No' : 'Yes' });
    if (refund.extendedCancellationPolicyText) decline.push({ label: 'Refund Policy Details', value: refund.extendedCancellationPolicyText });
    if (refund.merchantDeclineExplanation) decline.push({ label: 'Explanation', value: refund.merchantDeclineExplanation });
    if (refund.refundAlreadyPaid) decline.push({ label: 'Mode of Refund', value: label(ALREADY_REFUNDED_MODE_LABELS, refund.refundAlreadyPaid) });
    if (refund.transactionDate) decline.push({ label: 'Refund Date', value: date(refund.transactionDate) });
    if (refund.refundAlreadyPaidAmount !== null) decline.push({ label: 'Refunded Amount', value: money(refund.refundAlreadyPaidAmount) });
  }
  return (
    <Card title="Status">
      <Stack>
        <Row>
          <Badge tone={REFUND_STATUS_TONES[refund.status]}>{REFUND_STATUS_LABELS[refund.status]}</Badge>
          <strong>{progressLabel(refund.progressStatus)}</strong>
          <TestBadge livemode={refund.livemode} />
          {awaiting && <span>Awaiting {AWAITING_LABELS[awaiting]} action</span>}
        </Row>
        {decline.length > 0 && <DescriptionList columns={2} items={decline} />}
        {refund.proofs.map((proof) => (
          <a key={proof.id} href={proof.url} target="_blank" rel="noopener noreferrer">
            {proof.caption || 'Extended policy file'}
          </a>
        ))}
        {refund.lastError && <Alert tone="danger">{refund.lastError}</Alert>}
      </Stack>
    </Card>
  );
}
