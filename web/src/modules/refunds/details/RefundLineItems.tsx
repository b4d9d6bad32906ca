import { Card } from '@pg/ui-kit';

import { SimpleTable, Totals } from '../../app/components/page.styles';
import { money } from '../format';
import type { RefundDetail } from '../graphql/refunds';

/** Read-only line items with the stored totals (the server computed them). */
export function RefundLineItems({ refund }: { refund: RefundDetail }) {
  return (
    <Card title="Line Items">
      <SimpleTable aria-label="Refund line items">
        <thead>
          <tr>
            <th>Description</th>
            <th className="num">Amount</th>
          </tr>
        </thead>
        <tbody>
          {refund.lineItems.map((line) => (
            <tr key={line.id}>
              <td>{line.description}</td>
              <td className="num">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </SimpleTable>
      <Totals aria-label="Refund totals">
        <dt>Sub Total</dt>
        <dd>{money(refund.totals.subtotal)}</dd>
        <dt>Processing Fee</dt>
        <dd>{money(refund.totals.fee)}</dd>
        <dt className="total">Refund Total</dt>
        <dd className="total">{money(refund.totals.total)}</dd>
      </Totals>
    </Card>
  );
}
