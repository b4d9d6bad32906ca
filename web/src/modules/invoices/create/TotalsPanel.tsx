import { formatMoney, formatPercent, type InvoiceTotals } from '@pg/domain';

import { Totals } from './create.styles';

interface Props {
  totals: InvoiceTotals;
  merchantFeeBps: number;
}

/** Live figures of the draft (spec 000 s9); every number comes from domain fees.ts. */
export function TotalsPanel({ totals, merchantFeeBps }: Props) {
  return (
    <Totals aria-label="Invoice totals">
      <dt>Sub Total</dt>
      <dd data-testid="total-subtotal">{formatMoney(totals.subtotalCents)}</dd>
      <dt>Customer Processing Fee</dt>
      <dd data-testid="total-fee">{formatMoney(totals.customerFeeCents)}</dd>
      <dt className="total">Total Amount</dt>
      <dd className="total" data-testid="total-total">
        {formatMoney(totals.totalCents)}
      </dd>
      <dt className="ruled">Merchant Processing Fee ({formatPercent(merchantFeeBps)})</dt>
      <dd className="ruled" data-testid="total-merchant-fee">
        {formatMoney(totals.merchantFeeCents)}
      </dd>
      <dt>Disbursements</dt>
      <dd data-testid="total-disbursements">{formatMoney(totals.disbursementsCents)}</dd>
      <dt className="total">Net</dt>
      <dd className="total" data-testid="total-net">
        {formatMoney(totals.netCents)}
      </dd>
    </Totals>
  );
}
