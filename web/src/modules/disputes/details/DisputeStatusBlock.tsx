import { ALREADY_REFUNDED_MODE_LABELS, DISPUTE_WIN_REASON_LABELS, disputeAwaits, normalizeDisputeWinReason, PRODUCT_SERVICE_TYPE_LABELS } from '@pg/domain';
import { Alert, Badge, Card, type DescriptionItem, DescriptionList } from '@pg/ui-kit';

import { graphql } from '../../../gql';
import { Row, Stack } from '../../app/components/page.styles';
import { TestBadge } from '../../test-mode/TestBadge';
import { calendarDate, money, progressLabel, statusLabel, statusTone } from '../format';
import type { DisputeDetail, DisputeFile } from '../graphql/disputes';

/** What the evidence links read of each file (spread into the Dispute query). */
export const DISPUTE_FILE_FIELDS = graphql(`
  fragment DisputeFileFields on DisputeFile {
    id
    path
    caption
    originalUrl
    mimetype
    createdAt
  }
`);

const AWAITING = { merchant: 'Awaiting merchant action', pg: 'Awaiting platform action', processor: "Awaiting the card processor's decision" } as const;

const label = (labels: Record<string, string>, value: string | null): string => (value ? (labels[value] ?? value) : '—');

function fileLink(title: string, file: DisputeFile | null): DescriptionItem[] {
  return file
    ? [
        {
          label: title,
          value: (
            <a href={file.originalUrl} target="_blank" rel="noopener noreferrer">
              {file.caption || 'Open file'}
            </a>
          ),
        },
      ]
    : [];
}

/** The merchant's decline answers, shown when progress is merchantDeclined or inReview (spec 001 s4). */
export function declineItems(d: DisputeDetail): DescriptionItem[] {
  const reason = normalizeDisputeWinReason(d.reasonToWinDispute ?? '');
  const items: DescriptionItem[] = [{ label: 'Why Should you win this dispute?', value: label(DISPUTE_WIN_REASON_LABELS, reason ?? d.reasonToWinDispute) }];
  if (reason === 'cardholderWithdrewDispute') items.push({ label: 'Withdrawal Date', value: calendarDate(d.withdrawalDateByCustomer) });
  if (reason === 'customerWasRefunded') {
    items.push({ label: 'Customer Refunded', value: label(ALREADY_REFUNDED_MODE_LABELS, d.customerAlreadyRefunded) });
    if (d.refundDate) items.push({ label: 'Refund Date', value: calendarDate(d.refundDate) });
    if (d.refundAmount) items.push({ label: 'Refund Amount', value: money(d.refundAmount) });
    if (d.refundId) items.push({ label: 'Refund', value: d.invoice?.refunds.find((r) => r.id === d.refundId)?.code ?? d.refundId });
    if (d.refundDescription) items.push({ label: 'Refund Description', value: d.refundDescription });
    items.push(...fileLink('Refund Proof', d.refundProof));
  }
  if (reason === 'cutomerReceviedCreditOrVoucherOutsidePG') {
    items.push(
      { label: 'Credit/Voucher Date', value: calendarDate(d.creditVoucherGivenDate) },
      { label: 'Credit/Voucher Amount', value: money(d.creditVoucherAmount) },
      { label: 'Credit/Voucher Description', value: d.creditVoucherDescription ?? '—' },
      ...fileLink('Credit/Voucher Proof', d.creditVoucherProof),
    );
  }
  if (reason === 'bookingCancelledOrDelayedDueToGovtOrder') {
    items.push(
      { label: 'Cancellation/Delay Date', value: calendarDate(d.calcellationDelayDate) },
      { label: 'Cancellation/Delay Description', value: d.calcellationDelayDescription ?? '—' },
    );
  }
  if (reason === 'other') items.push({ label: 'Description', value: d.otherReasonDescription ?? '—' });
  items.push({ label: 'Product or Service', value: label(PRODUCT_SERVICE_TYPE_LABELS, d.productServiceTypeProvided) });
  if (d.productOrServiceDetails?.trim()) items.push({ label: 'Product or Service Details', value: d.productOrServiceDetails.trim() });
  if (d.additionalInformation) items.push({ label: 'Additional Information', value: d.additionalInformation });
  items.push(...fileLink('Supporting Document', d.supportingDocument));
  return items;
}

/** Status (badge: open green, closed red, other blue), stage, whose move, and the decline details. */
export function DisputeStatusBlock({ dispute }: { dispute: DisputeDetail }) {
  const awaiting = disputeAwaits(dispute.status, dispute.progressStatus);
  const showDecline = dispute.progressStatus === 'merchantDeclined' || dispute.progressStatus === 'inReview';
  return (
    <Card title="Status">
      <Stack>
        <Row>
          <Badge tone={statusTone(dispute.status)}>{statusLabel(dispute.status)}</Badge>
          <Badge tone={statusTone(dispute.progressStatus)}>{progressLabel(dispute.progressStatus)}</Badge>
          <TestBadge livemode={dispute.livemode} />
          {awaiting && <span>{AWAITING[awaiting]}</span>}
        </Row>
        {dispute.lastError && <Alert tone="danger">{dispute.lastError}</Alert>}
      </Stack>
      {showDecline && (
        <Stack>
          <h3>Decline Details</h3>
          <DescriptionList columns={2} items={declineItems(dispute)} />
        </Stack>
      )}
    </Card>
  );
}
