import { MikroORM } from '@mikro-orm/postgresql';

import { Invoice } from '../src/invoices/invoice.entity';
import { Refund } from '../src/refunds/refund.entity';
import { CASE_ACTORS, loginAll } from './support/people-fixtures';
import { paidInvoice, refundInput, REQUEST, requestRefund } from './support/refund-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue 47: a refund returns the processing fee the payer actually paid, pro rata to the lines
// refunded, and "available" is what the payer can still get back under the invoice's terms.
const AVAILABLE_BASIS = `query($id: ID!) { availableRefundAmountAndRefundPolicyTerms(parentEntityId: $id, type: invoice) {
  amount refundPolicyTerms platformFee chargedSubtotal chargedFee refundedSubtotal refundedFee } }`;

interface Available {
  amount: number;
  refundPolicyTerms: string;
  platformFee: number;
  chargedSubtotal: number;
  chargedFee: number;
  refundedSubtotal: number;
  refundedFee: number;
}

describe('refund fees: what the payer paid, pro rata (real PostgreSQL + Temporal)', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner] = await loginAll(t, CASE_ACTORS);
  });
  afterAll(() => t.close());

  const available = async (id: string) =>
    (await t.gql<{ availableRefundAmountAndRefundPolicyTerms: Available }>(AVAILABLE_BASIS, { id }, owner)).data!.availableRefundAmountAndRefundPolicyTerms;
  const refusal = async (invoiceId: string, amount: number) =>
    (await t.gql(REQUEST, { refund: refundInput(invoiceId, [{ description: 'Everything', amount }]) }, owner)).errors?.[0]?.message;

  it('the merchant paid the whole fee: a full refund returns the subtotal, no fee, and is accepted', async () => {
    // Merchant fee 4.99 % = the platform fee: the payer paid $1,120.50 and no processing fee.
    const { invoice } = await paidInvoice(t, owner, 'refund-fee-merchant-pays', { merchantProcessingFee: 4.99 });
    expect(invoice.totals).toMatchObject({ subtotal: 1120.5, fee: 0, total: 1120.5 });
    expect(await available(invoice.id)).toMatchObject({ amount: 1120.5, chargedSubtotal: 1120.5, chargedFee: 0 });
    const refund = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'Everything', amount: 1120.5 }]));
    expect(refund.totals).toEqual({ subtotal: 1120.5, fee: 0, total: 1120.5 });
    expect((await available(invoice.id)).amount).toBe(0);
  });

  it('partial refunds return the fee pro rata, half-up on the cumulative share; the last takes the remainder', async () => {
    // Subtotal 1120.50, merchant 2.5 %: the payer paid 2.49 % = 27.90.
    const { invoice } = await paidInvoice(t, owner, 'refund-fee-pro-rata');
    expect(await available(invoice.id)).toEqual({
      amount: 1148.4,
      refundPolicyTerms: 'fullRefund',
      platformFee: 4.99,
      chargedSubtotal: 1120.5,
      chargedFee: 27.9,
      refundedSubtotal: 0,
      refundedFee: 0,
    });
    // 27.90 x 100 / 1120.50 = 2.4899 -> 2.49 (the old rule gave 4.99).
    const first = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'Night 2', amount: 100 }]));
    expect(first.totals).toEqual({ subtotal: 100, fee: 2.49, total: 102.49 });
    expect(await available(invoice.id)).toMatchObject({ amount: 1045.91, refundedSubtotal: 100, refundedFee: 2.49 });
    // The rest of the lines: 27.90 - 2.49 = 25.41, and the whole charge is back.
    const last = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'The rest', amount: 1020.5 }]));
    expect(last.totals).toEqual({ subtotal: 1020.5, fee: 25.41, total: 1045.91 });
    const rows = await t.app.get(MikroORM).em.fork().find(Refund, { invoice: invoice.id });
    expect(rows.reduce((sum, r) => sum + r.feeCents, 0)).toBe(2790);
    expect(rows.reduce((sum, r) => sum + r.requestedAmountCents, 0)).toBe(114_840);
    expect((await available(invoice.id)).amount).toBe(0);
  });

  it('the API refuses a refund total above the available funds, with the figure the page shows as help text', async () => {
    const { invoice } = await paidInvoice(t, owner, 'refund-fee-over');
    // Lines above the subtotal bring back no more fee than paid: 1130.00 + 27.90 > 1148.40.
    expect(await refusal(invoice.id, 1130)).toBe('Refund amount can not be greater than the funds available for refund ($1,148.40 available).');
    // Under processingFeeNotRefunded terms only the lines can come back: available is the subtotal.
    await t.app.get(MikroORM).em.fork().nativeUpdate(Invoice, { id: invoice.id }, { refundPolicyTerms: 'processingFeeNotRefunded' });
    expect(await available(invoice.id)).toMatchObject({ amount: 1120.5, refundPolicyTerms: 'processingFeeNotRefunded' });
    expect(await refusal(invoice.id, 1120.51)).toBe('Refund amount can not be greater than the funds available for refund ($1,120.50 available).');
    const whole = await requestRefund(t, owner, refundInput(invoice.id, [{ description: 'Everything', amount: 1120.5 }]));
    expect(whole.totals).toEqual({ subtotal: 1120.5, fee: 0, total: 1120.5 });
  });
});
