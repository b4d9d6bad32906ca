import { PAYMENT_SOMETHING_WENT_WRONG_MESSAGE } from '@pg/domain';
import { Button, Spinner } from '@pg/ui-kit';
import { useCallback, useEffect, useState } from 'react';
import logoUrl from '../../../assets/logo.svg';
import { PayGraphQLError } from '../graphql/payClient';
import { GENERATE_INVOICE_PAYMENT_INTENT, GET_STRIPE_PUBLISHABLE_KEY, PAY_CARDS, PAY_INVOICE_DETAIL } from '../graphql/payments';
import type { PayCard, PayInvoiceDetail } from '../graphql/types';
import { usePayGraphQL, usePayQuery } from '../hooks/usePayGraphQL';
import { usePayInvoice } from '../hooks/usePayInvoice';
import { InvoiceSummaryPanel } from './InvoiceSummaryPanel';
import { money } from './money';
import { payability } from './payability';
import { PaymentForm } from './PaymentForm';
import { AmountDue, Brand, Heading, Main, Page, Status } from './payments.styles';

export const OPEN_DETAILS_LABEL = 'View invoice and payment details';
const CARDS_FIRST = 100;
const NOT_FOUND_PATH = '/404';
const NO_VARIABLES = {};

/** The card form wired to payInvoice and generateInvoicePaymentIntent. */
function InvoicePaymentForm(props: { invoice: PayInvoiceDetail; accessKey: string; cards: readonly PayCard[]; stripePublishableKey: string | null; onPaid(): void }) {
  const { invoice, accessKey } = props;
  const client = usePayGraphQL();
  const payment = usePayInvoice(invoice.id, accessKey);
  const generateIntent = useCallback(
    async () => (await client.request(GENERATE_INVOICE_PAYMENT_INTENT, { invoiceId: invoice.id, accessKey })).generateInvoicePaymentIntent ?? null,
    [accessKey, client, invoice.id],
  );
  return (
    <PaymentForm
      total={invoice.totals.total}
      cards={props.cards}
      stripePublishableKey={props.stripePublishableKey}
      clientSecret={invoice.stripePaymentIntentClientSecret}
      generateIntent={generateIntent}
      payment={payment}
      onPaid={props.onPaid}
    />
  );
}

/** Wide screens show the details beside the form; phones open them on demand. */
const startsOpen = (): boolean => typeof window.matchMedia !== 'function' || window.matchMedia('(min-width: 768px)').matches;

/** The customer's invoice pay page body (spec 000, Customer invoice payment page). */
export function PayInvoiceView({ accessKey }: { accessKey: string }) {
  const invoiceQuery = usePayQuery(PAY_INVOICE_DETAIL, { accessKey });
  const cardsQuery = usePayQuery(PAY_CARDS, { first: CARDS_FIRST });
  // The provider's publishable key comes first (spec); null means Stripe is not configured.
  const keyQuery = usePayQuery(GET_STRIPE_PUBLISHABLE_KEY, NO_VARIABLES);
  // An unknown access key goes to the app's not-found page (spec 000 section 8), a full page load
  // since this page runs outside the app.
  const notFound = PayGraphQLError.is(invoiceQuery.error) && invoiceQuery.error.hasCode('NOT_FOUND');
  useEffect(() => {
    if (notFound) window.location.replace(NOT_FOUND_PATH);
  }, [notFound]);
  const [panelOpen, setPanelOpen] = useState(startsOpen);
  const [paid, setPaid] = useState(false);

  const invoice = invoiceQuery.data?.invoice;
  const loading = invoiceQuery.loading || cardsQuery.loading || keyQuery.loading;

  if (loading && !invoice) {
    return (
      <Page $panelOpen={false}>
        <Main>
          <Spinner label="Loading invoice" />
        </Main>
      </Page>
    );
  }
  if (!invoice) {
    return (
      <Page $panelOpen={false}>
        <Main>
          <Status role="alert">
            <h2>Invoice Payment</h2>
            <p>{PAYMENT_SOMETHING_WENT_WRONG_MESSAGE}</p>
          </Status>
        </Main>
      </Page>
    );
  }

  const state = payability(invoice);
  return (
    <Page $panelOpen={panelOpen}>
      <Main>
        <Brand>
          <img src={logoUrl} alt="Payment gateway" />
          {!panelOpen && (
            <Button variant="secondary" size="sm" onClick={() => setPanelOpen(true)}>
              {OPEN_DETAILS_LABEL}
            </Button>
          )}
        </Brand>
        <Heading>
          <h1>Invoice Payment</h1>
          <p>
            {invoice.owner.name} · {invoice.code}
          </p>
        </Heading>
        <AmountDue>
          <span>Total Amount</span>
          <strong>{money(invoice.totals.total)}</strong>
        </AmountDue>
        {paid && (
          <Status role="status">
            <h2>Payment Successful</h2>
            <p>Thank you! Your payment of {money(invoice.totals.total)} to {invoice.owner.name} has been received.</p>
          </Status>
        )}
        {!paid && state.kind === 'paid' && (
          <Status role="status">
            <h2>Invoice Paid</h2>
            <p>This invoice has already been paid. Thank you!</p>
          </Status>
        )}
        {!paid && state.kind === 'refused' && (
          <Status role="alert">
            <h2>This invoice cannot be paid</h2>
            <p>{state.message}</p>
          </Status>
        )}
        {!paid && state.kind === 'payable' && (
          <InvoicePaymentForm
            invoice={invoice}
            accessKey={accessKey}
            cards={cardsQuery.data?.cards ?? []}
            stripePublishableKey={keyQuery.data?.getStripePublishableKey ?? null}
            onPaid={() => setPaid(true)}
          />
        )}
      </Main>
      {panelOpen && <InvoiceSummaryPanel invoice={invoice} onClose={() => setPanelOpen(false)} />}
    </Page>
  );
}
