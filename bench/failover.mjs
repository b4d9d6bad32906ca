// Benchmark: failover (issue 41). payInvoice through the demo routing (Visa: the Sandbox, then
// its fallback acquirer sandboxB) at 16 payers, three phases on fresh invoices:
//   healthy     every payment charged by the primary (4242 4242 4242 4242);
//   rate-limit  the primary answers 429 to every payment (test card 4000 0000 0001 0076): each
//               payment fails over, retryable elsewhere;
//   5xx         the primary answers 5xx (test card 4000 0000 0001 0068): each payment's unknown
//               outcome is settled by asking the primary for its key, then fails over.
// The bench platform runs with the breaker out of reach (PROCESSOR_BREAKER_FAILURES, scripts/bench.mjs)
// so that every payment of a failing phase really fails over (the worst case for the payer's wait).
// Prints p50/p99 per phase, the p99 the failover adds, CPU per payment, and checks the books:
// one successful Sandbox charge per paid invoice (zero double charges). Measures, never asserts.
import { apiClient } from './client.mjs';
import { cpuMeter, cpuSum } from './cpu.mjs';
import { prepareInvoices } from './pay.mjs';
import { closedLoop, fmt, inBatches, table } from './stats.mjs';

const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox,
    customerName: "Bench Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status amount } }`;

const PHASES = [
  { name: 'healthy', card: '4242424242424242' },
  { name: 'rate-limit', card: '4000000000010076' },
  { name: '5xx', card: '4000000000010068' },
];

export async function failoverBenchmark({ baseUrl, db, groups, count = 200, concurrency = 16 }) {
  const api = apiClient(baseUrl);
  const phases = [];
  // Warm-up (connections, workflow code), not measured.
  const warm = await prepareInvoices(api, 8);
  await closedLoop({ count: warm.length, concurrency: 4, op: (i) => pay(api, warm[i], warm[i].token) });
  for (const phase of PHASES) {
    const invoices = await prepareInvoices(api, count);
    const tokens = await inBatches(count, 8, () => api.cardToken(phase.card));
    const meter = groups ? cpuMeter(groups) : undefined;
    const run = await closedLoop({ count, concurrency, op: (i) => pay(api, invoices[i], tokens[i]) });
    const cpu = meter?.();
    const codes = invoices.map((inv) => inv.code);
    const books = await booksOf(db, codes);
    phases.push({ ...phase, run, cpu, paid: run.count - run.failed, books });
    await new Promise((r) => setTimeout(r, 1500)); // receipts drain
  }
  return { phases, concurrency };
}

async function pay(api, invoice, token) {
  const data = await api.gql(PAY, { invoiceId: invoice.id, accessKey: invoice.accessKey, token, key: `bench-failover-${invoice.code}` });
  if (data.payInvoice.status !== 'succeeded') throw new Error(`payment ${data.payInvoice.status}`);
}

/** Attempts per processor, the Sandbox's successful charges per acquirer, and invoices charged more than once. */
async function booksOf(db, codes) {
  const attempts = await db.query(
    `select p.processor, p.status, count(*)::int as n from payment p join invoice i on i.id = p.invoice_id where i.code = any($1) group by 1, 2 order by 1, 2`,
    [codes],
  );
  const charges = await db.query(
    `select c.acquirer, count(*)::int as n from sandbox_charge c where c.status = 'succeeded' and c.metadata ->> 'invoiceCode' = any($1) group by 1 order by 1`,
    [codes],
  );
  const twice = await db.query(
    `select count(*)::int as n from (select c.metadata ->> 'invoiceCode' from sandbox_charge c where c.status = 'succeeded' and c.metadata ->> 'invoiceCode' = any($1) group by 1 having count(*) > 1) x`,
    [codes],
  );
  const paid = await db.query(`select count(*)::int as n from invoice where code = any($1) and status = 'paid'`, [codes]);
  return { attempts: attempts.rows, charges: charges.rows, doubleCharged: twice.rows[0].n, paidInvoices: paid.rows[0].n };
}

export function printFailover({ phases, concurrency }) {
  const healthy = phases.find((p) => p.name === 'healthy');
  console.log(`  payInvoice at ${concurrency} payers, Visa routed Sandbox -> Sandbox (fallback):`);
  console.log(
    table([
      ['phase', 'paid', 'failed', 'p50 ms', 'p99 ms', 'p99 added ms', 'CPU ms/payment', 'CPU x healthy'],
      ...phases.map((p) => {
        const cpuPer = cpuSum(p.cpu) / Math.max(p.paid, 1);
        const healthyCpu = cpuSum(healthy.cpu) / Math.max(healthy.paid, 1);
        return [
          p.name,
          String(p.paid),
          String(p.run.failed),
          fmt(p.run.p50),
          fmt(p.run.p99),
          p === healthy ? '-' : fmt(p.run.p99 - healthy.run.p99),
          fmt(cpuPer),
          p === healthy ? '1.00' : fmt(cpuPer / healthyCpu, 2),
        ];
      }),
    ]),
  );
  for (const p of phases) {
    const attempts = p.books.attempts.map((a) => `${a.processor} ${a.status} ${a.n}`).join(', ');
    const charges = p.books.charges.map((c) => `${c.acquirer} ${c.n}`).join(', ') || 'none';
    const sum = p.books.charges.reduce((s, c) => s + c.n, 0);
    console.log(
      `  ${p.name}: attempts ${attempts}; Sandbox charges ${charges} (${sum} for ${p.books.paidInvoices} paid invoices, ${p.books.doubleCharged} charged twice)${p.run.firstError ? `; first error: ${p.run.firstError}` : ''}`,
    );
  }
}
