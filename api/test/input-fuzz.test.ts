// @long-running 70 s: hundreds of mutations, each filled every way a form can (jest.sequencer.js starts it early).
import { basic, checkoutBody, createKey, restCreate } from './support/checkout-fixtures';
import { type FuzzCase, fuzzCases, HIDDEN_LEAVES } from './support/fuzz-cases';
import { FuzzSchema, type Leaf, withValue } from './support/fuzz-schema';
import { type Answer, MONEY_TEXT_VARIANTS, problemWith, STRING_VARIANTS, variantsFor } from './support/fuzz-variants';
import { loginAll } from './support/people-fixtures';
import { createTestApp, type TestApp } from './test-app';

// Issue "Input is never lost and never answered with a generic error": every field of every
// mutation a form sends, filled too long, blank, negative, non-numeric, in Dzongkha, with emoji,
// markup or a NUL byte, is answered with success or a refusal that names the field.
describe('input fuzz: no input a form can send gets a generic error (real PostgreSQL)', () => {
  let t: TestApp;
  let schema: FuzzSchema;
  let cases: FuzzCase[];
  let owner: string;

  beforeAll(async () => {
    // Disputes open 300 ms after the charge: a webhook that comes before the charge's payment is
    // recorded is answered 503 and delivered again (dispute-intake.service.ts).
    Object.assign(process.env, { SANDBOX_DISPUTE_DELAY_MS: '300', SANDBOX_WEBHOOK_POLL_MS: '100' });
    t = await createTestApp({ worker: true });
    const [o, admin, bank, pg, finance] = await loginAll(t, [
      'owner@demo.test',
      'admin@demo.test',
      'bank.admin@demo.test',
      'pg.admin@demo.test',
      'bank.finance@demo.test',
    ]);
    owner = o;
    schema = await FuzzSchema.load(t);
    const only = process.env.FUZZ_ONLY?.split(',');
    cases = (await fuzzCases(t, { owner, admin, bank, pg, finance })).filter((c) => !only || only.includes(c.mutation));
  }, 120000);
  afterAll(async () => {
    await t.close();
    delete process.env.SANDBOX_DISPUTE_DELAY_MS;
    delete process.env.SANDBOX_WEBHOOK_POLL_MS;
  });

  const failures: string[] = [];
  const record = (where: string, variant: string, problem: string | undefined) => {
    if (problem) failures.push(`| ${where} | ${variant} | ${problem.replace(/\s+/g, ' ').slice(0, 160)} |`);
  };
  const table = () => ['| field | input | answer |', '|---|---|---|', ...failures].join('\n');

  // Each call from an address of its own: the per-address limits of public mutations (issue 46)
  // would otherwise refuse most variants before their input is looked at. The API trusts the
  // loopback proxy hop by default, so the test's X-Forwarded-For is the client address.
  let calls = 0;
  const nextAddress = () => `198.18.${Math.floor(++calls / 250) % 250}.${(calls % 250) + 1}`;

  async function answer(fuzz: FuzzCase, variables: Record<string, unknown>): Promise<Answer> {
    const r = await t.gql(schema.document(fuzz.mutation), variables, fuzz.token, { 'x-forwarded-for': nextAddress() });
    const error = r.errors?.[0];
    if (!error) return { ok: Boolean(r.data) };
    return { ok: false, code: error.extensions?.code, message: error.message, fields: error.extensions?.fields };
  }

  /** Runs each leaf x variant; a consumable base is remade after each success, so runs are one at a time. */
  async function fuzz(c: FuzzCase): Promise<void> {
    const started = Date.now();
    try {
      await fuzzCase(c);
    } finally {
      if (process.env.FUZZ_VERBOSE)
        process.stderr.write(`fuzz ${c.mutation}: ${Date.now() - started} ms\n${failures.filter((f) => f.includes(` ${c.mutation}.`)).join('\n')}\n`);
    }
  }

  async function fuzzCase(c: FuzzCase): Promise<void> {
    let base = await c.base();
    const leaves = schema.leaves(c.mutation, base);
    const jobs = leaves.flatMap((leaf) => variantsFor(leaf).map((v) => ({ leaf, v })));
    const one = async ({ leaf, v }: { leaf: Leaf; v: { label: string; value: unknown } }, vars: Record<string, unknown>) => {
      const sent = Date.now();
      const a = await answer(c, withValue(vars, leaf.path, v.value));
      if (process.env.FUZZ_VERBOSE && Date.now() - sent > 3000)
        process.stderr.write(`slow ${c.mutation}.${leaf.path.join('.')} ${v.label}: ${Date.now() - sent} ms\n`);
      const formField = leaf.type !== 'ID' && !HIDDEN_LEAVES.has(leaf.name);
      record(`${c.mutation}.${leaf.path.join('.')}`, v.label, problemWith(a, leaf, formField));
      return a;
    };
    if (c.consumable) {
      // Where bases are independent (each its own invoice), the next ones are made ahead, two at
      // a time: made only after each success, the slowest case (a new Sandbox dispute per
      // success) waited for each dispute to open in turn.
      const ahead = c.makeAhead ? [c.base(), c.base()] : [];
      const take = (): Promise<Record<string, unknown>> => {
        if (!c.makeAhead) return c.base();
        ahead.push(c.base());
        return ahead.shift()!;
      };
      try {
        for (const job of jobs) {
          if ((await one(job, base)).ok || c.freshEach) base = await take();
        }
      } finally {
        await Promise.allSettled(ahead);
      }
      return;
    }
    await pool(
      jobs.map((job) => () => one(job, base).then(() => undefined)),
      3,
    );
  }

  beforeEach(() => {
    failures.length = 0;
  });

  it('every mutation field answers each bad input with success or its own message', async () => {
    const baseline = await Promise.all(cases.map(async (c) => ({ c, a: await answer(c, await c.base()) })));
    for (const { c, a } of baseline) record(c.mutation, 'valid base', a.ok ? undefined : `base refused: ${a.code} ${a.message}`);
    const groups = new Map<string, FuzzCase[]>();
    for (const c of cases) groups.set(c.group ?? c.mutation, [...(groups.get(c.group ?? c.mutation) ?? []), c]);
    await pool(
      [...groups.values()].map((group) => async () => {
        for (const c of group) await fuzz(c);
      }),
      3,
    );
    expect(table()).toBe(table().split('\n').slice(0, 2).join('\n'));
    // 60 s alone on a quiet machine, 106 s beside the other API files, 347 s in CI on a starved one
    // (2.7 times slower than quiet, 2026-11-28): most of it waits on disputes and refunds opening.
  }, 900000);

  it('the REST checkout body answers each bad input with 201 or an error naming the field', async () => {
    const key = await createKey(t, owner, 'Fuzz site');
    const auth = basic(key.apiKey, key.secretKey!);
    const base = checkoutBody();
    const paths: { path: string[]; money: boolean }[] = [
      ...Object.keys(base)
        .filter((k) => k !== 'metadata')
        .map((k) => ({ path: [k], money: k === 'amount' })),
      { path: ['metadata', 'room'], money: false },
    ];
    const jobs = paths.flatMap(({ path, money }) =>
      [...STRING_VARIANTS, ...(money ? MONEY_TEXT_VARIANTS : []), { label: 'number -1', value: -1 }].map((v) => async () => {
        const body = withValue({ ...base, orderId: `ORD-${Math.random()}` }, path, v.value);
        const r = await restCreate(t, auth, body);
        const a: Answer =
          r.status < 300
            ? { ok: true }
            : { ok: false, code: r.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'BAD_USER_INPUT', message: r.body.error?.message, fields: r.body.error?.fields };
        record(`POST /api/v1/checkouts ${path.join('.')}`, v.label, problemWith(a, { path: ['body', ...path] }, true));
      }),
    );
    await pool(jobs, 3);
    expect(table()).toBe(table().split('\n').slice(0, 2).join('\n'));
  }, 120000);
});

/** Runs the tasks with at most `size` at a time. */
async function pool(tasks: (() => Promise<void>)[], size: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: size }, lane));
}
