import { MikroORM } from '@mikro-orm/postgresql';
import { INVOICE_ACTION_MESSAGES } from '@pg/domain';

import { Invoice } from '../src/invoices/invoice.entity';
import { Payment } from '../src/invoices/payment.entity';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { payableEntries } from './support/ledger-fixtures';
import { sandboxToken, useSandboxSpy } from './support/sandbox-spy';
import { createTestApp, eventually, type TestApp } from './test-app';

const SAVE_ITEM = 'mutation($i: InvoiceItemInput!) { saveInvoiceItem(invoiceItem: $i) { id total } }';
const UPDATE = 'mutation($i: UpdateInvoiceInput!) { updateInvoice(invoice: $i) { name merchantProcessingFee } }';

// Issue 47 (money review A6): an invoice's lines and amounts are frozen from the moment a payment
// starts. An edit while the charge runs is refused with a clear message, so the amount charged,
// the payment's journal and a later transfer are the same figure. Real PostgreSQL + Temporal + Sandbox.
describe('invoice amounts are frozen while a payment is in progress', () => {
  let t: TestApp;
  let owner: string;

  beforeAll(async () => {
    t = await createTestApp({ worker: true });
    owner = await t.login('owner@demo.test');
  });
  afterAll(() => t.close());

  it('an edit of the lines or the merchant fee during a pending charge is refused; the charge and the books keep the total it started with', async () => {
    const em = () => t.app.get(MikroORM).em.fork();
    const spy = useSandboxSpy(t.app);
    const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
    const started = await em().findOneOrFail(Invoice, { id: invoice.id });
    // The processor takes 3 s to answer: the attempt is pending meanwhile.
    spy.slowMs = 3000;
    const paying = t.gql<{ payInvoice: { status: string; amount: number } }>(PAY, {
      invoiceId: invoice.id,
      accessKey: invoice.accessKey,
      token: await sandboxToken(t),
      key: 'frozen-1',
    });
    await eventually(async () => ((await em().count(Payment, { invoice: invoice.id, status: 'pending' })) > 0 ? true : undefined), 10_000);

    const added = await t.gql(SAVE_ITEM, { i: { invoiceId: invoice.id, description: 'Late extra', quantity: 1, price: 500 } }, owner);
    expect(added.errors?.[0]?.message).toBe(INVOICE_ACTION_MESSAGES.amountsFrozen);
    const fee = await t.gql(UPDATE, { i: { id: invoice.id, merchantProcessingFee: 1 } }, owner);
    expect(fee.errors?.[0]?.message).toBe(INVOICE_ACTION_MESSAGES.amountsFrozen);
    // What moves no money may still change.
    const renamed = await t.gql<{ updateInvoice: { name: string } }>(UPDATE, { i: { id: invoice.id, name: 'Renamed while paying' } }, owner);
    expect(renamed.errors).toBeUndefined();

    const paid = await paying;
    spy.slowMs = 0;
    expect(paid.data!.payInvoice.status).toBe('succeeded');
    const after = await em().findOneOrFail(Invoice, { id: invoice.id });
    expect([after.status, after.totalCents, after.subtotalCents]).toEqual(['paid', started.totalCents, started.subtotalCents]);
    expect((await em().findOneOrFail(Payment, { invoice: invoice.id, status: 'succeeded' })).amountCents).toBe(started.totalCents);
    expect((await payableEntries(em(), { sourceId: invoice.id })).map((e) => e.transactionType)).toEqual(['invoicePayment']);

    // Paid: locked for good.
    const late = await t.gql(SAVE_ITEM, { i: { invoiceId: invoice.id, description: 'Too late', quantity: 1, price: 5 } }, owner);
    expect(late.errors?.[0]?.message).toBe(INVOICE_ACTION_MESSAGES.locked);
  }, 60000);
});
