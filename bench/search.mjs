// Benchmark: globalSearch over 100,000 invoices (seeded as bench/list.mjs does): requests/s and
// p50/p99 at 16 connections for a code, a customer name, an e-mail and an amount, as the
// merchant's Owner and as PG Admin; SQL statements per request (goal: one per searched kind).
import { apiClient } from './client.mjs';
import { seedInvoices } from './list.mjs';
import { backgroundNote, resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, fmt, table } from './stats.mjs';

const SEARCH = `query GlobalSearch($query: String!) { globalSearch(query: $query) { groups { kind total items { id title subtitle url } } } }`;
const QUERIES = [
  ['code', 'BENCH-77777'],
  ['customer name', 'Given4242 Sur'],
  ['e-mail', 'g31337@example'],
  ['amount', '153.49'],
  ['2 characters', 'gi'],
  ['broad (11,111 matches)', 'BENCH-1'],
];

export async function searchBenchmark({ baseUrl, db, seed = 100000, concurrency = 16, requests = 600, maxMs = 15000 }) {
  const api = apiClient(baseUrl);
  const {
    rows: [{ n: existing }],
  } = await db.query(`select count(*)::int as n from invoice where code like 'BENCH-%'`);
  if (existing < seed) await seedInvoices(db, seed);
  const rowsOut = [];
  let statements;
  for (const email of ['owner@demo.test', 'pg.admin@demo.test']) {
    const token = await api.login(email);
    for (const [label, query] of QUERIES) {
      const once = async () => {
        const data = await api.gql(SEARCH, { query }, token);
        if (!data.globalSearch) throw new Error('no result');
      };
      await closedLoop({ count: 20, concurrency: 4, op: once });
      if (!statements && label === 'code') {
        await resetStatements(db);
        for (let i = 0; i < 10; i++) await once();
        statements = await statementsSince(db, 10);
      }
      const load = await closedLoop({ count: requests, concurrency, op: once, maxMs });
      rowsOut.push([`${email.split('@')[0]}: ${label} "${query}"`, load.count, fmt(load.perSecond), fmt(load.p50), fmt(load.p99), load.failed]);
    }
  }
  return { rows: rowsOut, statements, concurrency };
}

export function printSearch({ rows, statements, concurrency }) {
  console.log(table([[`globalSearch, 100,000 invoices, ${concurrency} connections`, 'requests', 'requests/s', 'p50 ms', 'p99 ms', 'failed'], ...rows]));
  if (statements)
    console.log(
      `  SQL statements per request (owner, 4 kinds searched): ${fmt(statements.perRequest, 1)}, ${fmt(statements.msPerRequest, 2)} ms of execution${backgroundNote(statements)}`,
    );
}
