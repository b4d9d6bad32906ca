import { useMutation } from '@apollo/client/react';
import { canEditPayouts, canSeePayouts, centsToDecimal, parseCents, type Role, TEXT_MAX_LENGTH, validatePayout } from '@pg/domain';
import { Button, Card, ConfirmDialog, DataTable, TextField } from '@pg/ui-kit';
import { type FormEvent, useState } from 'react';

import { graphql } from '../../../gql';
import { calendarDate, fromCalendarInput, money } from '../../app/format';
import type { InvoiceDetail, InvoicePayout } from '../graphql/fragments';
import { DELETE_INVOICE_PAYOUT, SAVE_INVOICE_PAYOUT } from '../graphql/invoices';
import { Inline } from './InvoiceDetails.styles';
import { INVOICE_REFETCH } from './useInvoiceMutations';

/** What the payouts table reads of each payout (spread into the Invoice query and saveInvoicePayout). */
export const PAYOUT_FIELDS = graphql(`
  fragment PayoutFields on Payout {
    id
    amount
    remarks
    payoutDate
  }
`);

const EMPTY = { amount: '', remarks: '', payoutDate: '' };

/** Payouts (bank and platform roles see them; the platform role records and deletes them). */
export function Payouts({ invoice, role }: { invoice: InvoiceDetail; role: Role }) {
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [removing, setRemoving] = useState<InvoicePayout | null>(null);
  const [save, saveState] = useMutation(SAVE_INVOICE_PAYOUT, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  const [remove, removeState] = useMutation(DELETE_INVOICE_PAYOUT, { refetchQueries: INVOICE_REFETCH, awaitRefetchQueries: true });
  if (!canSeePayouts(role)) return null;
  const editable = canEditPayouts(role);

  const cents = parseCents(values.amount);
  // The API's own rules (domain validatePayout): the same words before and after sending.
  const errors = validatePayout(values);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.amount || errors.payoutDate || errors.remarks || cents === undefined) return;
    try {
      await save({
        variables: {
          payout: {
            invoiceId: invoice.id,
            amount: centsToDecimal(cents),
            remarks: values.remarks.trim() || undefined,
            payoutDate: fromCalendarInput(values.payoutDate),
          },
        },
      });
      setValues(EMPTY);
      setSubmitted(false);
    } catch {
      // toasted by the error policy
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove({ variables: { id: removing.id } });
    } catch {
      // toasted by the error policy
    }
    setRemoving(null);
  };

  return (
    <Card title="Payouts" flush>
      <DataTable
        caption="Payouts"
        rows={invoice.payouts}
        getRowId={(row) => row.id}
        emptyText="No Payouts found"
        columns={[
          { key: 'payoutDate', label: 'Payout Date', render: (row) => calendarDate(row.payoutDate) },
          { key: 'remarks', label: 'Remarks', render: (row) => row.remarks || '—' },
          { key: 'amount', label: 'Amount', align: 'right', render: (row) => money(row.amount) },
          ...(editable
            ? [
                {
                  key: 'actions',
                  label: 'Actions',
                  hideLabel: true,
                  align: 'right' as const,
                  render: (row: InvoicePayout) => (
                    <Button variant="ghost" size="sm" onClick={() => setRemoving(row)}>
                      Delete
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && (
        <form aria-label="Add payout" noValidate onSubmit={(event) => void submit(event)}>
          <Inline>
            <TextField
              label="Amount"
              name="amount"
              inputMode="decimal"
              value={values.amount}
              onChange={(e) => setValues({ ...values, amount: e.target.value })}
              error={submitted ? errors.amount : undefined}
            />
            <TextField
              label="Payout Date"
              name="payoutDate"
              type="date"
              value={values.payoutDate}
              onChange={(e) => setValues({ ...values, payoutDate: e.target.value })}
              error={submitted ? errors.payoutDate : undefined}
            />
            <TextField
              label="Remarks"
              name="remarks"
              maxLength={TEXT_MAX_LENGTH}
              value={values.remarks}
              onChange={(e) => setValues({ ...values, remarks: e.target.value })}
              error={submitted ? errors.remarks : undefined}
            />
            <Button type="submit" loading={saveState.loading}>
              Add Payout
            </Button>
          </Inline>
        </form>
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Delete payout"
        message="Are you sure you want to delete this payout?"
        confirmVariant="danger"
        loading={removeState.loading}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      />
    </Card>
  );
}
