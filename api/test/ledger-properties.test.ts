// @long-running 25 s: 2,000 generated histories on PostgreSQL (jest.sequencer.js starts it early).
import { randomUUID } from 'node:crypto';

import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { availableRefundCents, payableAccountId, shownAmountCents, transferOverdrafts } from '@pg/domain';
import fc from 'fast-check';

import { pollPause } from '../../test-support/sleep';
import { ormConfig } from '../src/database/mikro-orm.config';
import { type LedgerPosting, LedgerService } from '../src/ledger/ledger.service';
import { accountBalances, rollUpLedger } from '../src/ledger/ledger-balances';
import { lockedPayableBalances } from '../src/ledger/payable-locks';
import { bookInvariants } from './support/ledger-fixtures';
import { createMigratedDatabase } from './test-database';

// Property tests of the books on real PostgreSQL: 2,000 generated histories (a new random seed
// each run, so CI runs add up; LEDGER_PROPERTY_RUNS=50000 for a deep run) of payments,
// partial refunds, disputes (lost, won, accepted with their fee), transfers, reversals and
// repeated posts, across three organizations each, through the real posting code (LedgerService,
// the transfer's locked balance check, the refund rule). After every history: its journals
// balance, each payable equals the model's balance and the sum of its postings, refunds never
// exceed captures per payment, and re-posting any event changed nothing. At the end: the whole
// book sums to zero and the rolled-up balances (rolled while histories ran) equal the postings.
const HISTORIES = Number(process.env.LEDGER_PROPERTY_RUNS ?? 2_000);
const ORGS = 3;

type Step =
  | { op: 'pay'; org: number; cents: number; feeBps: number }
  | { op: 'refund'; payment: number; cents: number }
  | { op: 'dispute'; payment: number; cents: number; then: 'open' | 'lost' | 'won' | 'accepted' }
  | { op: 'transfer'; org: number; cents: number }
  | { op: 'reverse'; journal: number }
  | { op: 'repost'; journal: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      op: fc.constant('pay' as const),
      org: fc.nat(ORGS - 1),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      feeBps: fc.integer({ min: 0, max: 499 }),
    }),
  },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('refund' as const), payment: fc.nat(20), cents: fc.integer({ min: 1, max: 5_000_000 }) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('dispute' as const),
      payment: fc.nat(20),
      cents: fc.integer({ min: 1, max: 5_000_000 }),
      then: fc.constantFrom('open' as const, 'lost' as const, 'won' as const, 'accepted' as const),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('transfer' as const), org: fc.nat(ORGS - 1), cents: fc.integer({ min: 1, max: 5_000_000 }) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('reverse' as const), journal: fc.nat(30) }) },
  { weight: 1, arbitrary: fc.record({ op: fc.constant('repost' as const), journal: fc.nat(30) }) },
);
const history = fc.array(step, { minLength: 1, maxLength: 14 });

interface PaymentState {
  org: number;
  id: string;
  capturedCents: number;
  refunds: { amountCents: number; denied: boolean }[];
  /** Open or lost disputes hold their amount (a refund cannot take it again). */
  heldByDisputesCents: number;
}

describe('the books, property-tested on PostgreSQL', () => {
  let orm: MikroORM;
  let drop: () => Promise<void>;
  const ledger = new LedgerService();

  beforeAll(async () => {
    const db = await createMigratedDatabase('ledger_props');
    drop = db.drop;
    orm = await MikroORM.init({ ...ormConfig(db.url), pool: { min: 0, max: 6 } });
  }, 60000);
  afterAll(async () => {
    await orm?.close();
    await drop?.();
  });

  /** Runs one history in one transaction; returns what the model expects of its payables. */
  async function run(
    tx: EntityManager,
    steps: Step[],
  ): Promise<{ orgIds: string[]; expected: number[]; reposts: number; repostsCreated: number; payments: PaymentState[] }> {
    const orgIds = Array.from({ length: ORGS }, () => randomUUID());
    await tx.execute(
      `insert into organization (id, created_at, updated_at, name, type, status) select id, now(), now(), 'Prop ' || id, 'hotel', 'active' from unnest(?::uuid[]) as id`,
      [`{${orgIds.join(',')}}`],
    );
    const expected = orgIds.map(() => 0);
    const payments: PaymentState[] = [];
    const posted: { posting: LedgerPosting; journalId: string; payableDelta: number; org: number; reversed: boolean }[] = [];
    let reposts = 0;
    let repostsCreated = 0;
    const post = async (org: number, posting: LedgerPosting, payableDelta: number) => {
      const { journalId } = await ledger.post(tx, posting);
      expected[org] += payableDelta;
      posted.push({ posting, journalId, payableDelta, org, reversed: false });
    };
    for (const s of steps) {
      if (s.op === 'pay') {
        const fee = Math.floor((s.cents * s.feeBps) / 10_000);
        const id = randomUUID();
        payments.push({ org: s.org, id, capturedCents: s.cents, refunds: [], heldByDisputesCents: 0 });
        await post(
          s.org,
          {
            event: { kind: 'payment', organizationId: orgIds[s.org], processor: 'sandbox', chargedCents: s.cents, payableCents: s.cents - fee },
            transactionType: 'invoicePayment',
            sourceType: 'invoice',
            sourceId: id,
            remarks: 'paid',
          },
          s.cents - fee,
        );
      } else if (s.op === 'refund') {
        const p = payments[s.payment % Math.max(payments.length, 1)];
        if (!p) continue;
        // The product's rule: what is still refundable (captured less refunds and what disputes hold).
        const available = availableRefundCents(p.capturedCents - p.heldByDisputesCents, p.refunds);
        const cents = Math.min(s.cents, available);
        if (cents <= 0) continue;
        p.refunds.push({ amountCents: cents, denied: false });
        await post(
          p.org,
          {
            event: { kind: 'refund', organizationId: orgIds[p.org], processor: 'sandbox', amountCents: cents },
            transactionType: 'refund',
            sourceType: 'refund',
            sourceId: randomUUID(),
            sourceKey: `refund:${p.id}:${p.refunds.length}`,
            remarks: 'refund',
          },
          -cents,
        );
      } else if (s.op === 'dispute') {
        const p = payments[s.payment % Math.max(payments.length, 1)];
        if (!p) continue;
        const cents = Math.min(s.cents, p.capturedCents - p.heldByDisputesCents - p.refunds.reduce((a, r) => a + r.amountCents, 0));
        if (cents <= 0) continue;
        const id = randomUUID();
        const org = orgIds[p.org];
        await post(
          p.org,
          {
            event: { kind: 'chargeback', organizationId: org, processor: 'sandbox', amountCents: cents },
            transactionType: 'dispute',
            sourceType: 'dispute',
            sourceId: id,
            remarks: 'chargeback',
          },
          -cents,
        );
        if (s.then === 'accepted')
          await post(
            p.org,
            {
              event: { kind: 'disputeFee', organizationId: org, amountCents: 1_500 },
              transactionType: 'dispute',
              sourceType: 'dispute',
              sourceId: id,
              sourceKey: `dispute-fee:dispute:${id}`,
              remarks: 'fee',
            },
            -1_500,
          );
        if (s.then === 'won')
          await post(
            p.org,
            {
              event: { kind: 'disputeWon', organizationId: org, processor: 'sandbox', amountCents: cents },
              transactionType: 'disputeWon',
              sourceType: 'dispute',
              sourceId: id,
              remarks: 'won',
            },
            cents,
          );
        else p.heldByDisputesCents += cents;
      } else if (s.op === 'transfer') {
        // The product's check, under its lock: never pay more than the balance.
        const balances = await lockedPayableBalances(tx, [orgIds[s.org]]);
        const cents = Math.min(s.cents, Math.max(balances.get(orgIds[s.org]) ?? 0, 0));
        expect(transferOverdrafts([{ organizationId: orgIds[s.org], amountCents: cents }], balances)).toEqual([]);
        if (cents <= 0) continue;
        const id = randomUUID();
        await post(
          s.org,
          {
            event: { kind: 'payout', organizationId: orgIds[s.org], amountCents: cents },
            transactionType: 'transfer',
            sourceType: 'transfer',
            sourceId: id,
            sourceKey: `transfer:${id}:${orgIds[s.org]}`,
            remarks: 'transfer',
          },
          -cents,
        );
      } else if (s.op === 'reverse') {
        const target = posted[s.journal % Math.max(posted.length, 1)];
        if (!target || target.reversed || target.posting.transactionType !== 'transfer') continue;
        target.reversed = true;
        await ledger.reverse(tx, {
          journalId: target.journalId,
          transactionType: 'transferReversal',
          sourceKey: `reversal:${target.journalId}`,
          remarks: 'reversed',
        });
        expected[target.org] -= target.payableDelta;
      } else {
        const target = posted[s.journal % Math.max(posted.length, 1)];
        if (!target) continue;
        reposts += 1;
        const again = await ledger.post(tx, target.posting);
        if (again.created || again.journalId !== target.journalId) repostsCreated += 1;
      }
    }
    return { orgIds, expected, reposts, repostsCreated, payments };
  }

  it(`${HISTORIES} generated histories keep every invariant`, async () => {
    let rolling = true;
    // Roll-ups run concurrently with the histories, as the worker's do.
    const roller = (async () => {
      while (rolling) {
        await rollUpLedger(orm.em.fork());
        await pollPause(50);
      }
    })();
    try {
      await fc.assert(
        fc.asyncProperty(history, async (steps) => {
          const em = orm.em.fork();
          const outcome = await em.transactional((tx) => run(tx, steps));
          expect(outcome.repostsCreated).toBe(0);
          const ids = outcome.orgIds.map(payableAccountId);
          const balances = await accountBalances(em, ids);
          const rows = await em.execute<{ account_id: string; s: string }[]>(
            'select account_id, sum(amount_cents) as s from ledger_posting where account_id = any(?::text[]) group by account_id',
            [`{${ids.join(',')}}`],
          );
          const sums = new Map(rows.map((r) => [r.account_id, Number(r.s)]));
          ids.forEach((id, i) => {
            expect(shownAmountCents('payable', balances.get(id)?.balanceCents ?? 0)).toBe(outcome.expected[i]);
            expect(balances.get(id)?.balanceCents ?? 0).toBe(sums.get(id) ?? 0);
          });
          // Refunds never exceed captures per payment (read back from the books).
          if (outcome.payments.length) {
            const refunded = await em.execute<{ payment: string; s: string }[]>(
              `select split_part(j.source_key, ':', 2) as payment, sum(p.amount_cents) as s from ledger_journal j join ledger_posting p on p.journal_id = j.id
               where j.transaction_type = 'refund' and p.account_id like 'payable:%' and split_part(j.source_key, ':', 2) = any(?::text[]) group by 1`,
              [`{${outcome.payments.map((p) => p.id).join(',')}}`],
            );
            for (const r of refunded) expect(Number(r.s)).toBeLessThanOrEqual(outcome.payments.find((p) => p.id === r.payment)!.capturedCents);
          }
        }),
        { numRuns: HISTORIES },
      );
    } finally {
      rolling = false;
      await roller;
    }
    expect(await bookInvariants(orm.em.fork())).toMatchObject({ unbalancedJournals: 0, totalCents: 0 });
    // Every account's roll-up plus its tail (postings from the mark on) equals its postings, at any
    // moment. A roll-up folds only transactions older than every one still running on the server
    // (pg_snapshot_xmin is server-wide, and the other suites' databases share it), so the tails
    // empty once those end: roll up until they have (a bounded wait), then every roll-up equals
    // its postings.
    const mismatched = async (withTail: boolean): Promise<number> => {
      const [row] = await orm.em.fork().execute<{ n: string }[]>(
        `select count(*) as n from ledger_account a left join ledger_rollup r on r.account_id = a.id
         left join (select account_id, sum(amount_cents) as s from ledger_posting
                     where ${withTail ? 'tx_id >= (select through_xid from ledger_rollup_mark where id = 1)' : 'false'} group by account_id) t on t.account_id = a.id
         left join (select account_id, sum(amount_cents) as s from ledger_posting group by account_id) p on p.account_id = a.id
         where coalesce(r.balance_cents, 0) + coalesce(t.s, 0) <> coalesce(p.s, 0)`,
      );
      return Number(row.n);
    };
    expect(await mismatched(true)).toBe(0);
    for (let tries = 0; tries < 150; tries++) {
      await rollUpLedger(orm.em.fork());
      if ((await mismatched(false)) === 0) break;
      await pollPause(200);
    }
    expect(await mismatched(true)).toBe(0);
    expect(await mismatched(false)).toBe(0);
  }, 600_000);
});
