import { MikroORM } from '@mikro-orm/postgresql';

import { Payment } from '../src/invoices/payment.entity';
import { ledgerSqlChecks } from '../src/ledger/ledger-audit.checks';
import { SandboxRefund } from '../src/payments/sandbox/sandbox-refund.entity';
import { Refund } from '../src/refunds/refund.entity';
import { createInvoice, doiId, invoiceInput, PAY } from './support/invoice-fixtures';
import { CASE_ACTORS, loginAll } from './support/people-fixtures';
import { APPROVE, MERCHANT_APPROVE, refundInput, type RefundResult as Refunded, requestRefund, RESOLVE } from './support/refund-fixtures';
import { recordRefundKeys, sandboxToken, useSandboxSpy } from './support/sandbox-spy';
import { createTestApp, type TestApp } from './test-app';

/** The Sandbox's refund fault cards (sandbox-cards.ts): each plays its fault on the first refund call of a key. */
const FAULTS = [
  // fault, card, refund calls that reach the Sandbox
  ['the answer is lost after refunding', '4000000000010001', 2],
  // Temporal starts a second try while the first waits: it finds the claim and does not call the Sandbox.
  ['slow beyond the refund try’s timeout (refunded, answered late)', '4000000000010027', 1],
  ['409 request in progress', '4000000000010035', 2],
  ['5xx', '4000000000010043', 2],
] as const;

/** The refund try's timeout and the slow card's delay, shortened so each case takes seconds. */
const TIMING = { REFUND_ATTEMPT_TIMEOUT_MS: '2000', SANDBOX_SLOW_MS: '4000' };

// Issue 47: every refund fault the Sandbox plays is an unknown outcome, never a refusal: the
// process keeps the refund's key, an overlapping try finds the claim instead of calling the
// Sandbox, and the card is refunded exactly once; the refund's records and the ledger agree.
describe('refunds under processor faults: refunded exactly once at the Sandbox, records agree, ledger audit clean', () => {
  let t: TestApp;
  let owner: string;
  let bank: string;
  let pg: string;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    for (const [name, value] of Object.entries(TIMING)) {
      saved[name] = process.env[name];
      process.env[name] = value;
    }
    t = await createTestApp({ worker: true });
    [owner, , , bank, pg] = await loginAll(t, CASE_ACTORS);
  }, 60000);
  afterAll(async () => {
    await t.close();
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it.each(FAULTS)(
    '%s (card %s)',
    async (_fault, card, sandboxCalls) => {
      const spy = useSandboxSpy(t.app);
      const em = () => t.app.get(MikroORM).em.fork();
      const invoice = await createInvoice(t, owner, invoiceInput(await doiId(t, owner)));
      const paid = await t.gql<{ payInvoice: { status: string } }>(PAY, {
        invoiceId: invoice.id,
        accessKey: invoice.accessKey,
        token: await sandboxToken(t, card),
        key: `fault-${card}`,
      });
      expect(paid.data?.payInvoice.status).toBe('succeeded');
      const [payment] = await em().find(Payment, { invoice: invoice.id, status: 'succeeded' });

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

      // Exactly once at the Sandbox, under the refund's one key (never `/retry-1`).
      expect(keys).toEqual(Array.from({ length: sandboxCalls }, () => `refund-${refund.code}`));
      const refunds = await em().find(SandboxRefund, { charge: payment.chargeId! });
      expect(refunds.map((r) => r.amountCents)).toEqual([Math.round(refund.requestedAmount * 100)]);
      // The records agree: the refund names the Sandbox's refund, its claim is let go.
      expect(await em().findOneOrFail(Refund, { id: refund.id })).toMatchObject({
        processorRefundId: refunds[0].id,
        progressStatus: 'refunded',
        attemptClaimedUntil: null,
        lastError: null,
      });
      // The books: one card-refund journal for it (beside its reserve from the bank approval), and
      // the audit's checks find nothing (the Sandbox's charges and refunds agree with the clearing account).
      const journals = await em()
        .getConnection()
        .execute<{ n: string }[]>(`select count(*) as n from ledger_journal where source_key = ?`, [`refund:refund:${refund.id}`]);
      expect(Number(journals[0].n)).toBe(1);
      expect((await ledgerSqlChecks(em())).differences).toEqual([]);
    },
    30000,
  );
});
