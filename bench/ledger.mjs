// The books under load (issue "money integrity"): how long payments of one merchant wait for
// locks, and the ledger page of an organization with 1,000,000 entries (first page, a page by
// number deep down, and a page by keyset cursor at any depth). Measures and prints, never asserts.
import { createHmac } from 'node:crypto';

import { closedLoop, fmt, table } from './stats.mjs';

const LEDGER = `query($o: ID!, $first: Int, $page: Int, $after: String) {
  orgLedger(organizationId: $o, first: $first, page: $page, after: $after) { total endCursor items { id amount balance transactionType createdAt remarks sourceType sourceId } } }`;

/**
 * Samples pg_stat_activity every `everyMs` while running: backends waiting on a heavyweight lock
 * (wait_event_type 'Lock'). Waiting time ~ sum over samples of waiting backends x interval.
 * Returns stop(), which answers { samples, waitMs, maxWaiting }.
 */
export function startLockSampler(db, everyMs = 2) {
  let running = true;
  let samples = 0;
  let waitingSum = 0;
  let maxWaiting = 0;
  const loop = (async () => {
    while (running) {
      const t0 = performance.now();
      const { rows } = await db.query(`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`);
      const elapsed = Math.max(performance.now() - t0, everyMs);
      samples += 1;
      waitingSum += rows[0].n * elapsed;
      maxWaiting = Math.max(maxWaiting, rows[0].n);
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { samples, waitMs: waitingSum, maxWaiting };
  };
}

/** Books paid invoices seeded straight into the table: one payment journal each, as chargeInvoice posts it. */
export async function bookPaidInvoices(db, ids) {
  await db.query(
    `with i as (select id, owner_id, total_cents, subtotal_cents - (subtotal_cents * merchant_processing_fee_bps) / 10000 as payable, code from invoice where id = any($1::uuid[])),
     j as (insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at)
           select gen_random_uuid(), 'invoicePayment', 'invoice', id, 'invoicePayment:invoice:' || id, 'Invoice ' || code || ' paid', now() from i returning id, source_id)
     insert into ledger_posting (id, journal_id, account_id, amount_cents)
     select gen_random_uuid(), j.id, x.account_id, x.amount from j join i on i.id = j.source_id
     cross join lateral (values ('clearing:sandbox', i.total_cents), ('payable:' || i.owner_id, -i.payable), ('platform:fee-revenue', i.payable - i.total_cents)) as x(account_id, amount)
     where x.amount <> 0`,
    [ids],
  );
}

/** Rolls every posting into the balances (the worker's roll-up, in one statement). */
async function rollUp(db) {
  await db.query(
    `with m as (select through_xid from ledger_rollup_mark where id = 1),
     nx as (select pg_snapshot_xmin(pg_current_snapshot())::text::bigint as x),
     d as (select account_id, sum(amount_cents) as s, count(*) as c from ledger_posting where tx_id >= (select through_xid from m) and tx_id < (select x from nx) group by account_id),
     up as (insert into ledger_rollup (account_id, balance_cents, postings) select account_id, s, c from d
            on conflict (account_id) do update set balance_cents = ledger_rollup.balance_cents + excluded.balance_cents, postings = ledger_rollup.postings + excluded.postings returning 1)
     update ledger_rollup_mark set through_xid = (select x from nx), rolled_at = now() where id = 1`,
  );
}

/**
 * `count` payment journals for one organization (Paro Valley Hotel): payable and clearing lines,
 * every tenth a refund. Seeded with triggers off (session_replication_role = replica: the
 * per-row balance checks would take minutes here; every journal seeded balances by construction).
 */
export async function seedLongLedger(db, count, { key = 'bench' } = {}) {
  const { rows } = await db.query(`select id from organization where name = 'Paro Valley Hotel'`);
  const org = rows[0].id;
  const batch = 250_000;
  await db.query(`set session_replication_role = replica`);
  try {
    for (let from = 1; from <= count; from += batch) {
      const to = Math.min(count, from + batch - 1);
      await db.query(
        `with j as (
           insert into ledger_journal (id, transaction_type, source_type, source_id, source_key, remarks, created_at)
           select gen_random_uuid(), case when n % 10 = 0 then 'refund' else 'invoicePayment' end, 'invoice', gen_random_uuid(), $5::text || ':' || n, 'Bench entry ' || n,
                  now() - (($3::int - n) || ' seconds')::interval
           from generate_series($1::int, $2::int) as n returning id, transaction_type)
         insert into ledger_posting (id, journal_id, account_id, amount_cents, tx_id)
         select gen_random_uuid(), j.id, x.account_id, x.amount, 0 from j
         cross join lateral (values ('payable:' || $4::text, case when j.transaction_type = 'refund' then 500 else -1000 end),
                                    ('clearing:sandbox', case when j.transaction_type = 'refund' then -500 else 1000 end)) as x(account_id, amount)`,
        [from, to, count, org, key],
      );
    }
  } finally {
    await db.query(`set session_replication_role = origin`);
  }
  // Seeded rows carry tx 0: add them to the rollups by hand, as the roll-up would have.
  await db.query(
    `update ledger_rollup r set balance_cents = r.balance_cents + s.s, postings = r.postings + s.c
     from (select account_id, sum(amount_cents) as s, count(*) as c from ledger_posting where tx_id = 0 and journal_id in (select id from ledger_journal where source_key like $1::text || ':%') group by account_id) s
     where r.account_id = s.account_id`,
    [key],
  );
  await rollUp(db);
  await db.query('vacuum analyze ledger_journal, ledger_posting, ledger_rollup');
  return org;
}

/** A cursor as the API signs it (the bench's API runs with the same JWT_SECRET). */
function cursorFor(secret, seq, balanceCents) {
  const body = `${seq}.${balanceCents}`;
  return `${body}.${createHmac('sha256', secret).update(`ledger-cursor:${body}`).digest('base64url')}`;
}

export async function ledgerBenchmark({ api, db, entries = 1_000_000, secret }) {
  const token = await api.login('bank.admin@demo.test');
  const t0 = Date.now();
  const org = await seedLongLedger(db, entries);
  const setup = (Date.now() - t0) / 1000;
  const account = `payable:${org}`;
  const first = async () => {
    const data = await api.gql(LEDGER, { o: org }, token);
    if (data.orgLedger.items.length !== 50 || data.orgLedger.total < entries)
      throw new Error(`${data.orgLedger.items.length} items of ${data.orgLedger.total}`);
  };
  // Cursors at 100 depths spread over the whole ledger (balances computed once, not measured).
  const { rows: depths } = await db.query(
    `select seq, balance from (
       select seq, -(sum(amount_cents) over (order by seq) - amount_cents) as balance, row_number() over (order by seq desc) as depth
       from ledger_posting where account_id = $1) p
     where depth % ($2::int / 100) = 0 and depth <= $2::int - 50 order by depth limit 100`,
    [account, entries],
  );
  const cursors = depths.map((d) => cursorFor(secret, Number(d.seq), Number(d.balance)));
  const keyset = async (i) => {
    const data = await api.gql(LEDGER, { o: org, after: cursors[i % cursors.length] }, token);
    if (data.orgLedger.items.length !== 50) throw new Error(`${data.orgLedger.items.length} items`);
  };
  const byNumber = async () => {
    const data = await api.gql(LEDGER, { o: org, page: 1500 }, token);
    if (data.orgLedger.items.length !== 50) throw new Error(`${data.orgLedger.items.length} items`);
  };
  await closedLoop({ count: 30, concurrency: 4, op: first });
  await closedLoop({ count: 30, concurrency: 4, op: keyset });
  const result = {
    entries,
    setup,
    first1: await closedLoop({ count: 300, concurrency: 1, op: first, maxMs: 20000 }),
    first16: await closedLoop({ count: 1500, concurrency: 16, op: first, maxMs: 20000 }),
    keyset1: await closedLoop({ count: 500, concurrency: 1, op: keyset, maxMs: 20000 }),
    keyset16: await closedLoop({ count: 1500, concurrency: 16, op: keyset, maxMs: 20000 }),
    deep: await closedLoop({ count: 100, concurrency: 1, op: byNumber, maxMs: 20000 }),
  };
  // Server side alone: the page statement of a keyset page deep down.
  const { rows: plan } = await db.query(
    `explain (analyze, buffers) select p.seq, p.amount_cents, j.id from ledger_posting p join ledger_journal j on j.id = p.journal_id
     where p.account_id = $1 and p.seq < $2 order by p.seq desc limit 50`,
    [account, Number(depths[depths.length - 1]?.seq ?? 0)],
  );
  result.plan = plan.map((r) => r['QUERY PLAN']).join('\n');
  return result;
}

export function printLedger(r) {
  console.log(`\n  orgLedger over ${r.entries.toLocaleString('en-US')} entries of one organization (set-up ${fmt(r.setup)} s)`);
  const row = (name, s) => [name, s.count, fmt(s.perSecond), fmt(s.p50, 2), fmt(s.p99, 2), s.failed];
  console.log(
    table([
      ['orgLedger page of 50', 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'],
      row('first page, 1 caller', r.first1),
      row('first page, 16 callers', r.first16),
      row('keyset page (after), any depth, 1 caller', r.keyset1),
      row('keyset page (after), any depth, 16 callers', r.keyset16),
      row('page 1500 by number (offset 74,950), 1 caller', r.deep),
    ]),
  );
  const failed = [r.first1, r.keyset1, r.deep].find((s) => s.firstError);
  if (failed) console.log(`  first error: ${failed.firstError}`);
  console.log(`  goal: keyset p99 under 10 ms at 1 caller -> ${fmt(r.keyset1.p99, 2)} ms (${r.keyset1.p99 < 10 ? 'met' : 'not met'})`);
  console.log(
    `  page statement (keyset, deepest cursor):\n${r.plan
      .split('\n')
      .map((l) => `    ${l}`)
      .join('\n')}`,
  );
}

export function printLockWaits({ waitMs, samples, maxWaiting }, payments) {
  const perPayment = payments ? waitMs / payments : NaN;
  console.log(
    `\n  lock wait at 16 payers to one merchant: ${fmt(perPayment, 2)} ms per payment (${fmt(waitMs, 0)} ms over ${payments} payments, ${samples} samples, at most ${maxWaiting} backends waiting at once)`,
  );
  console.log(
    `  goal: under 1 ms per payment -> ${perPayment < 1 ? 'met' : 'not met'} (before the double-entry books: about 80 ms, every payment locked the organization's row)`,
  );
}
