import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { OPERATION_ACCESS } from '@pg/domain';
import { buildSchema, isObjectType } from 'graphql';

import { MailService } from '../src/mail/mail.service';
import { PUBLIC_MUTATION_LIMITS, PUBLIC_MUTATIONS_LIMITED_ELSEWHERE } from '../src/security/public-limits';
import { PasswordService } from '../src/users/password.service';
import { createTestApp, eventually, type TestApp } from './test-app';

const SIGN_IN = 'mutation($input: CreateSessionInput!) { createSession(input: $input) { token } }';
const REQUEST = 'mutation($i: RequestOrganizationInput!) { requestToAddOrganization(input: $i) { success } }';
const RESET = 'mutation($e: String!) { sendResetPasswordLink(email: $e) { success } }';
const AUTOCOMPLETE = 'query($s: [OrganizationStatus!]) { organizationAutocomplete(first: 50, status: $s) { edges { name } } }';
const SUMMARY = 'query($e: [String!]!) { sendTOSummary(emails: $e) { success } }';

// Issue 46, sections 3 and 5: throttles that hold under a burst, and a rate limit on every public
// mutation. Each test comes from an address of its own (the API trusts the loopback proxy hop, so
// the test's X-Forwarded-For is the client address), so one test's count never spends another's.
describe('throttles and rate limits under a burst (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60000);
  afterAll(() => t.close());

  const from = (address: string) => ({ 'x-forwarded-for': address });
  const codes = (answers: { errors?: { extensions?: { code?: string } }[] }[]) => answers.map((a) => a.errors?.[0]?.extensions?.code ?? 'ok');
  const count = (list: string[], value: string) => list.filter((c) => c === value).length;

  it('checks at most 5 of 40 wrong passwords sent at once for one account', async () => {
    const verify = jest.spyOn(PasswordService.prototype, 'verify');
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          t.gql(SIGN_IN, { input: { email: 'admin@demo.test', password: `Wrong#${i}aaa` } }, undefined, from(`203.0.113.${i + 1}`)),
        ),
      );
      const got = codes(answers);
      // The password is checked only for reserved attempts: 5 for the account, whatever the timing.
      expect(verify.mock.calls.length).toBeLessThanOrEqual(5);
      expect(count(got, 'BAD_USER_INPUT')).toBeLessThanOrEqual(5);
      expect(count(got, 'TOO_MANY_ATTEMPTS')).toBeGreaterThanOrEqual(35);
      // The right password is refused too while the account is blocked.
      const right = await t.gql(SIGN_IN, { input: { email: 'admin@demo.test', password: 'Demo1234!' } }, undefined, from('203.0.113.99'));
      expect(right.errors?.[0].message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
    } finally {
      verify.mockRestore();
    }
  });

  it('runs one sign-in per HTTP request: a second in a batch or under an alias is refused', async () => {
    const post = async (body: unknown) => {
      const res = await fetch(`${t.url}/api/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...from('203.0.113.150') },
        body: JSON.stringify(body),
      });
      return (await res.json()) as unknown;
    };
    // user@demo.test signs in with the password alone (owner@ and admin@ have a second step: decision 0178).
    const op = { query: SIGN_IN, variables: { input: { email: 'user@demo.test', password: 'Demo1234!' } } };
    const batch = (await post([op, op])) as { data?: { createSession?: { token: string } }; errors?: { message: string }[] }[];
    expect(batch.filter((r) => r.data?.createSession?.token)).toHaveLength(1);
    expect(batch.flatMap((r) => r.errors ?? []).map((e) => e.message)).toEqual(['Only one sign-in is allowed per request.']);

    const aliased = (await post({
      query: `mutation($input: CreateSessionInput!) { a: createSession(input: $input) { token } b: createSession(input: $input) { token } }`,
      variables: op.variables,
    })) as { data?: Record<string, { token: string } | null> | null; errors?: { message: string }[] };
    expect(aliased.errors?.map((e) => e.message)).toEqual(['Only one sign-in is allowed per request.']);
  });

  it('accepts at most 5 of 25 "add my business" requests sent at once from one address, and mails the bank at most 5 times', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        t.gql(
          REQUEST,
          { i: { name: `Burst Lodge ${i}`, email: `burst${i}@lodge.test`, industry: 'TourismHotel', licenseNumber: `BL-${i}` } },
          undefined,
          from('203.0.113.160'),
        ),
      ),
    );
    const got = codes(answers);
    expect(count(got, 'ok')).toBe(5);
    expect(count(got, 'TOO_MANY_ATTEMPTS')).toBe(20);
    const refusal = answers.find((a) => a.errors)!.errors![0].message;
    expect(refusal).toMatch(/^Too many business requests from this address\. Please try again in \d+ minutes?\.$/);
    const mails = (await t.outbox()).filter((m) => m.text.includes('New business request: Burst Lodge'));
    expect(mails.length).toBeLessThanOrEqual(5);
    // Another address is not affected.
    const other = await t.gql(
      REQUEST,
      { i: { name: 'Calm Lodge', email: 'calm@lodge.test', industry: 'TourismHotel', licenseNumber: 'CL-1' } },
      undefined,
      from('203.0.113.161'),
    );
    expect(other.errors).toBeUndefined();
  });

  it('limits sign-ups per address, counting refused ones', async () => {
    const input = { name: 'A', email: 'x@y.test', password: 'Valley#2026', organizationId: '', licenseNumber: 'X' };
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(await t.gql('mutation($input: CreateUserInput!) { createUser(input: $input) { id } }', { input }, undefined, from('203.0.113.170')));
    expect(codes(answers)).toEqual([...Array.from({ length: 10 }, () => 'BAD_USER_INPUT'), 'TOO_MANY_ATTEMPTS']);
    expect(answers[10].errors?.[0].message).toMatch(/^Too many sign-ups from this address/);
  });

  it('answers a reset link request before any lookup or mail, the same for known and unknown e-mails', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // An SMTP server that never answers until told: the request must not wait for it.
    const send = jest.spyOn(MailService.prototype, 'send').mockImplementation(() => held);
    let timer: NodeJS.Timeout | undefined;
    try {
      const known = await Promise.race([
        t.gql(RESET, { e: 'bank.admin@demo.test' }, undefined, from('203.0.113.180')),
        // A time limit, not a wait: the race ends with the answer, and the timer is cleared.
        // eslint-disable-next-line no-restricted-syntax
        new Promise((resolve) => (timer = setTimeout(() => resolve('waited for the mail'), 10_000))),
      ]);
      expect(known).toEqual({ data: { sendResetPasswordLink: { success: true } } });
      await eventually(async () => (send.mock.calls.some(([m]) => m.to === 'bank.admin@demo.test') ? true : undefined));
      expect(await t.gql(RESET, { e: 'nobody.here@demo.test' }, undefined, from('203.0.113.180'))).toEqual({
        data: { sendResetPasswordLink: { success: true } },
      });
    } finally {
      clearTimeout(timer);
      release();
      send.mockRestore();
    }
  });

  it('limits reset links per e-mail (3 an hour, whoever asks) and per address (10 an hour)', async () => {
    const perEmail = [];
    for (let i = 0; i < 4; i++) perEmail.push(await t.gql(RESET, { e: 'Victim@Demo.test' }, undefined, from(`203.0.113.${190 + i}`)));
    expect(codes(perEmail)).toEqual(['ok', 'ok', 'ok', 'TOO_MANY_ATTEMPTS']);
    expect(perEmail[3].errors?.[0].message).toMatch(/^Too many password reset requests for this e-mail/);

    const perAddress = [];
    for (let i = 0; i < 11; i++) perAddress.push(await t.gql(RESET, { e: `someone${i}@demo.test` }, undefined, from('203.0.113.200')));
    expect(codes(perAddress)).toEqual([...Array.from({ length: 10 }, () => 'ok'), 'TOO_MANY_ATTEMPTS']);
    expect(perAddress[10].errors?.[0].message).toMatch(/^Too many password reset requests from this address/);
  });

  it('has a per-address limit, or a stated reason, for every public mutation of the schema', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../schema.graphql'), 'utf8'));
    const mutation = schema.getMutationType();
    expect(isObjectType(mutation)).toBe(true);
    const publicMutations = Object.keys(mutation!.getFields()).filter((name) => OPERATION_ACCESS[name] === 'public');
    const covered = new Set([...Object.keys(PUBLIC_MUTATION_LIMITS), ...Object.keys(PUBLIC_MUTATIONS_LIMITED_ELSEWHERE)]);
    expect(publicMutations.filter((name) => !covered.has(name))).toEqual([]);
    for (const name of ['createUser', 'requestToAddOrganization', 'sendResetPasswordLink']) expect(PUBLIC_MUTATION_LIMITS).toHaveProperty(name);
  });

  it('lists only active organizations to an anonymous caller, whatever status it asks', async () => {
    const anonymous = await t.gql<{ organizationAutocomplete: { edges: { name: string }[] } }>(AUTOCOMPLETE, { s: ['requested', 'suspended'] });
    const names = anonymous.data!.organizationAutocomplete.edges.map((e) => e.name);
    expect(names).not.toContain('Bumthang Valley Lodge');
    expect(names).not.toContain('Thunder Dragon Treks');
    expect(names).toContain('Paro Valley Hotel');
    const finance = await t.login('bank.finance@demo.test');
    const staff = await t.gql<{ organizationAutocomplete: { edges: { name: string }[] } }>(AUTOCOMPLETE, { s: ['requested', 'suspended'] }, finance);
    expect(staff.data!.organizationAutocomplete.edges.map((e) => e.name)).toEqual(expect.arrayContaining(['Bumthang Valley Lodge', 'Thunder Dragon Treks']));
  });

  it('sends the invoice summary for the Owner and Admin only, 10 an hour per user, and says so', async () => {
    const user = await t.login('user@demo.test');
    expect((await t.gql(SUMMARY, { e: ['boss@example.test'] }, user)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const owner = await t.login('owner@demo.test');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push(await t.gql(SUMMARY, { e: ['boss@example.test'] }, owner));
    expect(codes(answers)).toEqual([...Array.from({ length: 10 }, () => 'ok'), 'TOO_MANY_ATTEMPTS']);
    expect(answers[10].errors?.[0].message).toMatch(/^Too many invoice summaries sent from your account\. Please try again in \d+ minutes?\.$/);
  });
});
