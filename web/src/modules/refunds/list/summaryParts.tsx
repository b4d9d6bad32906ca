import { formatMoney, type RefundParentType, toCents } from '@pg/domain';
import { Button, type ButtonProps } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { Row } from '../../app/components/page.styles';
import { money, parentPath } from '../format';

// Pieces the refund and dispute list summaries share: the payment lines of what they belong to,
// the links to their details and to that invoice or checkout, and their decision buttons.

interface ParentPayment {
  invoice: { code: string; totals: { total: number; subtotal: number } } | null;
  webPayment: { amount: number; transactionFee: number } | null;
}

/** Payment Information: invoice totals, or a checkout's amount plus its transaction fee (spec 001 s2). */
export function parentPaymentItems({ invoice, webPayment }: ParentPayment, { withInvoiceCode = false } = {}) {
  if (webPayment) {
    const amount = toCents(webPayment.amount);
    return [
      { label: 'Checkout Total', value: formatMoney(amount + toCents(webPayment.transactionFee)) },
      { label: 'Checkout Subtotal', value: formatMoney(amount) },
    ];
  }
  return [
    ...(withInvoiceCode ? [{ label: 'Invoice ID', value: invoice?.code ?? '—' }] : []),
    { label: 'Invoice Total', value: money(invoice?.totals.total) },
    { label: 'Subtotal', value: money(invoice?.totals.subtotal) },
  ];
}

interface SummaryLinksProps {
  detailsLabel: string;
  detailsPath: string;
  type: RefundParentType;
  /** The invoice's or checkout's id, if known. */
  parentId: string | undefined;
}

/** '… Details' and the Invoice / Checkout Details button. */
export function SummaryLinks({ detailsLabel, detailsPath, type, parentId }: SummaryLinksProps) {
  const navigate = useNavigate();
  return (
    <Row>
      <Button variant="secondary" onClick={() => void navigate(detailsPath)}>
        {detailsLabel}
      </Button>
      {parentId && (
        <Button variant="secondary" onClick={() => void navigate(parentPath(type, parentId))}>
          {type === 'checkout' ? 'Checkout Details' : 'Invoice Details'}
        </Button>
      )}
    </Row>
  );
}

interface SummaryActionsProps<TAction extends string> {
  buttons: { action: TAction; label: string; variant: ButtonProps['variant']; enabled: boolean }[];
  /** Where a button goes (the details page's ?action=, or the decline wizard). */
  pathOf: (action: TAction) => string;
}

/** The decisions open to the viewer, each opening its dialog or the decline wizard. */
export function SummaryActions<TAction extends string>({ buttons, pathOf }: SummaryActionsProps<TAction>) {
  const navigate = useNavigate();
  return (
    <Row>
      {buttons.map((button) => (
        <Button key={button.action} variant={button.variant} disabled={!button.enabled} onClick={() => void navigate(pathOf(button.action))}>
          {button.label}
        </Button>
      ))}
    </Row>
  );
}
