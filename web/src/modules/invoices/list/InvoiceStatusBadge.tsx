import { INVOICE_STATUS_LABELS, INVOICE_STATUS_TONES, type InvoiceStatus } from '@pg/domain';
import { Badge } from '@pg/ui-kit';

/** Paid and disbursed green, unpaid dark blue, void red (labels and tones from @pg/domain). */
export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  return <Badge tone={INVOICE_STATUS_TONES[status]}>{INVOICE_STATUS_LABELS[status]}</Badge>;
}
