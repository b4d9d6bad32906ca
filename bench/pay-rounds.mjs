// Benchmark 1, paired rounds: payInvoice and the bare floor at 16 payers, one right after the
// other, several times, the order alternating. The floor moves with the machine (64 to 87 per s
// within 12 minutes, docs/performance.md section 26), so a payInvoice phase set against a floor
// phase measured minutes later cannot say whether the goals are met: each round's ratios are
// printed, their median (the verdict: one slow round moves it least) and spread, and the ratios
// of all rounds' calls pooled.
import { cpuMeter, cpuSum } from './cpu.mjs';
import { closedLoop, fmt, percentile, table } from './stats.mjs';

const PAYERS = 16;

/**
 * `rounds` pairs of `count` payments (`pay(i)`, i from 0 to rounds * count - 1) and `count`
 * floor updates (`floorRunner.phase`), each at 16 callers; odd rounds start with the floor.
 */
export async function pairedRounds({ rounds, count, pay, floorRunner, groups }) {
  const out = [];
  for (let r = 0; r < rounds; r++) {
    const payPhase = async () => {
      const meter = groups ? cpuMeter(groups) : undefined;
      const run = await closedLoop({ count, concurrency: PAYERS, op: (i) => pay(r * count + i) });
      const cpu = meter?.();
      await new Promise((resolve) => setTimeout(resolve, 1500)); // the receipts drain
      return { ...run, cpu };
    };
    const floorPhase = () => floorRunner.phase(count, PAYERS, groups ? () => cpuMeter(groups) : undefined);
    const payFirst = r % 2 === 0;
    const first = await (payFirst ? payPhase() : floorPhase());
    const second = await (payFirst ? floorPhase() : payPhase());
    out.push(payFirst ? { payFirst, pay: first, floor: second } : { payFirst, pay: second, floor: first });
  }
  return out;
}

/** The three goals' ratios of one payInvoice run against one floor run. */
function ratios(pay, floor) {
  return {
    p99: pay.p99 / floor.p99,
    throughput: floor.perSecond / pay.perSecond,
    cpu: cpuSum(pay.cpu) / (pay.count - pay.failed) / (cpuSum(floor.cpu) / floor.count),
  };
}

/** All rounds' calls as one run of each: p99 over every call, calls per second of summed wall time, CPU per call. */
function pooled(runs) {
  const ms = runs.flatMap((run) => run.samples.filter((s) => s.ok).map((s) => s.ms));
  const ok = runs.reduce((s, run) => s + run.count - run.failed, 0);
  const wallMs = runs.reduce((s, run) => s + run.wallMs, 0);
  const cpu = runs.every((run) => run.cpu) ? { all: runs.reduce((s, run) => s + cpuSum(run.cpu), 0) } : undefined;
  return { count: ok, failed: 0, p99: percentile(ms, 99), perSecond: (ok / wallMs) * 1000, cpu };
}

/** CPU ms per answered call of each process over all `runs`: { API: 2.4, worker: 16.8, ... }. */
function cpuPerCall(runs) {
  const calls = runs.reduce((s, run) => s + run.count - run.failed, 0);
  const sums = {};
  for (const run of runs) for (const [name, ms] of Object.entries(run.cpu ?? {})) sums[name] = (sums[name] ?? 0) + ms;
  return Object.fromEntries(Object.entries(sums).map(([name, ms]) => [name, ms / calls]));
}

/**
 * The payment's own work that the floor does not do, in the two processes the floor barely uses:
 * the payer's GraphQL call (the floor's client calls Temporal directly) and the payment's SQL (the
 * attempt, the Sandbox's charge, the outcome with its journal, history and webhook event, the
 * receipt's row). Added to the floor's CPU they give `ratio`: the CPU ratio a payment would have
 * with a worker and a Temporal share as cheap as the floor's. On saturated cores throughput
 * follows CPU, so this is also about as close as throughput can come without cheaper SQL.
 */
export function ownWork(rounds) {
  if (!rounds.every((r) => r.pay.cpu && r.floor.cpu)) return undefined;
  const pay = cpuPerCall(rounds.map((r) => r.pay));
  const floor = cpuPerCall(rounds.map((r) => r.floor));
  const floorCpu = cpuSum(floor);
  const api = (pay.API ?? 0) - (floor.API ?? 0);
  const postgres = (pay.PostgreSQL ?? 0) - (floor.PostgreSQL ?? 0);
  const payCpu = cpuSum(pay);
  return { floorCpu, api, postgres, rest: payCpu - floorCpu - api - postgres, ratio: (floorCpu + api + postgres) / floorCpu };
}

/** The middle value (the mean of the two middle ones for an even count). */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const GOALS = { p99: 1.3, throughput: 1.3, cpu: 1.5 };

/** The figures kept in bench/baselines/pay.json: the pooled ratios and each ratio's spread over the rounds. */
export function roundsFigures(rounds) {
  if (!rounds?.length) return undefined;
  const each = rounds.map((r) => ratios(r.pay, r.floor));
  const all = ratios(pooled(rounds.map((r) => r.pay)), pooled(rounds.map((r) => r.floor)));
  const spread = (k) => ({ median: median(each.map((x) => x[k])), min: Math.min(...each.map((x) => x[k])), max: Math.max(...each.map((x) => x[k])) });
  return { rounds: rounds.length, pooled: all, p99: spread('p99'), throughput: spread('throughput'), cpu: spread('cpu'), ownWork: ownWork(rounds) };
}

/** Each round, then the median of each goal's ratio with its verdict, the spread and the pooled ratio, beside the previous run's median. */
export function printRounds(rounds, before) {
  if (!rounds?.length) return;
  const x = (n) => `${fmt(n, 2)}x`;
  const rows = [['round (16 payers)', 'payInvoice/s', 'floor/s', 'p99 ms / floor', 'p99 ratio', 'throughput ratio', 'CPU ratio']];
  rounds.forEach((r, i) => {
    const q = ratios(r.pay, r.floor);
    const failed = r.pay.failed ? ` (${r.pay.failed} failed)` : '';
    rows.push([
      `${i + 1}, ${r.payFirst ? 'payInvoice first' : 'floor first'}${failed}`,
      fmt(r.pay.perSecond),
      fmt(r.floor.perSecond),
      `${fmt(r.pay.p99)} / ${fmt(r.floor.p99)}`,
      x(q.p99),
      x(q.throughput),
      x(q.cpu),
    ]);
  });
  const now = roundsFigures(rounds);
  const keys = ['p99', 'throughput', 'cpu'];
  rows.push(['median of the rounds', '', '', '', ...keys.map((k) => x(now[k].median))]);
  rows.push(['spread (lowest to highest)', '', '', '', ...keys.map((k) => `${fmt(now[k].min, 2)} to ${fmt(now[k].max, 2)}`)]);
  rows.push(['all rounds pooled', '', '', '', ...keys.map((k) => x(now.pooled[k]))]);
  rows.push(['goal (against the median)', '', '', '', ...keys.map((k) => `${GOALS[k]}x: ${now[k].median <= GOALS[k] ? 'met' : 'missed'}`)]);
  if (before) rows.push([`median before (${before.run})`, '', '', '', ...keys.map((k) => x(before[k].median))]);
  console.log(`\n  payInvoice and the bare floor in ${rounds.length} paired rounds, back to back`);
  console.log(table(rows));
  // Where each one's CPU is, by process, over all rounds (the floor's worker is the bench process).
  const byProcess = (runs) =>
    Object.entries(cpuPerCall(runs))
      .map(([name, ms]) => `${name} ${fmt(ms)}`)
      .join(', ');
  if (rounds[0].pay.cpu) {
    console.log(`  CPU ms per call by process, all rounds: payInvoice: ${byProcess(rounds.map((r) => r.pay))}`);
    console.log(`    floor: ${byProcess(rounds.map((r) => r.floor))}`);
  }
  const own = now.ownWork;
  if (own) {
    console.log(
      `  the payment's API call and SQL alone (API +${fmt(own.api)}, PostgreSQL +${fmt(own.postgres)} ms per call on the floor's ${fmt(own.floorCpu)}) ` +
        `put it at ${x(own.ratio)} the floor's CPU${before?.ownWork ? ` (before: ${x(before.ownWork.ratio)})` : ''}; ` +
        `the rest, +${fmt(own.rest)} ms, is the worker's and Temporal's share above the floor's`,
    );
  }
}
