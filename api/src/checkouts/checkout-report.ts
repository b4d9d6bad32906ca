import { CHECKOUT_STATUS_LABELS, formatDate } from '@pg/domain';

import { csvAmount } from '../reports/csv';
import type { WebPaymentRecord } from './web-payment.mapper';

/** The checkout report's columns (summaryOfCheckout, scheduled reports); staff see each row's organization. */
export function checkoutReportHeader(staff: boolean): string[] {
  return [
    ...(staff ? ['Org'] : []),
    'Date Created',
    'Checkout ID',
    'Order Id',
    'Currency',
    'Amount',
    'Customer Processing Fee',
    'Total',
    'Merchant Processing Fee',
    'Net',
    'Status',
    'Date Paid',
  ];
}

/** One checkout as a report row (`owner` loaded when `staff`); no card data. */
export function checkoutReportRow(wp: WebPaymentRecord, staff: boolean): string[] {
  return [
    ...(staff ? [wp.owner.name] : []),
    formatDate(wp.createdAt, 'UTC'),
    wp.code,
    wp.orderId ?? '',
    wp.currency,
    csvAmount(wp.amountCents),
    csvAmount(wp.transactionFeeCents),
    csvAmount(wp.amountCents + wp.transactionFeeCents),
    csvAmount(wp.merchantProcessingFeeCents),
    csvAmount(wp.amountCents - wp.merchantProcessingFeeCents),
    CHECKOUT_STATUS_LABELS[wp.status],
    wp.paidAt ? formatDate(wp.paidAt, 'UTC') : '',
  ];
}
