import { INVOICE_ACTION_MESSAGES } from '@pg/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { PayCard, PayInvoiceDetail } from '../modules/payments/graphql/payments';
import type { AcceptGlobal, AcceptResponse } from '../modules/payments/logic/acceptJs';
import { PayApp } from '../PayApp';
import { type FakeResolver, graphQLError } from '../test/fakeLink';
import { fakePayFetch } from '../test/fakePayFetch';

const ACCESS_KEY = 'key_abc-123';

function invoiceFixture(overrides: Partial<PayInvoiceDetail> = {}): PayInvoiceDetail {
  return {
    __typename: 'Invoice',
    id: '12066a1f-5a39-4264-ba4d-9f4cd401a98f',
    code: 'INV-2026-000001',
    name: 'Playwright Trekkers',
    status: 'unpaid',
    recipientName: 'Jane',
    recipientSurName: 'Doe',
    recipientEmail: 'jane.doe@example.test',
    refundPolicyTerms: 'processingFeeNotRefunded',
    transactionFee: 96.4,
    stripePaymentIntentClientSecret: null,
    totals: { __typename: 'InvoiceTotalsType', subtotal: 3871.5, fee: 96.4, total: 3967.9 },
    lineItems: [
      { __typename: 'LineItem', id: 'l1', description: 'Seven day cultural tour', quantity: 3, price: 1250.5 },
      { __typename: 'LineItem', id: 'l2', description: 'Visa fee', quantity: 3, price: 40 },
    ],
    owner: {
      __typename: 'Organization',
      id: 'org-1',
      name: 'Druk Heritage Tours',
      email: 'hello@drukheritage.test',
      blockTransactions: false,
      refundPolicyLink: null,
    },
    ...overrides,
  };
}

const cards: PayCard[] = [
  { __typename: 'Card', id: 'c1', name: 'Mastercard', paymentGateway: { __typename: 'PaymentGateway', id: 'g1', name: 'sandbox' } },
  { __typename: 'Card', id: 'c2', name: 'Visa', paymentGateway: { __typename: 'PaymentGateway', id: 'g1', name: 'sandbox' } },
];

const paid = () => ({ data: { payInvoice: { __typename: 'PaymentResult', id: 'pay-1', status: 'succeeded', amount: 3967.9, platformFee: 193.2 } } });

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

// The pay page on its own entry (PayApp, as pay.html renders it) with a fake fetch: GraphQL on
// /api/graphql answered by operation name, the Sandbox processor's /sandbox/tokens.
function setup(payInvoice: FakeResolver = paid, invoice = invoiceFixture(), path = `/pay/${ACCESS_KEY}`) {
  const api = fakePayFetch({
    Invoice: () => ({ data: { invoice } }),
    Cards: () => ({ data: { cards } }),
    GetStripePublishableKey: () => ({ data: { getStripePublishableKey: null } }),
    PayInvoice: payInvoice,
  });
  (globalThis as { fetch?: unknown }).fetch = api.fetch;
  const view = render(<PayApp pathname={path} />);
  return { view: { ...view, calls: api.calls }, api, user: userEvent.setup() };
}

async function fillCard(user: ReturnType<typeof userEvent.setup>, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText('Card Number'), number);
  await user.type(screen.getByLabelText('Expiry Date'), '12/2030');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.type(screen.getByLabelText('Name on Card'), 'Jane Doe');
  await user.type(screen.getByLabelText('Zip Code'), '11001');
  await user.type(screen.getByLabelText('Phone Number'), '+975 17 000000');
}

const payButton = () => screen.getByRole('button', { name: /^Pay / });

describe('invoice pay page', () => {
  it('shows the invoice, the details panel and a disabled button until the form is complete', async () => {
    const { user } = setup();
    // The title is there while the invoice loads (pay.html paints the same before any script).
    expect(screen.getByRole('heading', { name: 'Invoice Payment' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading invoice' })).toBeInTheDocument();
    const panel = await screen.findByRole('complementary');
    expect(screen.getByRole('heading', { name: 'Invoice Payment' })).toBeInTheDocument();
    expect(document.title).toBe('Invoice Payment');
    expect(within(panel).getByText('Seven day cultural tour')).toBeInTheDocument();
    expect(within(panel).getByText('3 x $1,250.50')).toBeInTheDocument();
    expect(within(panel).getByText('$3,751.50')).toBeInTheDocument();
    expect(within(panel).getByText('Customer Processing Fee')).toBeInTheDocument();
    expect(within(panel).getByText('Total Amount')).toBeInTheDocument();
    expect(within(panel).getByText(/Processing fees are not refunded/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /Druk Heritage Tours/ })).toHaveAttribute('href', 'mailto:hello@drukheritage.test');
    expect(payButton()).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Close invoice and payment details' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View invoice and payment details' }));
    expect(screen.getByRole('complementary')).toBeInTheDocument();
  });

  it('validates the payer fields', async () => {
    const { user } = setup();
    await user.click(await screen.findByLabelText('Card Number'));
    await user.type(screen.getByLabelText('Card Number'), '4242');
    await user.tab();
    await user.type(screen.getByLabelText('Expiry Date'), '13/30');
    await user.tab();
    await user.click(screen.getByLabelText('Zip Code'));
    await user.tab();
    expect(screen.getByText('Invalid card number')).toBeInTheDocument();
    expect(screen.getByText('Expiry date must be MM/YYYY')).toBeInTheDocument();
    expect(screen.getByText('Zip code is required')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('tokenises the card with the processor only and pays with the token', async () => {
    const { view, api, user } = setup();
    await fillCard(user);
    // The brand is preselected from the number; it routes to the Sandbox.
    expect(screen.getByRole('combobox', { name: 'Card Type' })).toHaveTextContent('Visa');
    // Issue 50: the brand's mark in the number field, the processor and the secure line by the button.
    expect(screen.getByRole('img', { name: 'Visa' })).toBeInTheDocument();
    expect(screen.getByText(/Secure payment over an encrypted connection\. Your card is processed by the Sandbox test processor/)).toBeInTheDocument();
    expect(payButton()).toBeEnabled();
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    // The success state: the amount, a reference, where the receipt went and the way to the invoice.
    const success = screen.getByRole('status', { name: 'Payment Successful' });
    expect(within(success).getByText('INV-2026-000001')).toBeInTheDocument();
    expect(within(success).getAllByText(/\$3,967\.90/).length).toBeGreaterThan(0);
    expect(within(success).getByText('A receipt was sent to jane.doe@example.test.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: 'View invoice and payment details' }).length).toBeLessThanOrEqual(1);
    expect(api.tokenRequests).toHaveLength(1);
    expect(api.tokenRequests[0]).toMatchObject({ cardNumber: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' });
    const pay = view.calls.find((c) => c.operationName === 'PayInvoice')!;
    expect(pay.variables).toEqual({
      invoiceId: '12066a1f-5a39-4264-ba4d-9f4cd401a98f',
      accessKey: ACCESS_KEY,
      stripeToken: 'tok_sandbox_1',
      provider: 'sandbox',
      cardBrand: 'Visa',
      customerName: 'Jane Doe',
      zipCode: '11001',
      phoneNumber: '+975 17 000000',
      idempotencyKey: expect.any(String),
    });
    // The card number and CVC never reach GraphQL.
    const sent = JSON.stringify(view.calls.map((c) => c.variables));
    expect(sent).not.toContain('4242424242424242');
    expect(sent).not.toContain('4242 4242');
    expect(sent).not.toMatch(/"123"/);
  });

  it('shows a decline in the card error area, and a new try is a new attempt', async () => {
    let calls = 0;
    const { view, user } = setup(() => (++calls === 1 ? graphQLError('Your card was declined.', 'BAD_USER_INPUT') : paid()));
    await fillCard(user, '4000 0000 0000 0002');
    await user.click(payButton());
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Your card was declined.');
    expect(screen.queryByRole('heading', { name: 'Payment Successful' })).not.toBeInTheDocument();

    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    const [first, second] = view.calls.filter((c) => c.operationName === 'PayInvoice');
    expect(second.variables.idempotencyKey).not.toBe(first.variables.idempotencyKey);
    expect(second.variables.stripeToken).toBe('tok_sandbox_2');
  });

  it('retries a payment lost on the network with the same key and token', async () => {
    let calls = 0;
    const { view, api, user } = setup(() => (++calls === 1 ? new Error('Failed to fetch') : paid()));
    await fillCard(user);
    await user.click(payButton());
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Payment failed due to a system error. Please try again later.');
    await user.click(payButton());
    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    const [first, second] = view.calls.filter((c) => c.operationName === 'PayInvoice');
    expect(second.variables.idempotencyKey).toBe(first.variables.idempotencyKey);
    expect(second.variables.stripeToken).toBe(first.variables.stripeToken);
    expect(api.tokenRequests).toHaveLength(1);
  });

  it('refuses a void invoice with the API’s message (new-pay path)', async () => {
    setup(paid, invoiceFixture({ status: 'void' }), `/new-pay/${ACCESS_KEY}`);
    expect(await screen.findByText(INVOICE_ACTION_MESSAGES.void)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });

  it('refuses a blocked merchant', async () => {
    setup(paid, invoiceFixture({ owner: { ...invoiceFixture().owner, blockTransactions: true } }));
    expect(await screen.findByText(INVOICE_ACTION_MESSAGES.blocked)).toBeInTheDocument();
  });

  it('shows a paid invoice as paid', async () => {
    setup(paid, invoiceFixture({ status: 'paid' }));
    expect(await screen.findByRole('heading', { name: 'Invoice Paid' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay / })).not.toBeInTheDocument();
  });
});

// Spec 000 lines 74 and 199: a brand routed to the second card gateway is tokenised in the
// browser by Authorize.Net's Accept.js; only its global (window.Accept) is stood in for here.
describe('invoice pay page: a brand routed to Authorize.Net', () => {
  const anetCards: PayCard[] = [
    { __typename: 'Card', id: 'c2', name: 'Visa', paymentGateway: { __typename: 'PaymentGateway', id: 'g3', name: 'authorizeNet' } },
  ];
  let scriptCount = 0;

  afterEach(() => {
    delete window.Accept;
  });

  /** `configured: false`: Authorize.Net has no keys here (activePaymentGateway answers null). */
  function setupAnet(configured = true) {
    // Each test its own script address (a local stand-in's): Accept.js is added once per address.
    const acceptJsUrl = `http://127.0.0.1:4010/Accept-${++scriptCount}.js`;
    const api = fakePayFetch({
      Invoice: () => ({ data: { invoice: invoiceFixture() } }),
      Cards: () => ({ data: { cards: anetCards } }),
      GetStripePublishableKey: () => ({ data: { getStripePublishableKey: null } }),
      ActivePaymentGateway: () => ({
        data: {
          activePaymentGateway: configured
            ? { __typename: 'PaymentGateway', id: 'g3', name: 'authorizeNet', clientKey: 'client-key', apiLoginId: 'api-login', acceptJsUrl }
            : null,
        },
      }),
      PayInvoice: paid,
    });
    (globalThis as { fetch?: unknown }).fetch = api.fetch;
    render(<PayApp pathname={`/pay/${ACCESS_KEY}`} />);
    return { api, user: userEvent.setup(), acceptJsUrl };
  }

  /** The page's <script> for Accept.js, then the browser's load (with the global) or error. */
  async function settleScript(url: string, outcome: 'load' | 'error', dispatchData?: AcceptGlobal['dispatchData']) {
    const script = await waitFor(() => {
      const found = document.querySelector<HTMLScriptElement>(`script[src="${url}"]`);
      if (!found) throw new Error('Accept.js not added yet');
      return found;
    });
    if (dispatchData) window.Accept = { dispatchData };
    act(() => {
      script.dispatchEvent(new Event(outcome));
    });
  }

  const answering = (response: AcceptResponse) => jest.fn<void, Parameters<AcceptGlobal['dispatchData']>>((_data, handler) => handler(response));

  it('loads Accept.js only for that brand, tokenises the card there and pays with the opaque data', async () => {
    const { api, user, acceptJsUrl } = setupAnet();
    await screen.findByLabelText('Card Number');
    expect(document.querySelector(`script[src="${acceptJsUrl}"]`)).toBeNull();
    await fillCard(user);
    const dispatchData = answering({
      opaqueData: { dataDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT', dataValue: 'eyJjb2RlIjoiNTBfMl8wNjAwMDUy' },
      messages: { resultCode: 'Ok', message: [{ code: 'I_WC_01', text: 'Successful.' }] },
    });
    await settleScript(acceptJsUrl, 'load', dispatchData);
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());

    expect(await screen.findByRole('heading', { name: 'Payment Successful' })).toBeInTheDocument();
    expect(dispatchData).toHaveBeenCalledTimes(1);
    expect(dispatchData.mock.calls[0][0]).toEqual({
      authData: { clientKey: 'client-key', apiLoginID: 'api-login' },
      cardData: { cardNumber: '4242424242424242', month: '12', year: '2030', cardCode: '123', zip: '11001', fullName: 'Jane Doe' },
    });
    expect(api.tokenRequests).toHaveLength(0);
    const pay = api.calls.find((c) => c.operationName === 'PayInvoice')!;
    expect(pay.variables).toMatchObject({
      authorizeNetToken: 'eyJjb2RlIjoiNTBfMl8wNjAwMDUy',
      authorizeNetTokenDescriptor: 'COMMON.ACCEPT.INAPP.PAYMENT',
      provider: 'authorizeNet',
      cardBrand: 'Visa',
    });
    expect(pay.variables.stripeToken).toBeUndefined();
    expect(JSON.stringify(api.calls.map((c) => c.variables))).not.toContain('4242424242424242');
  });

  it('shows the first message when Accept.js answers resultCode Error, and pays nothing', async () => {
    const { api, user, acceptJsUrl } = setupAnet();
    await fillCard(user);
    await settleScript(
      acceptJsUrl,
      'load',
      answering({ messages: { resultCode: 'Error', message: [{ code: 'E_WC_05', text: 'Please provide valid credit card number.' }] } }),
    );
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Please provide valid credit card number.');
    expect(api.calls.some((c) => c.operationName === 'PayInvoice')).toBe(false);
  });

  it("shows 'Something went wrong ' when Accept.js answers otherwise", async () => {
    const { user, acceptJsUrl } = setupAnet();
    await fillCard(user);
    await settleScript(acceptJsUrl, 'load', answering({ messages: { resultCode: 'Ok', message: [] } }));
    await waitFor(() => expect(payButton()).toBeEnabled());
    await user.click(payButton());
    expect((await screen.findByTestId('card-error')).textContent).toBe('Something went wrong ');
  });

  it("toasts 'Something Went Wrong' when the script fails to load, and Pay stays disabled", async () => {
    const { user, acceptJsUrl } = setupAnet();
    await fillCard(user);
    await settleScript(acceptJsUrl, 'error');
    expect(await screen.findByText('Something Went Wrong')).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
  });

  it('cannot take the card where Authorize.Net has no keys here', async () => {
    const { user } = setupAnet(false);
    await fillCard(user);
    expect(await screen.findByTestId('card-error')).toHaveTextContent('Something went wrong. Please try again');
    expect(payButton()).toBeDisabled();
  });
});
