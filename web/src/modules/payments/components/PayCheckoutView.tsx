import { CHECKOUT_STATUS_LABELS, CHECKOUT_UNEXPECTED_ERROR_MESSAGE, checkoutPayRefusal, formatDate } from '@pg/domain';
import { Button } from '@pg/ui-kit';
import { useCallback, useEffect, useState } from 'react';

import type { PayCheckoutDetail } from '../graphql/checkout';
import { CANCEL_WEB_PAYMENT, GENERATE_WEB_PAYMENT_PAYMENT_INTENT, GET_WEB_PAYMENT_RESPONSE_URL, PAY_CHECKOUT_DETAIL } from '../graphql/checkout';
import { PayGraphQLError } from '../graphql/payClient';
import type { PayCard } from '../graphql/payments';
import { GET_STRIPE_PUBLISHABLE_KEY, PAY_CARDS } from '../graphql/payments';
import { usePayCheckout } from '../hooks/usePayCheckout';
import { usePayGraphQL, usePayQuery } from '../hooks/usePayGraphQL';
import { CHECKOUT_REDIRECT_MS, checkoutErrorMessage, responseUrlWithCustomer } from '../logic/checkoutRedirect';
import { sandboxRoutes } from '../logic/gatewayChoice';
import { CheckoutSummaryPanel } from './CheckoutSummaryPanel';
import { money } from './money';
import { PaymentForm } from './PaymentForm';
import { CardError, Main, Page, Status } from './payments.styles';
import { PayHeader, PayLoading, PayUnavailable, useDetailsPanel, useNotFoundRedirect } from './PayPageParts';
import { PaySuccess } from './PayReassurance';

export const OPEN_CHECKOUT_DETAILS_LABEL = 'View checkout and payment details';
const NO_VARIABLES = {};

/** Where the page sends the customer, and why (paid or cancelled). */
type Leaving = { kind: 'paid' | 'cancelled'; url: string; receiptEmail?: string | null };

/** Navigates away after the spec's 5 seconds; `navigate` is swappable for tests. */
function useRedirect(leaving: Leaving | null, navigate: (url: string) => void): void {
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => navigate(leaving.url), CHECKOUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [leaving, navigate]);
}

const goTo = (url: string) => window.location.assign(url);

export const TEST_CHECKOUT_NOTE = 'no real card is charged. Use a Sandbox test card such as 4242 4242 4242 4242.';

/** The customer's checkout page body (spec 000, Checkout page). */
export function PayCheckoutView({ accessKey, navigate = goTo }: { accessKey: string; navigate?: (url: string) => void }) {
  const checkoutQuery = usePayQuery(PAY_CHECKOUT_DETAIL, { accessKey });
  const cardsQuery = usePayQuery(PAY_CARDS, { first: 100 });
  const keyQuery = usePayQuery(GET_STRIPE_PUBLISHABLE_KEY, NO_VARIABLES);
  useNotFoundRedirect(checkoutQuery.error);
  const [panelOpen, setPanelOpen] = useDetailsPanel();
  const [leaving, setLeaving] = useState<Leaving | null>(null);
  useRedirect(leaving, navigate);

  const checkout = checkoutQuery.data?.webPayment;
  if ((checkoutQuery.loading || cardsQuery.loading || keyQuery.loading) && !checkout) return <PayLoading title="Checkout" label="Loading checkout" />;
  if (!checkout) return <PayUnavailable title="Checkout" />;

  const refusal =
    checkoutPayRefusal(checkout.status) ?? (checkout.owner.blockTransactions ? 'This merchant is not accepting payments at the moment.' : undefined);
  return (
    <Page $panelOpen={panelOpen}>
      <Main>
        <PayHeader
          title="Checkout"
          ownerName={checkout.owner.name}
          code={checkout.code}
          total={checkout.total}
          panelOpen={panelOpen}
          openLabel={OPEN_CHECKOUT_DETAILS_LABEL}
          onOpenPanel={() => setPanelOpen(true)}
        />
        <p data-testid="checkout-facts">
          Fee {money(checkout.transactionFee)} · Status {CHECKOUT_STATUS_LABELS[leaving?.kind ?? checkout.status]}
          {checkout.paidAt ? ` · Date Paid ${formatDate(checkout.paidAt)}` : ''}
        </p>
        {!checkout.livemode && (
          <p data-testid="checkout-test-mode">
            <strong>Test mode:</strong> {TEST_CHECKOUT_NOTE}
          </p>
        )}
        {leaving?.kind === 'paid' && (
          <PaySuccess amount={checkout.total} merchant={checkout.owner.name} reference={checkout.code} receiptEmail={leaving.receiptEmail ?? null}>
            <p>You will be redirected back to {checkout.owner.name} in 5 seconds.</p>
          </PaySuccess>
        )}
        {leaving?.kind === 'cancelled' && (
          <Status role="status">
            <h2>Checkout Cancelled</h2>
            <p>No payment was taken. You will be redirected back to {checkout.owner.name} in 5 seconds.</p>
          </Status>
        )}
        {!leaving && refusal && (
          <Status role="status">
            <h2>{checkout.status === 'paid' || checkout.status === 'disbursed' ? 'Checkout Paid' : 'This checkout cannot be paid'}</h2>
            <p>{refusal}</p>
          </Status>
        )}
        {!leaving && !refusal && (
          // eslint-disable-next-line jsx-a11y/no-access-key -- accessKey is this component's prop for the pay link's access key (spec 000), not the HTML accesskey shortcut
          <CheckoutPaymentForm
            checkout={checkout}
            accessKey={accessKey}
            cards={checkout.livemode ? (cardsQuery.data?.cards ?? []) : sandboxRoutes(cardsQuery.data?.cards ?? [])}
            stripePublishableKey={keyQuery.data?.getStripePublishableKey ?? null}
            onLeave={setLeaving}
          />
        )}
      </Main>
      {panelOpen && <CheckoutSummaryPanel checkout={checkout} onClose={() => setPanelOpen(false)} />}
    </Page>
  );
}

interface CheckoutPaymentFormProps {
  checkout: PayCheckoutDetail;
  accessKey: string;
  cards: readonly PayCard[];
  stripePublishableKey: string | null;
  onLeave: (leaving: Leaving) => void;
}

/** The shared card form wired to payWebPayment, with the checkout's Cancel (cancelWebPayment). */
function CheckoutPaymentForm({ checkout, accessKey, cards, stripePublishableKey, onLeave }: CheckoutPaymentFormProps) {
  const client = usePayGraphQL();
  const payment = usePayCheckout(checkout.id, accessKey);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const generateIntent = useCallback(
    async () => (await client.request(GENERATE_WEB_PAYMENT_PAYMENT_INTENT, { webPaymentId: checkout.id, accessKey })).generateWebPaymentPaymentIntent ?? null,
    [accessKey, checkout.id, client],
  );
  const onPaid = useCallback(
    (customerName: string, customerEmail: string | null) => {
      // getWebPaymentResponseUrl (spec 000 s7): where the merchant wants the customer back.
      void client
        .request(GET_WEB_PAYMENT_RESPONSE_URL, { accessKey })
        .then((r) => r.getWebPaymentResponseUrl.responseUrl)
        .catch(() => null)
        .then((url) => url && onLeave({ kind: 'paid', url: responseUrlWithCustomer(url, customerName), receiptEmail: customerEmail }));
    },
    [accessKey, client, onLeave],
  );
  const cancel = async () => {
    setCancelling(true);
    setCancelError(null);
    try {
      const r = await client.request(CANCEL_WEB_PAYMENT, { webPaymentId: checkout.id, accessKey });
      onLeave({ kind: 'cancelled', url: r.cancelWebPayment.cancelUrl });
    } catch (error) {
      setCancelError(PayGraphQLError.is(error) ? checkoutErrorMessage(error) : CHECKOUT_UNEXPECTED_ERROR_MESSAGE);
      setCancelling(false);
    }
  };
  return (
    <>
      <PaymentForm
        total={checkout.total}
        merchant={checkout.owner.name}
        cards={cards}
        stripePublishableKey={stripePublishableKey}
        clientSecret={null}
        generateIntent={generateIntent}
        payment={payment}
        askEmail
        onPaid={onPaid}
        secondaryAction={
          <Button
            type="button"
            variant="secondary"
            fullWidth
            loading={cancelling}
            disabled={cancelling || payment.phase === 'paying'}
            onClick={() => void cancel()}
          >
            Cancel
          </Button>
        }
      />
      {cancelError && <CardError role="alert">{cancelError}</CardError>}
    </>
  );
}
