// The benches' SQL count per request (bench/statements.mjs): a request's own statements apart from
// the platform's background work that pg_stat_statements saw in the same window.

// A module, not a script: its names stay out of the other test files' scope.
export {};
interface Row {
  query: string;
  calls: number;
  total: number;
  mean: number;
}
interface Counted {
  perRequest: number;
  background: number;
  msPerRequest: number;
  top: { query: string; perRequest: number }[];
}

// eslint-disable-next-line @typescript-eslint/no-require-imports -- an ES module of the bench, loaded by path
const { statementsPerRequest, backgroundNote } = require('../../bench/statements.mjs') as {
  statementsPerRequest: (rows: Row[], requests: number) => Counted;
  backgroundNote: (counted: Counted, per?: string) => string;
};

const row = (query: string, calls: number, total: number): Row => ({ query, calls, total, mean: total / calls });

describe('bench/statements.mjs', () => {
  // 20 ledger pages: the session row and the page once each, a lookup three times each;
  // the webhook dispatcher polled twice and marked once in the same window.
  const rows = [
    row('select ledger page', 20, 6),
    row('select session row', 20, 0.6),
    row('select  lookup\n   by id', 60, 0.3),
    row('select id from webhook_event where dispatched_at is null', 2, 0.2),
    row('update webhook_event set dispatched_at = now()', 1, 0.5),
  ];

  it("counts a statement run in every request as the request's, the rest as background", () => {
    const counted = statementsPerRequest(rows, 20);
    expect(counted.perRequest).toBe(5);
    expect(counted.background).toBeCloseTo(3 / 20, 10);
    expect(counted.msPerRequest).toBeCloseTo(6.9 / 20, 10);
  });

  it('keeps every statement in the table, background ones too', () => {
    const { top } = statementsPerRequest(rows, 20);
    expect(top.map((s) => s.perRequest)).toEqual([1, 1, 3, 0.1, 0.05]);
    expect(top[2].query).toBe('select lookup by id');
  });

  it('counts everything for a single request (a transfer build)', () => {
    const counted = statementsPerRequest(rows, 1);
    expect(counted.perRequest).toBe(103);
    expect(counted.background).toBe(0);
  });

  it('names the left-out part only when there is one', () => {
    expect(backgroundNote(statementsPerRequest(rows, 20), 'a payment')).toBe(", plus 0.15 a payment of the platform's background work (not counted)");
    expect(backgroundNote(statementsPerRequest(rows.slice(0, 3), 20))).toBe('');
  });
});
