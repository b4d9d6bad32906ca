import {
  ALREADY_REFUNDED_MODE_LABELS,
  DISPUTE_PROGRESS_LABELS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_WIN_REASON_LABELS,
  formatDate,
  formatDateTime,
  formatMoney,
  normalizeDisputeWinReason,
  PRODUCT_SERVICE_TYPE_LABELS,
  Role,
} from '@pg/domain';

import type { EventList } from '../events/dtos/event.type';
import type { Report } from '../reports/pdf-report';
import type { Dispute } from './dispute.entity';

const label = (labels: Record<string, string>, value: string | null | undefined) => (value ? (labels[value] ?? value) : '-');
const day = (value: Date | null | undefined) => (value ? formatDate(value, 'UTC') : '-');

/** The dispute report (GET /dispute/:id): summary, the merchant's decline, files and history. */
export function disputeReport(
  dispute: Dispute,
  files: { type: string; caption: string | null; createdAt: Date }[],
  history: EventList,
  viewerRole: Role,
): Report {
  const parent = dispute.invoice ? ['Invoice ID', dispute.invoice.code] : dispute.webPayment ? ['Checkout ID', dispute.webPayment.code] : ['Invoice ID', '-'];
  const summary: [string, string][] = [
    ['Organization', dispute.owner.name],
    ['Dispute ID', dispute.code],
    [parent[0], parent[1]],
    ['Received Date', day(dispute.createdAt)],
    ['Dispute Amount', formatMoney(dispute.disputeAmountCents)],
    ['Status', DISPUTE_STATUS_LABELS[dispute.status]],
    ['Progress', DISPUTE_PROGRESS_LABELS[dispute.progressStatus]],
    ['Reason', dispute.reason.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())],
    ['Response Due Date', day(dispute.merchantResponseDueDate)],
    ['Resolution Date', day(dispute.resolutionDate)],
    ['Acceptance Fee', formatMoney(dispute.acceptanceFeeCents)],
  ];
  if (viewerRole === Role.PG_ADMIN) summary.push(['Provider Dispute ID', dispute.processorDisputeId], ['Provider Status', dispute.processorStatus]);
  const decline: [string, string][] = [];
  if (dispute.reasonToWinDispute) {
    const reason = normalizeDisputeWinReason(dispute.reasonToWinDispute);
    decline.push(['Why the merchant should win', label(DISPUTE_WIN_REASON_LABELS, reason)]);
    if (dispute.withdrawalDateByCustomer) decline.push(['Withdrawal Date', day(dispute.withdrawalDateByCustomer)]);
    if (reason === 'customerWasRefunded') decline.push(['Customer Refunded', label(ALREADY_REFUNDED_MODE_LABELS, dispute.customerAlreadyRefunded)]);
    if (dispute.refundDate) decline.push(['Refund Date', day(dispute.refundDate)]);
    if (dispute.refundAmountCents) decline.push(['Refund Amount', formatMoney(dispute.refundAmountCents)]);
    if (dispute.refundDescription) decline.push(['Refund Description', dispute.refundDescription]);
    if (dispute.creditVoucherGivenDate) decline.push(['Credit/Voucher Date', day(dispute.creditVoucherGivenDate)]);
    if (dispute.creditVoucherAmountCents) decline.push(['Credit/Voucher Amount', formatMoney(dispute.creditVoucherAmountCents)]);
    if (dispute.creditVoucherDescription) decline.push(['Credit/Voucher Description', dispute.creditVoucherDescription]);
    if (dispute.calcellationDelayDate) decline.push(['Cancellation/Delay Date', day(dispute.calcellationDelayDate)]);
    if (dispute.calcellationDelayDescription) decline.push(['Cancellation/Delay Description', dispute.calcellationDelayDescription]);
    if (dispute.otherReasonDescription) decline.push(['Description', dispute.otherReasonDescription]);
    decline.push(['Product or Service', label(PRODUCT_SERVICE_TYPE_LABELS, dispute.productServiceTypeProvided)]);
    if (dispute.productOrServiceDetails?.trim()) decline.push(['Product or Service Details', dispute.productOrServiceDetails.trim()]);
    if (dispute.additionalInformation) decline.push(['Additional Information', dispute.additionalInformation]);
  }
  return {
    title: `Dispute ${dispute.code}`,
    subtitle: `${dispute.owner.name} - ${formatMoney(dispute.disputeAmountCents)}`,
    summary: [...summary, ...decline],
    tables: [
      {
        title: 'Evidence',
        columns: [{ header: 'Date', width: 0.25 }, { header: 'Kind', width: 0.3 }, { header: 'File' }],
        rows: files.map((f) => [formatDate(f.createdAt, 'UTC'), f.type.replace(/^dispute_/, '').replace(/_/g, ' '), f.caption ?? '-']),
        empty: 'No evidence files',
      },
      {
        title: 'Dispute History',
        columns: [{ header: 'Date', width: 0.25 }, { header: 'Event', width: 0.5 }, { header: 'By' }],
        rows: [...history.items]
          .reverse()
          .map((e) => [
            formatDateTime(e.createdAt, 'UTC'),
            e.name,
            e.user ? [e.user.name, e.user.surname].filter(Boolean).join(' ') || e.user.email : 'System',
          ]),
        empty: 'No history yet',
      },
    ],
    note: `Generated ${formatDateTime(new Date(), 'UTC')} UTC by BhutanPay.`,
  };
}
