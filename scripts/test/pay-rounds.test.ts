// The pay bench's verdict on the payment goals (bench/pay-rounds.mjs): each round's ratios, their
// median (the verdict) and spread, and the ratios of all rounds' calls pooled.

// A module, not a script: its names (run, Run) stay out of the other test files' scope.
export {};
interface Run {
  count: number;
  failed: number;
  p99: number;
  perSecond: number;
  wallMs: number;
  samples: { ms: number; ok: boolean }[];
  cpu: Record<string, number>;
}
interface Round {
  payFirst: boolean;
  pay: Run;
  floor: Run;
}
interface Spread {
  median: number;
  min: number;
  max: number;
}
interface OwnWork {
  floorCpu: number;
  api: number;
  postgres: number;
  rest: number;
  ratio: number;
}
interface Figures {
  rounds: number;
  ownWork?: OwnWork;
  pooled: { p99: number; throughput: number; cpu: number };
  p99: Spread;
  throughput: Spread;
  cpu: Spread;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module of the bench, loaded by path
const { roundsFigures, printRounds } = require('../../bench/pay-rounds.mjs') as {
  roundsFigures: (rounds: Round[]) => Figures | undefined;
  printRounds: (rounds: Round[], before?: Figures & { run: string }) => void;
};

/** A run of `count` calls of `ms` each (one failed call with `failed`), over `wallMs`, with `cpuMs` in all. */
function run(count: number, ms: number, wallMs: number, cpuMs: number, failed = 0): Run {
  const samples = Array.from({ length: count }, (_, i) => ({ ms, ok: i >= failed }));
  return { count, failed, p99: ms, perSecond: ((count - failed) / wallMs) * 1000, wallMs, samples, cpu: { worker: cpuMs / 2, PostgreSQL: cpuMs / 2 } };
}

// Floor: 100 calls in 1 s, 200 ms each, 3,000 ms of CPU (30 ms a call).
const floor = (): Run => run(100, 200, 1000, 3000);
const rounds: Round[] = [
  // p99 ratio 1.2, throughput 1.25 (1,250 ms), CPU 40 / 30
  { payFirst: true, pay: run(100, 240, 1250, 4000), floor: floor() },
  // p99 1.5, throughput 1.5, CPU 45 / 30
  { payFirst: false, pay: run(100, 300, 1500, 4500), floor: floor() },
  // p99 1.25, throughput 1.28, CPU 36 / 30, one failed call: CPU per answered call
  { payFirst: true, pay: run(101, 250, 1280, 3600, 1), floor: floor() },
  // p99 3.0 (one slow round), throughput 1.4, CPU 60 / 30
  { payFirst: false, pay: run(100, 600, 1400, 6000), floor: floor() },
];

describe('bench/pay-rounds.mjs', () => {
  it('takes the median of an even number of rounds as the mean of the middle two', () => {
    const figures = roundsFigures(rounds)!;
    expect(figures.rounds).toBe(4);
    expect(figures.p99.median).toBeCloseTo((1.25 + 1.5) / 2, 6);
    expect(figures.throughput.median).toBeCloseTo((1.28 + 1.4) / 2, 6);
    expect(figures.cpu.median).toBeCloseTo((40 / 30 + 45 / 30) / 2, 6);
    expect(figures.p99).toMatchObject({ min: 1.2, max: 3 });
  });

  it('pools every call: p99 over all, calls over summed wall time, CPU per answered call', () => {
    const { pooled } = roundsFigures(rounds)!;
    // 400 answered calls of the payment, the slow round's 100 the slowest: they set the pooled p99.
    expect(pooled.p99).toBeCloseTo(600 / 200, 6);
    expect(pooled.throughput).toBeCloseTo(400 / 4000 / (400 / 5430), 6);
    expect(pooled.cpu).toBeCloseTo(18100 / 400 / 30, 6);
  });

  it('judges each goal on the median, not on the pooled ratio a slow round sets', () => {
    const lines: string[] = [];
    const log = jest.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
    try {
      printRounds(rounds.slice(0, 3));
      printRounds(rounds);
    } finally {
      log.mockRestore();
    }
    const goals = lines
      .join('\n')
      .split('\n')
      .filter((l) => l.startsWith('goal (against the median)'));
    // Three rounds: medians 1.25x, 1.28x, 1.33x: every goal met.
    expect(goals[0].match(/met|missed/g)).toEqual(['met', 'met', 'met']);
    // Four: p99 1.375x and throughput 1.34x missed, CPU 1.42x met (the pooled p99 is 3.0x).
    expect(goals[1].match(/met|missed/g)).toEqual(['missed', 'missed', 'met']);
  });

  it("puts the payment's API call and SQL on the floor's CPU, per answered call", () => {
    const withCpu = (r: Run, cpu: Record<string, number>): Run => ({ ...r, cpu });
    // The floor: 30 ms a call (Temporal 20, its worker in the bench process 9, PostgreSQL 1).
    const floorRun = withCpu(floor(), { API: 0, worker: 0, 'Temporal server': 2000, PostgreSQL: 100, 'bench process': 900 });
    // The payment, 100 answered calls in both rounds (the second with one more, failed): API 2.5,
    // PostgreSQL 8 (7 above the floor's 1), worker 18, Temporal 15, bench process 1 ms a call.
    const payCpu = (calls: number) => ({ API: 2.5 * calls, worker: 18 * calls, 'Temporal server': 15 * calls, PostgreSQL: 8 * calls, 'bench process': calls });
    const own = roundsFigures([
      { payFirst: true, pay: withCpu(run(100, 240, 1250, 0), payCpu(100)), floor: floorRun },
      { payFirst: false, pay: withCpu(run(101, 240, 1250, 0, 1), payCpu(100)), floor: floorRun },
    ])!.ownWork!;
    expect(own.floorCpu).toBeCloseTo(30, 6);
    expect(own.api).toBeCloseTo(2.5, 6);
    expect(own.postgres).toBeCloseTo(7, 6);
    expect(own.ratio).toBeCloseTo(39.5 / 30, 6);
    // 44.5 ms a payment in all: 30 + 9.5 on the floor, 5 above it in the other processes.
    expect(own.rest).toBeCloseTo(5, 6);
  });

  it('leaves the own work out when a round has no CPU reading', () => {
    const unmeasured = { ...floor(), cpu: undefined } as unknown as Run;
    expect(roundsFigures([{ payFirst: true, pay: run(100, 240, 1250, 4000), floor: unmeasured }])!.ownWork).toBeUndefined();
  });

  it('says nothing without rounds', () => {
    expect(roundsFigures([])).toBeUndefined();
  });
});
