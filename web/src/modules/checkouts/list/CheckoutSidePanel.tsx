import { Badge, Button, Card, DescriptionList } from '@pg/ui-kit';
import { useNavigate } from 'react-router';

import { Amount, Row, Stack } from '../../app/components/page.styles';
import { TestBadge } from '../../test-mode/TestBadge';
import { checkoutDate, checkoutDetailsPath, checkoutMoney, checkoutStatusLabel, checkoutStatusTone } from '../format';
import type { CheckoutListItem } from '../graphql/checkouts';

/** The list's side summary of the selected checkout (spec 002 s2); on phones, the expanded row. */
export function CheckoutSidePanel({ checkout }: { checkout: CheckoutListItem }) {
  const navigate = useNavigate();
  return (
    <Card title={checkout.owner.name}>
      <Stack aria-label="Checkout summary">
        <Row>
          <Badge tone={checkoutStatusTone(checkout.status)}>{checkoutStatusLabel(checkout.status)}</Badge>
          <strong>{checkout.code}</strong>
          <TestBadge livemode={checkout.livemode} />
        </Row>
        <Amount>{checkoutMoney(checkout.amount, checkout.currency)}</Amount>
        <DescriptionList
          columns={2}
          items={[
            { label: 'Order Id', value: checkout.orderId ?? '—' },
            { label: 'Date Created', value: checkoutDate(checkout.createdAt) },
            { label: 'Date Paid', value: checkoutDate(checkout.paidAt) },
            { label: 'Customer Processing Fee', value: checkoutMoney(checkout.transactionFee, checkout.currency) },
            { label: 'Merchant Processing Fee', value: checkoutMoney(checkout.merchantProcessingFee, checkout.currency) },
            { label: 'Net', value: checkoutMoney(checkout.payable, checkout.currency) },
          ]}
        />
        <Button onClick={() => void navigate(checkoutDetailsPath(checkout.id))}>View Details</Button>
      </Stack>
    </Card>
  );
}
