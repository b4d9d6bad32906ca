import jwt from 'jsonwebtoken';

import { pollPause } from '../../test-support/sleep';
import { totpCodeAt, totpStep } from '../src/auth/second-factor/totp';
import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { DEMO_TOTP_KEY } from '../src/seeders/demo-data';
import { userIdOf } from './support/people-fixtures';
import { SoftAuthenticator } from './support/soft-authenticator';
import { createTestApp, type TestApp } from './test-app';

// Issue 44, "A second factor": TOTP enrolment, the sign-in's second step, recovery codes, the
// enrolment gate of required roles and organizations, resets, throttling and the audit log.

const SIGN_IN = 'mutation($i: CreateSessionInput!) { createSession(input: $i) { token secondFactorChallenge secondFactorEnrolmentRequired user { id } } }';
const VERIFY = 'mutation($i: VerifySecondFactorInput!) { verifySecondFactor(input: $i) { token user { id } } }';
const START = 'mutation { startTotpEnrolment { otpauthUri qrCodeSvg key } }';
const CONFIRM = 'mutation($code: String!) { confirmTotpEnrolment(code: $code) { recoveryCodes token } }';
const STATUS = '{ secondFactorStatus { enabled required organizationRequires recoveryCodesLeft } }';
const REGENERATE = 'mutation($code: String!) { regenerateRecoveryCodes(code: $code) { recoveryCodes } }';
const DISABLE = 'mutation($code: String!) { disableTotp(code: $code) { success } }';
const PASSKEY_OPTIONS = 'mutation { passkeyRegistrationOptions }';
const ADD_PASSKEY = 'mutation($name: String!, $response: String!) { addPasskey(name: $name, response: $response) { token passkey { id } recoveryCodes } }';
const REMOVE_PASSKEY = 'mutation($id: ID!) { removePasskey(id: $id) { success } }';
const RESET = 'mutation($id: ID!) { resetSecondFactor(userId: $id) { success } }';
const REQUIRE = 'mutation($r: Boolean!) { setOrganizationSecondFactorRequired(required: $r) { success } }';
/** Any operation outside enrolment. */
const OTHER = '{ currentOrganizationEvents { total } }';
const SESSION = '{ session { user { id } secondFactorEnrolmentRequired } }';

type Result = Awaited<ReturnType<TestApp['gql']>>;
const code = (r: Result) => r.errors?.[0]?.extensions?.code;
const message = (r: Result) => r.errors?.[0]?.message;
const at = (key: string, offset = 0) => totpCodeAt(key, totpStep() + offset);

/**
 * Codes are named by their step relative to now: a test that began in the last seconds of a
 * step would see its "now" move under it. It starts at the beginning of a step instead (a wait
 * on the clock's step, at most a few seconds).
 */
async function startOfAStep(): Promise<void> {
  const secondsLeft = () => 30 - (Math.floor(Date.now() / 1000) % 30);
  while (secondsLeft() < 10) await pollPause(250);
}

describe('a second factor (issue 44)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(startOfAStep);

  const signIn = async (email: string) =>
    (await t.gql<{ createSession: Record<string, unknown> }>(SIGN_IN, { i: { email, password: 'Demo1234!' } })).data!.createSession;
  const challengeOf = async (email: string) => (await signIn(email)).secondFactorChallenge as string;
  const verify = (challenge: string, proof: { code?: string; recoveryCode?: string }) =>
    t.gql<{ verifySecondFactor: { token: string } }>(VERIFY, { i: { challenge, ...proof } });
  /** The recovery codes kept for a person, used or not. */
  async function recoveryCodesOf(email: string): Promise<number> {
    const { EntityManager } = await import('@mikro-orm/postgresql');
    const [row] = await t.app
      .get(EntityManager)
      .fork()
      .execute<{ n: string }[]>(`select count(*) as n from recovery_code where user_id = (select id from app_user where email = ?)`, [email]);
    return Number(row.n);
  }
  /** Enrols an opted-in person; returns the key and the recovery codes. */
  async function enrol(email: string): Promise<{ key: string; codes: string[]; token: string }> {
    const token = await t.login(email);
    const started = await t.gql<{ startTotpEnrolment: { key: string } }>(START, {}, token);
    const key = started.data!.startTotpEnrolment.key;
    const confirmed = await t.gql<{ confirmTotpEnrolment: { recoveryCodes: string[]; token: string } }>(CONFIRM, { code: at(key, -1) }, token);
    expect(confirmed.errors).toBeUndefined();
    return { key, codes: confirmed.data!.confirmTotpEnrolment.recoveryCodes, token: confirmed.data!.confirmTotpEnrolment.token };
  }

  describe('enrolment of an opted-in merchant', () => {
    let key: string;
    let token: string;
    let recoveryCodes: string[];

    it('starts with the otpauth URI, a QR code and the key in text; the key is stored encrypted', async () => {
      token = await t.login('user@demo.test');
      const r = await t.gql<{ startTotpEnrolment: { otpauthUri: string; qrCodeSvg: string; key: string } }>(START, {}, token);
      const e = r.data!.startTotpEnrolment;
      key = e.key;
      expect(e.key).toMatch(/^[A-Z2-7]{32}$/);
      expect(e.otpauthUri).toMatch(/^otpauth:\/\/totp\/BhutanPay:user%40demo\.test\?/);
      expect(e.otpauthUri).toContain(`secret=${e.key}`);
      expect(e.otpauthUri).toMatch(/algorithm=SHA1&digits=6&period=30/);
      expect(e.qrCodeSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
      const [row] = await dbRows<{ secret_cipher: string }>(
        `select f.secret_cipher from second_factor f join app_user u on u.id = f.user_id where u.email = 'user@demo.test'`,
      );
      expect(row.secret_cipher.startsWith('v2.')).toBe(true);
      expect(row.secret_cipher).not.toContain(key);
      // Not in force before a code confirms it: the password alone still signs in.
      expect((await signIn('user@demo.test')).token).toEqual(expect.any(String));
    });

    it('refuses a wrong or malformed code, and enables it with a right one: 10 recovery codes, stored hashed', async () => {
      const wrong = await t.gql(CONFIRM, { code: at(key, 5) }, token);
      expect([code(wrong), message(wrong)]).toEqual(['BAD_USER_INPUT', 'That code is not right. Check the code your authenticator app shows and try again.']);
      const malformed = await t.gql(CONFIRM, { code: '12ab' }, token);
      expect(message(malformed)).toBe('Enter the 6-digit code from your authenticator app.');
      expect((await t.gql<{ secondFactorStatus: { enabled: boolean } }>(STATUS, {}, token)).data!.secondFactorStatus.enabled).toBe(false);

      const r = await t.gql<{ confirmTotpEnrolment: { recoveryCodes: string[]; token: string } }>(CONFIRM, { code: at(key, -1) }, token);
      recoveryCodes = r.data!.confirmTotpEnrolment.recoveryCodes;
      expect(recoveryCodes).toHaveLength(10);
      expect(new Set(recoveryCodes).size).toBe(10);
      for (const c of recoveryCodes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
      const hashes = await dbRows<{ code_hash: string }>(
        `select code_hash from recovery_code r join app_user u on u.id = r.user_id where u.email = 'user@demo.test'`,
      );
      expect(hashes).toHaveLength(10);
      for (const { code_hash } of hashes) expect(recoveryCodes.some((c) => code_hash.includes(c) || code_hash.includes(c.replace(/-/g, '')))).toBe(false);
      const status = await t.gql<{ secondFactorStatus: Record<string, unknown> }>(STATUS, {}, token);
      expect(status.data!.secondFactorStatus).toEqual({ enabled: true, required: false, organizationRequires: false, recoveryCodesLeft: 10 });
    });

    it('then asks for the second step: no token and no user after the password alone', async () => {
      const step = await signIn('user@demo.test');
      expect(step).toEqual({ token: null, user: null, secondFactorEnrolmentRequired: false, secondFactorChallenge: expect.any(String) });
      // The challenge is no session.
      expect((await t.gql<{ session: unknown }>(SESSION, {}, step.secondFactorChallenge as string)).data!.session).toBeNull();
    });

    it('refuses reused, malformed, expired and wrong codes with their own messages, then accepts a fresh one once', async () => {
      const challenge = await challengeOf('user@demo.test');
      expect(message(await verify(challenge, { code: at(key, -1) }))).toBe('That code was already used. Wait for the next code in your authenticator app.');
      expect(message(await verify(challenge, { code: 'abcdef' }))).toBe('Enter the 6-digit code from your authenticator app.');
      expect(message(await verify(challenge, { code: at(key, -4) }))).toBe('That code has expired. Enter the code your authenticator app shows now.');
      expect(message(await verify(challenge, {}))).toBe('Enter a code from your authenticator app or a recovery code.');
      const ok = await verify(challenge, { code: at(key, 0) });
      expect(ok.errors).toBeUndefined();
      const session = await t.gql<{ session: { user: { id: string } } }>(SESSION, {}, ok.data!.verifySecondFactor.token);
      expect(session.data!.session.user.id).toEqual(expect.any(String));
      // The same code a second time: refused, nothing unlocked.
      const again = await verify(await challengeOf('user@demo.test'), { code: at(key, 0) });
      expect([code(again), again.data?.verifySecondFactor ?? null]).toEqual(['BAD_USER_INPUT', null]);
    });

    it('accepts a recovery code once (typed in capitals and without dashes too)', async () => {
      const typed = recoveryCodes[0].replace(/-/g, '').toUpperCase();
      const ok = await verify(await challengeOf('user@demo.test'), { recoveryCode: typed });
      expect(ok.data?.verifySecondFactor.token).toEqual(expect.any(String));
      const again = await verify(await challengeOf('user@demo.test'), { recoveryCode: recoveryCodes[0] });
      expect(message(again)).toBe('That recovery code is not right, or it was already used.');
      expect(message(await verify(await challengeOf('user@demo.test'), { recoveryCode: 'nope' }))).toMatch(/^Enter a recovery code as it was given to you/);
      expect((await t.gql<{ secondFactorStatus: { recoveryCodesLeft: number } }>(STATUS, {}, token)).data!.secondFactorStatus.recoveryCodesLeft).toBe(9);
    });

    it('regenerates recovery codes only with a fresh code; the old ones stop working', async () => {
      const used = await t.gql(REGENERATE, { code: at(key, 0) }, token);
      expect(message(used)).toBe('That code was already used. Wait for the next code in your authenticator app.');
      const r = await t.gql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(REGENERATE, { code: at(key, 1) }, token);
      expect(r.data!.regenerateRecoveryCodes.recoveryCodes).toHaveLength(10);
      expect(message(await verify(await challengeOf('user@demo.test'), { recoveryCode: recoveryCodes[1] }))).toBe(
        'That recovery code is not right, or it was already used.',
      );
      const fresh = await verify(await challengeOf('user@demo.test'), { recoveryCode: r.data!.regenerateRecoveryCodes.recoveryCodes[0] });
      expect(fresh.data?.verifySecondFactor.token).toEqual(expect.any(String));
    });

    it('records enrolment, refusals, recovery codes used and regenerated in the audit log', async () => {
      const slugs = (
        await dbRows<{ slug: string; meta: { reason?: string } | null }>(
          `select e.slug, e.meta from event e join app_user u on u.id = e.subject_id where u.email = 'user@demo.test' and e.subject_type = 'user'`,
        )
      ).map((e) => (e.meta?.reason ? `${e.slug}:${e.meta.reason}` : e.slug));
      expect(slugs).toEqual(
        expect.arrayContaining([
          'second-factor-enrolled',
          'second-factor-refused:wrong',
          'second-factor-refused:reused',
          'second-factor-refused:expired',
          'second-factor-refused:malformed',
          'second-factor-refused:wrongRecoveryCode',
          'recovery-code-used',
          'recovery-codes-regenerated',
        ]),
      );
    });
  });

  it('refuses a challenge older than 5 minutes, a forged one, and a session token as a challenge', async () => {
    const { key } = await enrol('pema.dema@demo.test');
    const challenge = await challengeOf('pema.dema@demo.test');
    const { sub } = jwt.decode(challenge) as { sub: string };
    const config = t.app.get<AppConfig>(APP_CONFIG);
    const old = jwt.sign({ sub, aud: 'second-factor-sign-in', exp: Math.floor(Date.now() / 1000) - 1 }, config.jwtSecret, { algorithm: 'HS256' });
    expect(message(await verify(old, { code: at(key, 0) }))).toBe('This sign-in took longer than 5 minutes. Please sign in again.');
    const forged = jwt.sign({ sub, aud: 'second-factor-sign-in' }, 'not-the-key', { algorithm: 'HS256', expiresIn: 300 });
    expect(message(await verify(forged, { code: at(key, 0) }))).toBe('This sign-in is not valid. Please sign in again.');
    const session = await t.login('owner@demo.test');
    expect(message(await verify(session, { code: at(key, 0) }))).toBe('This sign-in is not valid. Please sign in again.');
    // The challenge was fine all along: the code still works (nothing was used up).
    expect((await verify(challenge, { code: at(key, 0) })).data?.verifySecondFactor.token).toEqual(expect.any(String));
  });

  it('throttles wrong codes per account like passwords: the sixth try is refused even with the right code', async () => {
    const { key } = await enrol('kinzang.dorji@demo.test');
    const challenge = await challengeOf('kinzang.dorji@demo.test');
    for (let i = 0; i < 5; i++) expect(code(await verify(challenge, { code: at(key, 7 + i) }))).toBe('BAD_USER_INPUT');
    const blocked = await verify(challenge, { code: at(key, 0) });
    expect([code(blocked), message(blocked)]).toEqual(['TOO_MANY_ATTEMPTS', 'Too many wrong codes. Please try again in 15 minutes.']);
    // The password keeps its own count: the sign-in's first step still answers.
    expect((await signIn('kinzang.dorji@demo.test')).secondFactorChallenge).toEqual(expect.any(String));
  });

  it('lets an opted-in person turn it off with a fresh code', async () => {
    const { key, token } = await enrol('karma.yangzom@demo.test');
    expect(message(await t.gql(DISABLE, { code: at(key, -1) }, token))).toMatch(/already used/);
    expect((await t.gql(DISABLE, { code: at(key, 0) }, token)).errors).toBeUndefined();
    expect((await signIn('karma.yangzom@demo.test')).token).toEqual(expect.any(String));
    // No factor is left: the recovery codes went with it.
    expect(await recoveryCodesOf('karma.yangzom@demo.test')).toBe(0);
  });

  describe('recovery codes stand for whichever factor remains', () => {
    /** Adds a passkey (a software authenticator) on this session; its id and what addPasskey answered. */
    async function addPasskey(token: string) {
      const device = new SoftAuthenticator(new URL(t.app.get<AppConfig>(APP_CONFIG).publicUrl).origin);
      const options = (await t.gql<{ passkeyRegistrationOptions: string }>(PASSKEY_OPTIONS, {}, token)).data!.passkeyRegistrationOptions;
      const added = await t.gql<{ addPasskey: { token: string; passkey: { id: string }; recoveryCodes: string[] | null } }>(
        ADD_PASSKEY,
        { name: 'Laptop', response: device.register(options).response },
        token,
      );
      expect(added.errors).toBeUndefined();
      return added.data!.addPasskey;
    }
    const left = async (token: string) =>
      (await t.gql<{ secondFactorStatus: { recoveryCodesLeft: number } }>(STATUS, {}, token)).data!.secondFactorStatus.recoveryCodesLeft;

    it('turning the authenticator app off keeps them while a passkey remains; removing the last passkey then deletes them', async () => {
      const email = 'dawa.tshering@demo.test';
      const { key, codes, token } = await enrol(email);
      const added = await addPasskey(token);
      // The authenticator's codes stand: a passkey added after it brings none of its own.
      expect(added.recoveryCodes).toBeNull();
      expect((await t.gql(DISABLE, { code: at(key, 0) }, added.token)).errors).toBeUndefined();
      expect(await left(added.token)).toBe(10);
      // They still pass the sign-in's second step, for the passkey.
      const signedIn = await verify(await challengeOf(email), { recoveryCode: codes[0] });
      expect(signedIn.errors).toBeUndefined();

      expect((await t.gql(REMOVE_PASSKEY, { id: added.passkey.id }, added.token)).errors).toBeUndefined();
      expect(await recoveryCodesOf(email)).toBe(0);
      expect(await left(added.token)).toBe(0);
      expect((await signIn(email)).token).toEqual(expect.any(String));
    });

    it('removing the last passkey keeps them while the authenticator app remains; turning it off then deletes them', async () => {
      const email = 'yeshi.lhamo@demo.test';
      const first = await addPasskey(await t.login(email));
      expect(first.recoveryCodes).toHaveLength(10);
      const started = await t.gql<{ startTotpEnrolment: { key: string } }>(START, {}, first.token);
      const key = started.data!.startTotpEnrolment.key;
      const confirmed = await t.gql<{ confirmTotpEnrolment: { recoveryCodes: string[]; token: string } }>(CONFIRM, { code: at(key, -1) }, first.token);
      const { recoveryCodes, token } = confirmed.data!.confirmTotpEnrolment;

      expect((await t.gql(REMOVE_PASSKEY, { id: first.passkey.id }, token)).errors).toBeUndefined();
      expect(await left(token)).toBe(10);
      expect((await verify(await challengeOf(email), { recoveryCode: recoveryCodes[0] })).errors).toBeUndefined();

      expect((await t.gql(DISABLE, { code: at(key, 0) }, token)).errors).toBeUndefined();
      expect(await recoveryCodesOf(email)).toBe(0);
      expect((await signIn(email)).token).toEqual(expect.any(String));
    });
  });

  describe('required for PG Admin, Bank Admin and Bank Finance', () => {
    it('signs the staff demo accounts in with the demo key only after the second step', async () => {
      for (const email of ['pg.admin@demo.test', 'bank.admin@demo.test', 'bank.finance@demo.test']) {
        const step = await signIn(email);
        expect([step.token, step.user]).toEqual([null, null]);
      }
      expect(DEMO_TOTP_KEY).toMatch(/^[A-Z2-7]{32}$/);
    });

    it('after a reset by PG Admin (audited, e-mailed), nothing but enrolment opens until they enrol again', async () => {
      const pg = await t.login('pg.admin@demo.test');
      const before = await t.login('bank.finance@demo.test');
      const id = await userIdOf(t, pg, 'bank.finance@demo.test');
      expect((await t.gql(RESET, { id }, pg)).errors).toBeUndefined();
      const mail = (await t.outbox()).find((m) => m.text.includes('bank.finance@demo.test') && m.text.includes('two-step verification was reset'));
      expect(mail).toBeDefined();
      const [event] = await dbRows<{ user_id: string }>(`select user_id from event where slug = 'second-factor-reset' and subject_id = '${id}'`);
      expect(event.user_id).toBe((await t.gql<{ session: { user: { id: string } } }>(SESSION, {}, pg)).data!.session.user.id);

      // The session signed before the reset (perhaps on the lost device) is ended.
      const ended = await t.gql(OTHER, {}, before);
      expect([code(ended), message(ended)]).toEqual(['AUTH_REQUIRED', 'Session Expired']);
      // A new sign-in: a session that says so, and opens only enrolment.
      const step = await signIn('bank.finance@demo.test');
      expect(step.secondFactorEnrolmentRequired).toBe(true);
      const only = step.token as string;
      expect(code(await t.gql(OTHER, {}, only))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
      // REST too (downloads and uploads check the session themselves).
      const today = new Date().toISOString().slice(0, 10);
      const csv = await fetch(`${t.url}/ledger/export.csv?from=${today}&to=${today}`, { headers: { authorization: `Bearer ${only}` } });
      expect(csv.status).toBe(403);
      expect((await t.gql<{ session: { secondFactorEnrolmentRequired: boolean } }>(SESSION, {}, only)).data!.session.secondFactorEnrolmentRequired).toBe(true);
      // Another password-only sign-in, elsewhere, before the enrolment.
      const elsewhere = (await signIn('bank.finance@demo.test')).token as string;
      const started = await t.gql<{ startTotpEnrolment: { key: string } }>(START, {}, only);
      const key = started.data!.startTotpEnrolment.key;
      const confirmed = await t.gql<{ confirmTotpEnrolment: { token: string } }>(CONFIRM, { code: at(key, 0) }, only);
      const full = confirmed.data!.confirmTotpEnrolment.token;
      expect((await t.gql(OTHER, {}, full)).errors).toBeUndefined();
      // Enrolled now: the session that enrolled has given its factor (its earlier token names it
      // too); a password-only session elsewhere is no session any more.
      expect((await t.gql(OTHER, {}, only)).errors).toBeUndefined();
      expect(code(await t.gql(OTHER, {}, elsewhere))).toBe('AUTH_REQUIRED');
      // Cannot be turned off: required by the role.
      expect(message(await t.gql(DISABLE, { code: at(key, 1) }, full))).toBe('Two-step verification is required for your account and cannot be turned off.');
    });

    it('resets only by who may: PG Admin for staff, an Owner for their own organization, nobody their own', async () => {
      const pg = await t.login('pg.admin@demo.test');
      const owner = await t.login('owner@demo.test');
      const bankAdmin = await userIdOf(t, pg, 'bank.admin@demo.test');
      const pema = await userIdOf(t, pg, 'pema.dema@demo.test');
      const pgId = await userIdOf(t, pg, 'pg.admin@demo.test');
      expect(code(await t.gql(RESET, { id: bankAdmin }, owner))).toBe('FORBIDDEN');
      expect(code(await t.gql(RESET, { id: pema }, pg))).toBe('FORBIDDEN');
      expect(message(await t.gql(RESET, { id: pgId }, pg))).toBe('You cannot reset your own two-step verification: use a recovery code.');
      expect((await t.gql(RESET, { id: pema }, owner)).errors).toBeUndefined();
      expect((await t.outbox()).some((m) => m.text.includes('pema.dema@demo.test') && m.text.includes('two-step verification was reset'))).toBe(true);
      expect((await signIn('pema.dema@demo.test')).token).toEqual(expect.any(String));
    });
  });

  it("an Owner requires it for everyone in their organization: the others' next requests open only enrolment", async () => {
    const owner = await t.login('owner@demo.test');
    // An Admin of the organization with no factor (admin@demo.test is enrolled by the seed: decision 0178).
    const admin = await t.login('sonam.wangmo@demo.test');
    expect((await t.gql(REQUIRE, { r: true }, owner)).errors).toBeUndefined();
    expect(code(await t.gql(OTHER, {}, admin))).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    expect((await signIn('sonam.wangmo@demo.test')).secondFactorEnrolmentRequired).toBe(true);
    // user@demo.test is enrolled: still signs in with the second step, and may not turn it off now.
    expect((await t.gql<{ secondFactorStatus: { organizationRequires: boolean } }>(STATUS, {}, owner)).data!.secondFactorStatus.organizationRequires).toBe(
      true,
    );
    const [event] = await dbRows<{ slug: string }>(`select slug from event where slug = 'second-factor-requirement'`);
    expect(event.slug).toBe('second-factor-requirement');
  });

  async function dbRows<T>(sql: string): Promise<T[]> {
    const { EntityManager } = await import('@mikro-orm/postgresql');
    return t.app.get(EntityManager).fork().execute<T[]>(sql);
  }
});
