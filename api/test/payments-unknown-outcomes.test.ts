import { MikroORM } from '@mikro-orm/postgresql';

import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { SandboxCharge } from '../src/payments/sandbox/sandbox-charge.entity';
import { SandboxRefund } from '../src/payments/sandbox/sandbox-refund.entity';
import { Refund } from '../src/refunds/refund.entity';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { CASE_ACTORS, loginAll } from './support/people-fixtures';
import { APPROVE, MERCHANT_APPROVE, refundInput, type RefundResult as Refunded, requestRefund, RESOLVE } from './support/refund-fixtures';
import { recordRefundKeys, sandboxToken, useSandboxSpy } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

/** The Sandbox's fault card: it charges (and refunds) for real, then loses the answer of the call that did it. */
const LOSES_ANSWER = '4000000000010001';

// Issue 47, "Unknown outcomes are not refusals": a lost answer is not a decline. The charge
// activity throws, its retry asks again with the same key and gets the first charge back; the
// refund keeps its key the same way. Real PostgreSQL + Temporal + the Sandbox's own fault card.
describe('unknown processor outcomes are settled with the same key, never recorded as failed', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let pg: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    [owner, , , bank, pg] = await loginAll(t, CASE_ACTORS);
  });
  afterAll(() => t.close());

  it('a charge whose answer is lost is charged once, the invoice ends paid and the payer is told it succeeded; its refund, answer lost too, refunds once', async () => {
    const spy = useSandboxSpy(t.app);
    const em = () => t.app.get(MikroORM).em.fork();
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const token = await sandboxToken(t, LOSES_ANSWER);

    const paid = await t.gql<{ payInvoice: { status: string } }>(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token, key: 'lost-answer' });
    expect(paid.errors).toBeUndefined();
    expect(paid.data!.payInvoice.status).toBe('succeeded');
    // Asked twice (the answer of the first was lost), charged once.
    expect(spy.calls).toBe(2);
    const charges = await em().find(SandboxCharge, { token });
    expect(charges).toHaveLength(1);
    expect(charges[0].status).toBe('succeeded');
    const payments = await em().find(Payment, { invoice: invoice.id });
    expect(payments.map((p) => [p.status, p.chargeId])).toEqual([['succeeded', charges[0].id]]);
    expect((await em().findOneOrFail(Invoice, { id: invoice.id })).status).toBe('paid');

    // The refund: approved through its stages, then resolved; the Sandbox refunds and loses that answer.
    const refund = await requestRefund(t, owner, refundInput(invoice.id));
    for (const [q, actor] of [
      [MERCHANT_APPROVE, owner],
      [APPROVE, bank],
      [APPROVE, pg],
    ] as const) {
      expect((await t.gql(q, { id: refund.id }, actor)).errors).toBeUndefined();
    }
    const keys = recordRefundKeys(spy);
    const resolved = await t.gql<{ resolvedAsRefunded: Refunded }>(RESOLVE, { id: refund.id }, pg);
    expect(resolved.errors).toBeUndefined();
    expect(resolved.data!.resolvedAsRefunded).toMatchObject({ progressStatus: 'refunded', status: 'closed', lastError: null });
    // The same key both times (no `/retry-1`), and one refund at the Sandbox.
    expect(keys).toEqual([`refund-${refund.code}`, `refund-${refund.code}`]);
    const refunds = await em().find(SandboxRefund, { charge: charges[0].id });
    expect(refunds).toHaveLength(1);
    expect((await em().findOneOrFail(Refund, { id: refund.id })).processorRefundId).toBe(refunds[0].id);
  }, 120000);
});
