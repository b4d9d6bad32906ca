import { canEditInvoiceSections, formatMoney, invoiceTotals, percentToBps, type Role, toCents } from '@pg/domain';
import { Button, Card, DataTable, type DataTableColumn, DescriptionList } from '@pg/ui-kit';
import { useState } from 'react';

import { money } from '../../app/format';
import type { InvoiceDetail, InvoiceLineItem } from '../graphql/fragments';
import { PhoneOnly } from '../list/InvoiceList.styles';
import { Disbursements } from './Disbursements';
import { RowButtons, Totals } from './InvoiceDetails.styles';
import { draftOf, type LineItemDraft, LineItemsEditor } from './LineItemsEditor';

/** Amount, merchant processing fee and net, with the maths of @pg/domain (spec 000 section 9). */
export function disbursementFigures(invoice: InvoiceDetail) {
  const totals = invoiceTotals({
    lineItems: [{ quantity: 1, priceCents: toCents(invoice.totals.subtotal) }],
    platformFeeBps: percentToBps(invoice.platformFeePercent),
    merchantFeeBps: percentToBps(invoice.merchantProcessingFee),
  });
  return { amount: formatMoney(totals.subtotalCents), merchantFee: formatMoney(totals.merchantFeeCents), net: formatMoney(totals.payableCents) };
}

export function DisbursementDetails({ invoice }: { invoice: InvoiceDetail }) {
  const figures = disbursementFigures(invoice);
  return (
    <Card title="Disbursement Details">
      <DescriptionList
        columns={3}
        items={[
          { label: 'Amount', value: figures.amount },
          { label: 'Merchant Processing Fee', value: figures.merchantFee },
          { label: 'Net', value: figures.net },
        ]}
      />
    </Card>
  );
}

export function InvoiceBreakdown({ invoice, editable }: { invoice: InvoiceDetail; editable: boolean }) {
  const [draft, setDraft] = useState<LineItemDraft | null>(null);
  const [removing, setRemoving] = useState<InvoiceLineItem | null>(null);
  const columns: DataTableColumn<InvoiceLineItem>[] = [
    {
      key: 'description',
      label: 'Description',
      render: (row) => (
        <>
          {row.description}
          {/* Phones drop the quantity and price columns; the line still says how it adds up. */}
          <PhoneOnly>
            {row.quantity} × {money(row.price)}
          </PhoneOnly>
        </>
      ),
    },
    { key: 'quantity', label: 'Quantity', align: 'right', hideBelow: 'sm' },
    { key: 'price', label: 'Price', align: 'right', hideBelow: 'sm', render: (row) => money(row.price) },
    { key: 'total', label: 'Total', align: 'right', render: (row) => money(row.total) },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      label: 'Actions',
      hideLabel: true,
      align: 'right',
      render: (row) => (
        <RowButtons>
          <Button variant="ghost" size="sm" onClick={() => setDraft(draftOf(row))} aria-label={`Edit ${row.description}`}>
            Edit
          </Button>
          <Button variant="ghost" size="sm" onClick={() => setRemoving(row)} aria-label={`Delete ${row.description}`} disabled={invoice.lineItems.length <= 1}>
            Delete
          </Button>
        </RowButtons>
      ),
    });
  }
  return (
    <Card title="Invoice Breakdown" flush>
      <DataTable caption="Invoice Breakdown" rows={invoice.lineItems} getRowId={(row) => row.id} emptyText="No Invoice Item found" columns={columns} />
      {editable && <LineItemsEditor invoiceId={invoice.id} draft={draft} onDraftChange={setDraft} removing={removing} onRemovingChange={setRemoving} />}
      <Totals>
        <dt>Sub Total</dt>
        <dd>{money(invoice.totals.subtotal)}</dd>
        <dt>Customer Processing Fee</dt>
        <dd>{money(invoice.totals.fee)}</dd>
        <dt>Total Amount</dt>
        <dd>{money(invoice.totals.total)}</dd>
      </Totals>
    </Card>
  );
}

export function AmountSections({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  return (
    <>
      <DisbursementDetails invoice={invoice} />
      <InvoiceBreakdown invoice={invoice} editable={canEditInvoiceSections(role, invoice.status)} />
      <Disbursements invoice={invoice} role={role} />
    </>
  );
}
