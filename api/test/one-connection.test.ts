import { MikroORM } from '@mikro-orm/postgresql';

import { createKey, restCheckout } from './support/checkout-fixtures';
import { disputeOf, paidWithDisputeCard } from './support/dispute-fixtures';
import { CARDS, sandboxToken } from './support/sandbox-spy';
import { bankApprovedRefund, createTransfer, paidInvoiceOf } from './support/transfer-fixtures';
import { createTestApp, type TestApp } from './test-app';

// The API and its worker on a pool of ONE PostgreSQL connection (DATABASE_POOL_SIZE=1). Work
// inside a transaction that asked the pool for a second connection (raw SQL through
// getConnection().execute: the refund, dispute, invoice, checkout and transfer codes) waited for
// itself until the pool's 30 s timeout, then failed with a generic error; with ten connections it
// took ten such requests at once to starve the pool (the input fuzz's rare 30 s failures). Each
// money path below must now go through on one connection, only more slowly.
describe('on one database connection (DATABASE_POOL_SIZE=1): no request waits on a second one', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;

  beforeAll(async () => {
    Object.assign(process.env, { DATABASE_POOL_SIZE: '1', SANDBOX_DISPUTE_DELAY_MS: '3000', SANDBOX_WEBHOOK_POLL_MS: '100' });
    t = await createTestApp({ worker: true });
    [owner, bank] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test'].map((e) => t.login(e)));
  }, 60000);
  afterAll(async () => {
    await t?.close();
    delete process.env.DATABASE_POOL_SIZE;
    delete process.env.SANDBOX_DISPUTE_DELAY_MS;
    delete process.env.SANDBOX_WEBHOOK_POLL_MS;
  });

  it('an invoice is created and paid, a refund requested and approved, a transfer made of it', async () => {
    const invoice = await paidInvoiceOf(t, owner, 'one-connection-1');
    expect(invoice.status).toBe('paid');
    const refund = await bankApprovedRefund(t, owner, bank, invoice.id);
    expect(refund.progressStatus).toBe('bankApproved');
    const transfer = await createTransfer(t, bank, { invoiceIds: [invoice.id], refundIds: [refund.id] });
    expect(transfer.errors).toBeUndefined();
    expect(transfer.data?.createTransaction.code).toMatch(/^TRF-/);
  }, 120000);

  it('a checkout is created over REST and paid; a Sandbox dispute arrives on an invoice', async () => {
    const key = await createKey(t, owner);
    const checkout = await restCheckout(t, key);
    const paid = await t.gql<{ payWebPayment: { status: string } }>(
      `mutation($key: String, $token: String) { payWebPayment(accessKey: $key, stripeToken: $token, provider: sandbox,
          customerName: "Jane Payer", customerEmail: "jane@example.test", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: "one") { status } }`,
      { key: checkout.accessKey, token: await sandboxToken(t, CARDS.visa) },
    );
    expect(paid.errors).toBeUndefined();
    expect(paid.data?.payWebPayment.status).toBe('paid');
    const { invoice } = await paidWithDisputeCard(t, owner, 'one-connection-2');
    const dispute = await disputeOf(t, owner, invoice.id);
    expect(dispute.code).toMatch(/^DSP-/);
    // Accepted at its first POST: the dispatcher held its transaction (the only connection) across
    // the POST before, so the platform's handler waited until the POST timed out (attempt 2). The
    // dispute opens 3 s after its charge here, long after the payment is recorded (else 503, retried).
    const hooks = await t.app
      .get(MikroORM)
      .em.fork()
      .execute<{ attempts: number; delivered: boolean }[]>('select attempts, delivered_at is not null as delivered from sandbox_webhook');
    expect(hooks.length).toBeGreaterThan(0);
    expect(hooks).toEqual(hooks.map(() => ({ attempts: 1, delivered: true })));
  }, 120000);
});
