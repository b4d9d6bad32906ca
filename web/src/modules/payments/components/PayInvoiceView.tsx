import { Button } from '@pg/ui-kit';
import { useCallback, useState } from 'react';

import type { PayCard, PayInvoiceDetail } from '../graphql/payments';
import { GENERATE_INVOICE_PAYMENT_INTENT, GET_STRIPE_PUBLISHABLE_KEY, PAY_CARDS, PAY_INVOICE_DETAIL } from '../graphql/payments';
import { usePayGraphQL, usePayQuery } from '../hooks/usePayGraphQL';
import { usePayInvoice } from '../hooks/usePayInvoice';
import { InvoiceSummaryPanel } from './InvoiceSummaryPanel';
import { payability } from './payability';
import { PaymentForm } from './PaymentForm';
import { Main, Page, Status } from './payments.styles';
import { PayHeader, PayLoading, PayUnavailable, useDetailsPanel, useNotFoundRedirect } from './PayPageParts';
import { PaySuccess } from './PayReassurance';

export const OPEN_DETAILS_LABEL = 'View invoice and payment details';
const CARDS_FIRST = 100;
const NO_VARIABLES = {};

/** The card form wired to payInvoice and generateInvoicePaymentIntent. */
function InvoicePaymentForm(props: {
  invoice: PayInvoiceDetail;
  accessKey: string;
  cards: readonly PayCard[];
  stripePublishableKey: string | null;
  onPaid: () => void;
}) {
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
      merchant={invoice.owner.name}
      cards={props.cards}
      stripePublishableKey={props.stripePublishableKey}
      clientSecret={invoice.stripePaymentIntentClientSecret}
      generateIntent={generateIntent}
      payment={payment}
      onPaid={props.onPaid}
    />
  );
}

/** The customer's invoice pay page body (spec 000, Customer invoice payment page). */
export function PayInvoiceView({ accessKey }: { accessKey: string }) {
  const invoiceQuery = usePayQuery(PAY_INVOICE_DETAIL, { accessKey });
  const cardsQuery = usePayQuery(PAY_CARDS, { first: CARDS_FIRST });
  // The provider's publishable key comes first (spec); null means Stripe is not configured.
  const keyQuery = usePayQuery(GET_STRIPE_PUBLISHABLE_KEY, NO_VARIABLES);
  useNotFoundRedirect(invoiceQuery.error);
  const [panelOpen, setPanelOpen] = useDetailsPanel();
  const [paid, setPaid] = useState(false);

  const invoice = invoiceQuery.data?.invoice;
  const loading = invoiceQuery.loading || cardsQuery.loading || keyQuery.loading;

  if (loading && !invoice) return <PayLoading title="Invoice Payment" label="Loading invoice" />;
  if (!invoice) return <PayUnavailable title="Invoice Payment" />;

  const state = payability(invoice);
  return (
    <Page $panelOpen={panelOpen}>
      <Main>
        <PayHeader
          title="Invoice Payment"
          ownerName={invoice.owner.name}
          code={invoice.code}
          total={invoice.totals.total}
          // Once paid, the way to the invoice is in the success state.
          panelOpen={panelOpen || paid}
          openLabel={OPEN_DETAILS_LABEL}
          onOpenPanel={() => setPanelOpen(true)}
        />
        {paid && (
          <PaySuccess amount={invoice.totals.total} merchant={invoice.owner.name} reference={invoice.code} receiptEmail={invoice.recipientEmail || null}>
            {!panelOpen && (
              <Button variant="secondary" onClick={() => setPanelOpen(true)}>
                {OPEN_DETAILS_LABEL}
              </Button>
            )}
          </PaySuccess>
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
          // eslint-disable-next-line jsx-a11y/no-access-key -- accessKey is this component's prop for the pay link's access key (spec 000), not the HTML accesskey shortcut
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
