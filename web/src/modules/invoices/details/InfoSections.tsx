import {
  canEditInvoiceSections,
  INVOICE_TYPE_LABELS,
  INVOICE_TYPE_OPTIONS,
  type InvoiceType,
  isoDate,
  type Role,
  validateInvoiceCustomer,
  validateInvoicePayment,
  validateInvoiceTrip,
} from '@pg/domain';

import { calendarDate, calendarInput, date, fromCalendarInput } from '../../app/format';
import type { InvoiceDetail } from '../graphql/fragments';
import { EditableSection } from './EditableSection';
import { useInvoiceMutations } from './useInvoiceMutations';

interface Props {
  invoice: InvoiceDetail;
  role: Role;
}

/** Customer, Payment and Trip Information: editable by merchant editors until paid, disbursed or void. */
export function InfoSections({ invoice, role }: Props) {
  // Called as a method: the hook's functions are object methods, not free-standing functions.
  const mutations = useInvoiceMutations();
  const editable = canEditInvoiceSections(role, invoice.status);
  const id = invoice.id;

  return (
    <>
      <EditableSection
        title="Customer Information"
        editable={editable}
        items={[
          { label: 'Group Name', value: invoice.name },
          { label: 'Given Name', value: invoice.recipientName },
          { label: 'Surname', value: invoice.recipientSurName },
          { label: 'E-mail', value: invoice.recipientEmail },
        ]}
        fields={[
          { name: 'name', label: 'Group Name' },
          { name: 'recipientName', label: 'Given Name' },
          { name: 'recipientSurName', label: 'Surname' },
          { name: 'recipientEmail', label: 'E-mail', kind: 'email' },
        ]}
        initial={{
          name: invoice.name,
          recipientName: invoice.recipientName,
          recipientSurName: invoice.recipientSurName,
          recipientEmail: invoice.recipientEmail,
        }}
        validate={validateInvoiceCustomer}
        onSave={(v) => mutations.update({ id, ...v })}
      />
      <EditableSection
        title="Payment Information"
        editable={editable}
        items={[
          { label: 'Invoice Type', value: INVOICE_TYPE_LABELS[invoice.type] },
          { label: 'Internal Invoice ID', value: invoice.merchantPO || '—' },
          { label: 'Merchant Processing Fee', value: `${invoice.merchantProcessingFee.toFixed(2)}%` },
          { label: 'Date Created', value: date(invoice.createdAt) },
          { label: 'Date Paid', value: date(invoice.paidAt) },
          { label: 'Estimated Disbursement Date', value: calendarDate(invoice.estimatedDisbursementDate) },
          { label: 'Actual Disbursement Date', value: calendarDate(invoice.actualDisbursementDate) },
          ...(invoice.disbursedBy ? [{ label: 'Disbursed By', value: invoice.disbursedBy.name }] : []),
        ]}
        fields={[
          { name: 'type', label: 'Invoice Type', kind: 'select', options: INVOICE_TYPE_OPTIONS },
          { name: 'merchantPO', label: 'Internal Invoice ID' },
          { name: 'merchantProcessingFee', label: 'Merchant Processing Fee (%)', kind: 'number', step: '0.01' },
        ]}
        initial={{
          type: invoice.type,
          merchantPO: invoice.merchantPO ?? '',
          merchantProcessingFee: invoice.merchantProcessingFee.toFixed(2),
        }}
        validate={(v) => validateInvoicePayment(v)}
        onSave={(v) => mutations.update({ id, type: v.type as InvoiceType, merchantPO: v.merchantPO, merchantProcessingFee: Number(v.merchantProcessingFee) })}
      />
      <EditableSection
        title="Trip Information"
        editable={editable}
        items={[
          { label: 'Date Of Service', value: calendarDate(invoice.dateOfService) },
          { label: 'Date Of Arrival', value: calendarDate(invoice.dateOfArrival) },
          { label: '# of Pax', value: invoice.numberOfPax },
        ]}
        fields={[
          { name: 'dateOfService', label: 'Date Of Service', kind: 'date' },
          { name: 'dateOfArrival', label: 'Date Of Arrival', kind: 'date' },
          { name: 'numberOfPax', label: '# of Pax', kind: 'number', step: '1' },
        ]}
        initial={{
          dateOfService: calendarInput(invoice.dateOfService),
          dateOfArrival: calendarInput(invoice.dateOfArrival),
          numberOfPax: String(invoice.numberOfPax),
        }}
        // Past dates are refused for Pre Trip Payment only when a new date is chosen (as the API does).
        validate={(v) =>
          validateInvoiceTrip(
            { type: invoice.type, dateOfService: v.dateOfService, numberOfPax: v.numberOfPax },
            v.dateOfService !== calendarInput(invoice.dateOfService) ? isoDate(new Date()) : undefined,
          )
        }
        onSave={(v) =>
          mutations.update({
            id,
            dateOfService: fromCalendarInput(v.dateOfService),
            dateOfArrival: v.dateOfArrival ? fromCalendarInput(v.dateOfArrival) : null,
            numberOfPax: Number(v.numberOfPax),
          })
        }
      />
    </>
  );
}
