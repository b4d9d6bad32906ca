import { INVOICE_MESSAGES, REFUND_INITIATE_MESSAGES } from '@pg/domain';

import { CREATE, doiId, invoiceInput } from './support/invoice-fixtures';
import { paidInvoice, refundInput, REQUEST } from './support/refund-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Every money input refuses a bad amount with its field's message, never 'Unexpected error':
// more than two decimals, negative, zero where not allowed, beyond the columns' range.
describe('money inputs (real PostgreSQL)', () => {
  let t: TestApp;
  let owner: string;
  let doi: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
    doi = await doiId(t, owner);
  }, 60000);
  afterAll(() => t.close());

  const refusal = (r: { errors?: { message: string; extensions?: { code?: string; fields?: Record<string, string> } }[] }) => ({
    code: r.errors?.[0]?.extensions?.code,
    message: r.errors?.[0]?.message,
  });

  it.each([
    ['more than two decimals', 1.234, INVOICE_MESSAGES.priceDecimals],
    ['negative', -5, INVOICE_MESSAGES.pricePositive],
    ['zero', 0, INVOICE_MESSAGES.pricePositive],
    ['beyond the range', 1e20, INVOICE_MESSAGES.priceTooLarge],
    ['just beyond the bound', 10_000_000, INVOICE_MESSAGES.priceTooLarge],
  ])('an invoice line price %s is refused with its message', async (_, price, message) => {
    const r = await t.gql(CREATE, { invoice: invoiceInput(doi, { lineItems: [{ description: 'Tariff', quantity: 1, price }] }) }, owner);
    expect(refusal(r)).toEqual({ code: 'BAD_USER_INPUT', message });
  });

  it('a line whose units x price pass the bound, and units beyond any group, are refused', async () => {
    const big = await t.gql(CREATE, { invoice: invoiceInput(doi, { lineItems: [{ description: 'Tariff', quantity: 1000, price: 9_999_999 }] }) }, owner);
    expect(refusal(big)).toEqual({ code: 'BAD_USER_INPUT', message: INVOICE_MESSAGES.lineTotalTooLarge });
    const units = await t.gql(CREATE, { invoice: invoiceInput(doi, { lineItems: [{ description: 'Tariff', quantity: 2_000_000, price: 1 }] }) }, owner);
    expect(refusal(units)).toEqual({ code: 'BAD_USER_INPUT', message: INVOICE_MESSAGES.quantityTooLarge });
  });

  it('an invoice whose lines sum past the bound is refused with the total message', async () => {
    const lines = Array.from({ length: 3 }, (_, i) => ({ description: `Part ${i}`, quantity: 1, price: 5_000_000 }));
    const r = await t.gql(CREATE, { invoice: invoiceInput(doi, { lineItems: lines }) }, owner);
    expect(refusal(r)).toEqual({ code: 'BAD_USER_INPUT', message: INVOICE_MESSAGES.totalTooLarge });
  });

  it.each([
    ['more than two decimals', 1.234, REFUND_INITIATE_MESSAGES.amountDecimals],
    ['negative', -5, REFUND_INITIATE_MESSAGES.amountPositive],
    ['zero', 0, REFUND_INITIATE_MESSAGES.amountPositive],
    ['beyond the range', 1e20, REFUND_INITIATE_MESSAGES.amountTooLarge],
  ])(
    'a refund line amount %s is refused with its message',
    async (_, amount, message) => {
      const { invoice } = await paidInvoice(t, owner, `money-input-${amount}`);
      const r = await t.gql(REQUEST, { refund: refundInput(invoice.id, [{ description: 'Night', amount }]) }, owner);
      expect(refusal(r)).toEqual({ code: 'BAD_USER_INPUT', message });
    },
    30000,
  );
});
