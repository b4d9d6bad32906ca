// Benchmark 1: payInvoice through the Sandbox at 1, 16 and 64 concurrent payers, the floor
// (bare workflow update + one PostgreSQL transaction) at the same concurrencies, and where the
// time of a payment goes (Temporal history timestamps + pg_stat_statements).
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';

import pg from 'pg';

import { readBaseline, saveBaselineIfAsked } from './baselines.mjs';
import { apiClient } from './client.mjs';
import { cpuMeter, cpuSum } from './cpu.mjs';
import { startFloor } from './floor/floor.mjs';
import { startLockSampler } from './ledger.mjs';
import { checkoutPhase } from './pay-checkout.mjs';
import { pairedRounds, printRounds, roundsFigures } from './pay-rounds.mjs';
import { startProfile } from './profile.mjs';
import { backgroundNote, resetStatements, statementsSince } from './statements.mjs';
import { closedLoop, fmt, inBatches, percentile, table } from './stats.mjs';

const require = createRequire(import.meta.url);

const PAY = `mutation($invoiceId: ID, $accessKey: String, $token: String, $key: String) {
  payInvoice(invoiceId: $invoiceId, accessKey: $accessKey, stripeToken: $token, provider: sandbox,
    customerName: "Bench Payer", zipCode: "11001", phoneNumber: "+975 17 000000", idempotencyKey: $key) { id status amount } }`;
const CREATE = 'mutation($invoice: CreateInvoiceInput!) { createInvoice(invoice: $invoice) { id code accessKey } }';

function invoiceInput(doi, i) {
  return {
    name: `Bench group ${i}`,
    recipientName: 'Bench',
    recipientSurName: 'Payer',
    recipientEmail: `bench.payer${i}@example.test`,
    type: 'postTripSettlement',
    numberOfPax: 2,
    dateOfService: new Date(Date.now() + 30 * 86400000).toISOString(),
    merchantProcessingFee: 2.5,
    lineItems: [{ description: 'Daily tariff', quantity: 2, price: 250 }],
    disbursements: [{ recipientId: doi, amount: 0 }],
  };
}

/** Invoices (createInvoice as owner@demo.test) with a card token each: set-up, not measured. */
export async function prepareInvoices(api, count) {
  const owner = await api.login('owner@demo.test');
  const { organizations } = await api.gql('{ organizations(type: [government]) { id name } }', {}, owner);
  const doi = organizations.find((o) => o.name === 'Department Of Immigration')?.id ?? organizations[0].id;
  const invoices = await inBatches(count, 8, async (i) => (await api.gql(CREATE, { invoice: invoiceInput(doi, i) }, owner)).createInvoice);
  const tokens = await inBatches(count, 8, () => api.cardToken());
  return invoices.map((inv, i) => ({ ...inv, token: tokens[i] }));
}

const STEPS = {
  before: ['API before the update (HTTP, GraphQL, reads, describe)', 'client -> update reaches Temporal'],
  accept: ['workflow task accepting the update', 'workflow task accepting the update'],
  queue: ['activity queue wait (scheduled -> started)', 'activity queue wait'],
  activity: ['chargeInvoice activity (DB + Sandbox)', 'activity (one transaction)'],
  complete: ['workflow task completing the update', 'workflow task completing the update'],
  after: ['answer back to the payer (update result, GraphQL)', 'answer back to the client'],
};

const ms = (t) => Number(t.seconds) * 1000 + Math.floor((t.nanos ?? 0) / 1e6);

/**
 * Where one payment's time went, from its workflow history (same machine, same clock):
 * API before the update, the workflow task that accepts it, the activity's queue wait and run,
 * the workflow task that completes it, and the answer's way back to the payer.
 */
async function stepsOf(client, sample, workflowId, activity = 'chargeInvoice') {
  const history = await client.workflow.getHandle(workflowId).fetchHistory();
  const events = history.events ?? [];
  const accepted = events.findIndex((e) => e.workflowExecutionUpdateAcceptedEventAttributes);
  if (accepted < 0) return undefined;
  // The workflow task that accepted the update: the last WorkflowTaskScheduled before it.
  let scheduled = accepted;
  while (scheduled > 0 && !events[scheduled].workflowTaskScheduledEventAttributes) scheduled--;
  const after = events.slice(accepted);
  const find = (key, from = 0) => after.slice(from).find((e) => e[key]);
  const actScheduled = after.find((e) => e.activityTaskScheduledEventAttributes?.activityType?.name === activity);
  const actStarted = find('activityTaskStartedEventAttributes');
  const actCompleted = find('activityTaskCompletedEventAttributes');
  const completed = find('workflowExecutionUpdateCompletedEventAttributes');
  if (!actScheduled || !actStarted || !actCompleted || !completed) return undefined;
  const t = {
    wftScheduled: ms(events[scheduled].eventTime),
    actScheduled: ms(actScheduled.eventTime),
    actStarted: ms(actStarted.eventTime),
    actCompleted: ms(actCompleted.eventTime),
    updateCompleted: ms(completed.eventTime),
  };
  return {
    before: t.wftScheduled - sample.start,
    accept: t.actScheduled - t.wftScheduled,
    queue: t.actStarted - t.actScheduled,
    activity: t.actCompleted - t.actStarted,
    complete: t.updateCompleted - t.actCompleted,
    after: sample.end - t.updateCompleted,
  };
}

/** `workerProfiling` ({ inspectPort, file }): the worker's CPU is profiled over the 16-payer phase. */
export async function payBenchmark({ baseUrl, temporalAddress, databaseUrl, db, counts, concurrencies, groups, workerProfiling, rounds = 0 }) {
  const api = apiClient(baseUrl);
  // Paired rounds of payInvoice and the floor at 16 payers, after the floor's phases (pay-rounds.mjs).
  const roundCount = concurrencies.includes(16) ? rounds : 0;
  // The lock-wait phase (16 payers, pg_stat_activity sampled) runs after the measured ones, on
  // its own: its sampler polls every 2 ms and would add its own CPU to the figures it sits beside.
  const lockPhase = concurrencies.includes(16) ? counts(16) : 0;
  const total = concurrencies.reduce((s, c) => s + counts(c), 0) + lockPhase + roundCount * counts(16);
  const warm = 8;
  const started = Date.now();
  const invoices = await prepareInvoices(api, total + warm + 1);
  console.log(`  set-up: ${total + warm + 1} invoices created and card tokens issued (${((Date.now() - started) / 1000).toFixed(1)} s, not measured)`);
  const pageInvoice = invoices.pop(); // left unpaid for the pay page benchmark
  let next = 0;
  const payAt = async (index) => {
    const inv = invoices[index];
    const data = await api.gql(PAY, { invoiceId: inv.id, accessKey: inv.accessKey, token: inv.token, key: `bench-${inv.code}` });
    if (data.payInvoice.status !== 'succeeded') throw new Error(`payment ${data.payInvoice.status}`);
    return inv;
  };
  await closedLoop({ count: warm, concurrency: 4, op: (i) => payAt(i) });
  next = warm;

  const lockDb = new pg.Client({ connectionString: databaseUrl });
  await lockDb.connect();
  let lockWaits;
  let workerProfile;
  const pay = {};
  const codes = {};
  const cpu = {};
  let statements;
  for (const c of concurrencies) {
    const from = next;
    const profiled = c === 16;
    if (profiled) await resetStatements(db);
    const meter = groups ? cpuMeter(groups) : undefined;
    const profiler = profiled && workerProfiling ? await startProfile(workerProfiling) : undefined;
    pay[c] = await closedLoop({ count: counts(c), concurrency: c, op: (i) => payAt(from + i) });
    if (profiler) workerProfile = await profiler.stop();
    next += counts(c);
    cpu[c] = meter?.();
    if (profiled) statements = await statementsSince(db, pay[c].count - pay[c].failed);
    codes[c] = invoices.slice(from, from + pay[c].count).map((inv) => inv.code);
    await new Promise((r) => setTimeout(r, 1500)); // let the receipts of this phase drain
  }
  if (lockPhase) {
    // Lock waits of payments to one merchant (every bench invoice is the demo tour operator's).
    const from = next;
    const stopLocks = startLockSampler(lockDb);
    const run = await closedLoop({ count: lockPhase, concurrency: 16, op: (i) => payAt(from + i) });
    lockWaits = { ...(await stopLocks()), payments: run.count - run.failed };
    next += lockPhase;
    await new Promise((r) => setTimeout(r, 1500));
  }
  // A checkout's payment (payWebPayment) at 16 payers, measured the same way.
  const checkout = concurrencies.includes(16) ? await checkoutPhase({ api, baseUrl, db, groups, count: counts(16) }) : undefined;

  const floorRunner = await startFloor({ temporalAddress, databaseUrl });
  const floor = {};
  const floorProfile = {};
  let paired;
  try {
    await floorRunner.phase(8, 4); // warm-up (workflow bundle, connections)
    for (const c of concurrencies) floor[c] = await floorRunner.phase(counts(c), c, groups ? () => cpuMeter(groups) : undefined);
    // The floor with a local activity after the update, at 16 payers: payInvoice's shape until
    // its receipt moved into the charge activity (docs/performance.md section 24); kept to show
    // what that step cost.
    if (concurrencies.includes(16)) floor.shaped = await floorRunner.phase(counts(16), 16, groups ? () => cpuMeter(groups) : undefined, 'floorShapedWorkflow');
    // payInvoice's API asks Temporal for the process's description before each update: its cost alone.
    const described = floorRunner.client.workflow.getHandle(floor[concurrencies[0]].workflowIds[0]);
    floor.describe = await closedLoop({ count: 40, concurrency: 1, op: () => described.describe() });
    if (roundCount) {
      const from = next;
      paired = await pairedRounds({ rounds: roundCount, count: counts(16), pay: (i) => payAt(from + i), floorRunner, groups });
      next += roundCount * counts(16);
    }
    for (const c of concurrencies) {
      floorProfile[c] = {};
      for (const s of floor[c].samples.filter((x) => x.ok).slice(-60)) {
        const steps = await stepsOf(floorRunner.client, s, floor[c].workflowIds[s.i], 'oneTransaction').catch(() => undefined);
        if (steps) for (const [k, v] of Object.entries(steps)) (floorProfile[c][k] ??= []).push(v);
      }
    }
  } finally {
    await floorRunner.stop();
  }

  // Profile of each phase from up to 60 of its payments' workflow histories.
  const { Client, Connection } = require('@temporalio/client');
  const connection = await Connection.connect({ address: temporalAddress });
  const client = new Client({ connection });
  const profile = {};
  try {
    for (const c of concurrencies) {
      profile[c] = {};
      const picked = pay[c].samples.filter((s) => s.ok).slice(-60);
      for (const s of picked) {
        const steps = await stepsOf(client, s, `invoice-${codes[c][s.i]}`).catch(() => undefined);
        if (!steps) continue;
        for (const [k, v] of Object.entries(steps)) (profile[c][k] ??= []).push(v);
      }
    }
  } finally {
    await connection.close();
  }
  await lockDb.end();
  return { pay, floor, profile, floorProfile, statements, cpu, pageInvoice, lockWaits, workerProfile, checkout, paired };
}

/** The figures of one concurrency kept for the next run's "before" column (bench/baselines/pay.json). */
function payFigures({ pay, floor, cpu, statements }, c) {
  return runFigures(pay[c], floor[c], cpu[c], c === 16 ? statements : undefined);
}

/** The same figures of the checkouts' run, against the 16-payer floor. */
function checkoutFigures({ checkout, floor }) {
  return checkout ? runFigures(checkout.run, floor[16], checkout.cpu, checkout.statements) : undefined;
}

/** A run's figures beside the bare floor's of the same concurrency. */
function runFigures(p, f, cpu, statements) {
  if (!p || !f) return undefined;
  const perPayment = (name) => (cpu?.[name] ?? NaN) / p.count;
  return {
    perSecond: p.perSecond,
    p50: p.p50,
    p99: p.p99,
    floorPerSecond: f.perSecond,
    floorP99: f.p99,
    cpuMs: cpu ? cpuSum(cpu) / p.count : NaN,
    floorCpuMs: f.cpu ? cpuSum(f.cpu) / f.count : NaN,
    apiMs: perPayment('API'),
    workerMs: perPayment('worker'),
    temporalMs: perPayment('Temporal server'),
    postgresMs: perPayment('PostgreSQL'),
    statements: statements?.perRequest,
  };
}

/** 16 payers now and in the previous run: the goals' ratios against the bare floor of each run. */
function printAgainstBefore(now, before, run, payments = 'payInvoice') {
  const ratio = (x, y) => (Number.isFinite(x / y) ? `${fmt(x / y)}x` : '');
  const rows = [
    [`16 payers, ${payments}`, 'now', `before (${run ?? 'none saved'})`],
    [`${payments}/s`, fmt(now.perSecond), before ? fmt(before.perSecond) : ''],
    ['p50 / p99 ms', `${fmt(now.p50)} / ${fmt(now.p99)}`, before ? `${fmt(before.p50)} / ${fmt(before.p99)}` : ''],
    ['p99 against the bare floor (goal 1.3x)', ratio(now.p99, now.floorP99), before ? ratio(before.p99, before.floorP99) : ''],
    ['throughput against the bare floor (goal 1.3x)', ratio(now.floorPerSecond, now.perSecond), before ? ratio(before.floorPerSecond, before.perSecond) : ''],
    ['CPU against the bare floor (goal 1.5x)', ratio(now.cpuMs, now.floorCpuMs), before ? ratio(before.cpuMs, before.floorCpuMs) : ''],
    ['CPU ms per payment, all processes', fmt(now.cpuMs), before ? fmt(before.cpuMs) : ''],
    [
      '  API / worker / Temporal / PostgreSQL',
      [now.apiMs, now.workerMs, now.temporalMs, now.postgresMs].map((x) => fmt(x)).join(' / '),
      before ? [before.apiMs, before.workerMs, before.temporalMs, before.postgresMs].map((x) => fmt(x)).join(' / ') : '',
    ],
    ['SQL statements per payment', fmt(now.statements), before ? fmt(before.statements) : ''],
  ];
  console.log(`\n${table(rows)}`);
}

export function printPay(result, concurrencies, { note = new Date().toISOString() } = {}) {
  const { pay, floor, profile, floorProfile, statements, cpu, workerProfile } = result;
  const rows = [
    ['concurrency', 'payInvoice/s', 'p50 ms', 'p99 ms', 'failed', 'floor/s', 'floor p50', 'floor p99', 'p50 ratio', 'p99 ratio', 'throughput ratio'],
  ];
  for (const c of concurrencies) {
    const p = pay[c];
    const f = floor[c];
    rows.push([
      c,
      fmt(p.perSecond),
      fmt(p.p50),
      fmt(p.p99),
      `${p.failed}/${p.count}`,
      fmt(f.perSecond),
      fmt(f.p50),
      fmt(f.p99),
      `${fmt(p.p50 / f.p50)}x`,
      `${fmt(p.p99 / f.p99)}x`,
      `${fmt(f.perSecond / p.perSecond)}x`,
    ]);
  }
  console.log(table(rows));
  for (const c of concurrencies) if (pay[c].firstError) console.log(`  first payInvoice error at ${c}: ${pay[c].firstError}`);
  if (floor.describe)
    console.log(
      `  one describe() round trip to Temporal (done by the API before each payment's update), 1 caller: p50 ${fmt(floor.describe.p50)} ms, p99 ${fmt(floor.describe.p99)} ms`,
    );
  const p16 = pay[16];
  if (p16) console.log(`  goal p99 < 100 ms at 16 payers: ${fmt(p16.p99)} ms (${p16.p99 < 100 ? 'met' : 'missed'})`);
  const now16 = payFigures(result, 16);
  if (now16) {
    const previous = readBaseline('pay');
    printAgainstBefore(now16, previous?.payers?.['16'], previous?.run);
    const checkout = checkoutFigures(result);
    if (checkout) {
      printAgainstBefore(checkout, previous?.checkout, previous?.run, 'payWebPayment');
      if (result.checkout.run.firstError) console.log(`  first payWebPayment error: ${result.checkout.run.firstError}`);
    }
    printRounds(result.paired, previous?.rounds && { ...previous.rounds, run: previous.run });
    const figures = Object.fromEntries(concurrencies.map((c) => [c, payFigures(result, c)]));
    const saved = saveBaselineIfAsked('pay', note, { payers: figures, checkout, rounds: roundsFigures(result.paired) });
    if (saved) console.log(`  figures saved as the next run's "before" (${saved})`);
  }
  const shaped = floor.shaped;
  if (p16 && shaped) {
    const cpuOf = (r) => (r.cpu ? cpuSum(r.cpu) / r.count : NaN);
    console.log(
      `  floor with a local activity (update + transaction, then a local activity in the answering task: payInvoice's shape before section 24), 16 payers: ${fmt(shaped.perSecond)}/s, p50 ${fmt(shaped.p50)} ms, ` +
        `p99 ${fmt(shaped.p99)} ms, CPU ${fmt(cpuOf(shaped))} ms per payment; payInvoice against it: p50 ${fmt(p16.p50 / shaped.p50)}x, ` +
        `p99 ${fmt(p16.p99 / shaped.p99)}x, throughput ${fmt(shaped.perSecond / p16.perSecond)}x, CPU ${fmt(cpuOf({ cpu: cpu[16], count: p16.count }) / cpuOf(shaped))}x`,
    );
    // Where each one's CPU is, by process (the floors' worker is the bench process).
    const byProcess = (r) => (r.cpu ? Object.entries(r.cpu).map(([name, ms]) => `${name} ${fmt(ms / r.count)}`) : []).join(', ');
    console.log(`  CPU ms per payment by process at 16 payers: payInvoice: ${byProcess({ cpu: cpu[16], count: p16.count })}`);
    console.log(`    floor: ${byProcess(floor[16])}`);
    console.log(`    floor with a local activity: ${byProcess(shaped)}`);
  }
  for (const [title, prof, label] of [
    ["where a payment's time goes (p50 / p99 ms)", profile, 0],
    ["where the floor's time goes (p50 / p99 ms)", floorProfile, 1],
  ]) {
    const stepRows = [[title, ...concurrencies.map((c) => `${c} caller${c > 1 ? 's' : ''}`)]];
    for (const [k, names] of Object.entries(STEPS))
      stepRows.push([
        names[label],
        ...concurrencies.map((c) => (prof[c]?.[k] ? `${fmt(percentile(prof[c][k], 50))} / ${fmt(percentile(prof[c][k], 99))}` : 'n/a')),
      ]);
    stepRows.push(['(calls profiled from their Temporal histories)', ...concurrencies.map((c) => prof[c]?.before?.length ?? 0)]);
    console.log(`\n${table(stepRows)}`);
  }
  if (cpu[concurrencies[0]]) {
    const names = Object.keys(cpu[concurrencies[0]]);
    const cpuRows = [['CPU ms per payment', ...concurrencies.map((c) => `${c} payer${c > 1 ? 's' : ''}`)]];
    for (const n of names) cpuRows.push([n, ...concurrencies.map((c) => fmt(cpu[c][n] / pay[c].count))]);
    cpuRows.push(['total', ...concurrencies.map((c) => fmt(cpuSum(cpu[c]) / pay[c].count))]);
    if (floor[concurrencies[0]].cpu)
      cpuRows.push(['floor total (its worker is in the bench process)', ...concurrencies.map((c) => fmt(cpuSum(floor[c].cpu) / floor[c].count))]);
    cpuRows.push(['CPU busy (of all cores)', ...concurrencies.map((c) => `${fmt((cpuSum(cpu[c]) / pay[c].wallMs / availableParallelism()) * 100, 0)} %`)]);
    console.log(`\n${table(cpuRows)}`);
  }
  if (statements) {
    console.log(
      `\n  SQL per payment (16 payers, pg_stat_statements, API + worker): ${fmt(statements.perRequest)} statements, ${fmt(statements.msPerRequest, 2)} ms of execution${backgroundNote(statements, 'a payment')}`,
    );
    console.log(table([['statement', 'calls/payment', 'mean ms'], ...statements.top.map((s) => [s.query, fmt(s.perRequest, 2), fmt(s.mean, 3)])]));
  }
  const checkoutStatements = result.checkout?.statements;
  if (checkoutStatements) {
    console.log(
      `\n  SQL per checkout payment (payWebPayment, 16 payers): ${fmt(checkoutStatements.perRequest)} statements, ${fmt(checkoutStatements.msPerRequest, 2)} ms of execution${backgroundNote(checkoutStatements, 'a payment')}`,
    );
    console.log(table([['statement', 'calls/payment', 'mean ms'], ...checkoutStatements.top.map((s) => [s.query, fmt(s.perRequest, 2), fmt(s.mean, 3)])]));
  }
  if (workerProfile) {
    // The worker's JavaScript only: the Temporal Core's own threads (Rust) are not sampled.
    console.log(`\n  worker CPU profile at 16 payers (${workerProfile.file}): top frames by self time`);
    console.log(table([['self %', 'function', 'where'], ...workerProfile.top.map((f) => [fmt(f.percent, 1), f.name, f.where])]));
    console.log(table([['self %', 'package'], ...workerProfile.packages.map((f) => [fmt(f.percent, 1), f.name])]));
  }
}
