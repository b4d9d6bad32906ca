import { useQuery } from '@apollo/client/react';
import { DISPUTE_PROGRESS_LABELS, processorLabel, REFUND_PROGRESS_LABELS } from '@pg/domain';
import { Card, Collapsible, DataTable } from '@pg/ui-kit';
import { Link } from 'react-router';

import { declineClassLabel } from '../../app/declineClass';
import { date, dateTime, money, personName } from '../../app/format';
import { disputeDetailsPath } from '../../disputes/format';
import { refundDetailsPath } from '../../refunds/format';
import type { InvoiceDetail } from '../graphql/fragments';
import { INVOICE_EVENTS } from '../graphql/invoices';

/** Refund Details and Dispute Details; rows link to the refund or dispute (spec 000 s2). */
export function RefundAndDisputeTables({ invoice }: { invoice: InvoiceDetail }) {
  return (
    <>
      <Card title="Refund Details" flush>
        <DataTable
          caption="Refund Details"
          rows={invoice.refunds}
          getRowId={(row) => row.id}
          emptyText="No Refunds Found"
          columns={[
            { key: 'code', label: 'Refund ID', render: (row) => <Link to={refundDetailsPath(row.id)}>{row.code}</Link> },
            { key: 'requestedAmount', label: 'Amount', align: 'right', render: (row) => money(row.requestedAmount) },
            { key: 'progressStatus', label: 'Status', render: (row) => REFUND_PROGRESS_LABELS[row.progressStatus] ?? row.progressStatus },
          ]}
        />
      </Card>
      <Card title="Dispute Details" flush>
        <DataTable
          caption="Dispute Details"
          rows={invoice.disputes}
          getRowId={(row) => row.id}
          emptyText="No Disputes Found"
          columns={[
            { key: 'code', label: 'Dispute ID', render: (row) => <Link to={disputeDetailsPath(row.id)}>{row.code}</Link> },
            { key: 'createdAt', label: 'Date', render: (row) => date(row.createdAt) },
            { key: 'disputeAmount', label: 'Amount', align: 'right', render: (row) => money(row.disputeAmount) },
            { key: 'progressStatus', label: 'Status', render: (row) => DISPUTE_PROGRESS_LABELS[row.progressStatus] ?? row.progressStatus },
          ]}
        />
      </Card>
    </>
  );
}

/** Collapsible 'Invoice History' (events) and 'Transaction History' (payments). */
export function Histories({ invoice }: { invoice: InvoiceDetail }) {
  const events = useQuery(INVOICE_EVENTS, { variables: { invoiceId: invoice.id, first: 100 } });
  return (
    <Card>
      <Collapsible title="Invoice History" headingLevel={2}>
        <DataTable
          caption="Invoice History"
          rows={events.data?.events.items ?? []}
          loading={events.loading}
          getRowId={(row) => row.id}
          emptyText="No history yet"
          columns={[
            { key: 'name', label: 'Event' },
            { key: 'createdAt', label: 'Date', render: (row) => dateTime(row.createdAt) },
            { key: 'user', label: 'User', render: (row) => (row.user ? personName(row.user) : 'System') },
          ]}
        />
      </Collapsible>
      <Collapsible title="Transaction History" headingLevel={2}>
        <DataTable
          caption="Transaction History"
          rows={invoice.payments}
          getRowId={(row) => row.id}
          emptyText="No transactions yet"
          columns={[
            { key: 'stripeChargeId', label: 'Charge ID', render: (row) => row.stripeChargeId || '—' },
            { key: 'createdAt', label: 'Date', render: (row) => dateTime(row.createdAt) },
            // Issue 41: each attempt's processor (a payment that failed over has one row per processor tried).
            { key: 'processor', label: 'Processor', hideBelow: 'md', render: (row) => processorLabel(row.processor) },
            { key: 'amount', label: 'Amount', align: 'right', render: (row) => money(row.amount) },
            { key: 'status', label: 'Status' },
            { key: 'failMessage', label: 'Fail Message', hideBelow: 'md', render: (row) => row.failMessage || '—' },
            { key: 'failCode', label: 'Fail Code', hideBelow: 'md', render: (row) => row.failCode || '—' },
            // Issue 41: what the platform makes of the processor's code (never retried, retryable elsewhere, ...).
            { key: 'declineClass', label: 'Decline Class', hideBelow: 'md', render: (row) => declineClassLabel(row.declineClass) },
          ]}
        />
      </Collapsible>
    </Card>
  );
}
