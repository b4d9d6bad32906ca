import { useMutation, useQuery } from '@apollo/client/react';
import { canDisburseCheckout, canInitiateCheckoutRefund, canSeeField, formatDateTime, processorLabel, type Role } from '@pg/domain';
import { Avatar, Badge, Breadcrumb, Button, Card, Collapsible, ConfirmDialog, DescriptionList, Spinner, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Row, SimpleTable } from '../../app/components/page.styles';
import { declineClassLabel } from '../../app/declineClass';
import { useIsMobile } from '../../app/hooks/useIsMobile';
import { useSignedInSession } from '../../app/session/SessionContext';
import { Columns, Page, Stack, TitleRow } from '../../invoices/details/InvoiceDetails.styles';
import { ProcessTimeline } from '../../process-timeline/ProcessTimeline';
import { refundInitiatePath } from '../../refunds/format';
import { TestBadge } from '../../test-mode/TestBadge';
import { checkoutDate, checkoutMoney, checkoutStatusLabel, checkoutStatusTone } from '../format';
import { type CheckoutDetail, DISBURSE_WEB_PAYMENT, WEB_PAYMENT } from '../graphql/checkouts';

export const DISBURSE_CONFIRM = 'Are you sure you want to disburse this checkout?';
export const DISBURSED_MESSAGE = 'Checkout Disbursed Successfully';

/** Checkout detail (spec 002 s2, /checkouts/{id}). */
export function CheckoutDetails({ id }: { id: string }) {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const { data, loading, refetch } = useQuery(WEB_PAYMENT, { variables: { id } });
  const checkout = data?.webPayment;
  return (
    <Page aria-labelledby="checkout-detail-title">
      <Breadcrumb
        items={[{ label: 'Checkouts', href: '/checkouts', onClick: () => void navigate('/checkouts') }, { label: checkout?.code ?? 'Checkout Detail' }]}
      />
      <TitleRow>
        <h1 id="checkout-detail-title">Checkout Detail</h1>
      </TitleRow>
      {!checkout ? (
        loading && <Spinner label="Loading checkout" />
      ) : (
        <Columns>
          <Stack>
            <CheckoutHeader checkout={checkout} />
            <CheckoutInfo checkout={checkout} role={user.role} />
            <Card title="Disbursement Details">
              <DescriptionList
                columns={3}
                items={[
                  { label: 'Amount', value: checkoutMoney(checkout.amount, checkout.currency) },
                  { label: 'Merchant Processing Fee', value: checkoutMoney(checkout.merchantProcessingFee, checkout.currency) },
                  { label: 'Net', value: checkoutMoney(checkout.payable, checkout.currency) },
                ]}
              />
            </Card>
            <Card>
              <Collapsible title="View Transaction History">
                <TransactionHistory checkout={checkout} />
              </Collapsible>
            </Card>
            <ProcessTimeline kind="CHECKOUT" id={checkout.id} watch={checkout.status} onChange={() => void refetch()} />
          </Stack>
          <CheckoutActions checkout={checkout} role={user.role} />
        </Columns>
      )}
    </Page>
  );
}

function CheckoutHeader({ checkout }: { checkout: CheckoutDetail }) {
  const logo = checkout.owner.logo[0];
  return (
    <Card>
      <Row style={{ flexWrap: 'wrap', gap: 16 }}>
        <Avatar name={checkout.owner.name} url={logo?.cloudFrontUrl || logo?.url} size={48} />
        <h2 style={{ margin: 0, fontSize: 20 }}>{checkout.owner.name}</h2>
        <Badge tone={checkoutStatusTone(checkout.status)}>{checkoutStatusLabel(checkout.status)}</Badge>
        <TestBadge livemode={checkout.livemode} />
        <strong aria-label="Checkout ID" style={{ marginLeft: 'auto', fontSize: 18 }}>
          {checkout.code}
        </strong>
      </Row>
      <DescriptionList
        items={[
          { label: 'E-mail', value: checkout.owner.email || '—' },
          { label: 'Phone', value: checkout.owner.phoneNumber || '—' },
        ]}
      />
    </Card>
  );
}

function CheckoutInfo({ checkout, role }: { checkout: CheckoutDetail; role: Role }) {
  const items = [
    { label: 'Order Id', value: checkout.orderId ?? '—' },
    { label: 'Date Created', value: checkoutDate(checkout.createdAt) },
    { label: 'Date Paid', value: checkoutDate(checkout.paidAt) },
    { label: 'Checkout Amount', value: checkoutMoney(checkout.amount, checkout.currency) },
    { label: 'Response Url', value: <span style={{ wordBreak: 'break-all' }}>{checkout.responseUrl}</span> },
    { label: 'Cancel Url', value: <span style={{ wordBreak: 'break-all' }}>{checkout.cancelUrl}</span> },
  ];
  if (canSeeField(role, 'WebPayment.gatewayTransactionId')) items.push({ label: 'Transaction #', value: checkout.gatewayTransactionId || '—' });
  return (
    <Card title="Checkout Details">
      <DescriptionList items={items} />
      {checkout.metadata.length > 0 && (
        <>
          <h3 style={{ fontSize: 15, margin: '16px 0 8px' }}>Metadata</h3>
          <DescriptionList items={checkout.metadata.map((m) => ({ label: m.key, value: m.value }))} />
        </>
      )}
    </Card>
  );
}

function TransactionHistory({ checkout }: { checkout: CheckoutDetail }) {
  if (checkout.payments.length === 0) return <p>No payment attempts yet.</p>;
  return (
    <SimpleTable>
      <thead>
        <tr>
          <th>Date</th>
          <th>Charge ID</th>
          <th>Processor</th>
          <th>Amount</th>
          <th>Status</th>
          <th>Failure</th>
          <th>Decline Class</th>
        </tr>
      </thead>
      <tbody>
        {checkout.payments.map((p) => (
          <tr key={p.id}>
            <td>{formatDateTime(p.createdAt)}</td>
            <td>{p.chargeId ?? '—'}</td>
            <td>{processorLabel(p.processor)}</td>
            <td>{checkoutMoney(p.amount, checkout.currency)}</td>
            <td>{p.status}</td>
            <td>{p.failMessage ? `${p.failMessage}${p.failCode ? ` (${p.failCode})` : ''}` : '—'}</td>
            <td>{declineClassLabel(p.declineClass)}</td>
          </tr>
        ))}
      </tbody>
    </SimpleTable>
  );
}

/** Initiate Refund and Disburse with spec 002 s4's rules (Disburse confirmed first). */
function CheckoutActions({ checkout, role }: { checkout: CheckoutDetail; role: Role }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const mobile = useIsMobile();
  const [disburse, disbursing] = useMutation(DISBURSE_WEB_PAYMENT);
  const onDisburse = () =>
    void disburse({ variables: { id: checkout.id } }).then(
      () => {
        toast.success(DISBURSED_MESSAGE);
        setConfirming(false);
      },
      () => setConfirming(false),
    );
  return (
    <Card title="Checkout Actions">
      <Stack>
        <Button
          variant="secondary"
          disabled={!canInitiateCheckoutRefund(role, checkout.status, { mobile })}
          onClick={() => void navigate(refundInitiatePath(checkout.id, 'checkout'))}
        >
          Initiate Refund
        </Button>
        {/* A test checkout (test mode) is never paid out. */}
        <Button disabled={!checkout.livemode || !canDisburseCheckout(role, checkout.status)} onClick={() => setConfirming(true)}>
          Disburse
        </Button>
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Disburse"
        message={DISBURSE_CONFIRM}
        loading={disbursing.loading}
        onConfirm={onDisburse}
        onCancel={() => setConfirming(false)}
      />
    </Card>
  );
}
