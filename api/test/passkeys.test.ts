import { APP_CONFIG, type AppConfig } from '../src/config/app-config';
import { SoftAuthenticator } from './support/soft-authenticator';
import { createTestApp, type TestApp } from './test-app';

// Issue 44, passkeys: registration, the sign-in's second step with a passkey, the sign-in with a
// passkey alone, and each refusal (a replayed assertion, a cloned authenticator's counter,
// another person's credential, an expired or used challenge), rename, remove and the last factor.
// A software authenticator (support/soft-authenticator.ts) signs with real ES256 keys.

const SIGN_IN = 'mutation($i: CreateSessionInput!) { createSession(input: $i) { token secondFactorChallenge secondFactorEnrolmentRequired } }';
const VERIFY = 'mutation($i: VerifySecondFactorInput!) { verifySecondFactor(input: $i) { token user { id } } }';
const REGISTRATION_OPTIONS = 'mutation { passkeyRegistrationOptions }';
const ADD = 'mutation($name: String!, $response: String!) { addPasskey(name: $name, response: $response) { token passkey { id name createdAt lastUsedAt } } }';
const ADD_WITH_CODES = 'mutation($name: String!, $response: String!) { addPasskey(name: $name, response: $response) { token recoveryCodes } }';
const STEP_UP_OPTIONS = 'mutation($a: String!) { stepUpPasskeyOptions(action: $a) }';
const STEP_UP = 'mutation($a: String!, $c: String, $p: String) { confirmStepUp(action: $a, code: $c, passkeyResponse: $p) { success } }';
const REGENERATE_OPTIONS = 'mutation { recoveryCodesPasskeyOptions }';
const REGENERATE = 'mutation($c: String, $p: String) { regenerateRecoveryCodes(code: $c, passkeyResponse: $p) { recoveryCodes } }';
const LIST = '{ passkeys { id name createdAt lastUsedAt } }';
const RENAME = 'mutation($id: ID!, $name: String!) { renamePasskey(id: $id, name: $name) { id name } }';
const REMOVE = 'mutation($id: ID!) { removePasskey(id: $id) { success } }';
const AUTH_OPTIONS = 'mutation($c: String) { passkeyAuthenticationOptions(challenge: $c) }';
const PASSKEY_SIGN_IN = 'mutation($r: String!) { signInWithPasskey(response: $r) { token user { id email } } }';
const REQUIRE = 'mutation($r: Boolean!) { setOrganizationSecondFactorRequired(required: $r) { success } }';
const SESSION = '{ session { user { email } secondFactorEnrolmentRequired } }';
const OTHER = '{ currentOrganizationEvents { total } }';

type Result = Awaited<ReturnType<TestApp['gql']>>;
const message = (r: Result) => r.errors?.[0]?.message;

interface PasskeyRow {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

describe('passkeys (issue 44)', () => {
  let t: TestApp;
  let authenticator: SoftAuthenticator;
  let other: SoftAuthenticator;
  beforeAll(async () => {
    t = await createTestApp();
    const origin = new URL(t.app.get<AppConfig>(APP_CONFIG).publicUrl).origin;
    authenticator = new SoftAuthenticator(origin);
    other = new SoftAuthenticator(origin);
  });
  afterAll(() => t.close());

  const challengeOf = async (email: string) =>
    (await t.gql<{ createSession: { secondFactorChallenge: string } }>(SIGN_IN, { i: { email, password: 'Demo1234!' } })).data!.createSession
      .secondFactorChallenge;
  const authOptions = async (challenge?: string) =>
    (await t.gql<{ passkeyAuthenticationOptions: string }>(AUTH_OPTIONS, { c: challenge ?? null })).data!.passkeyAuthenticationOptions;
  const verify = (challenge: string, webauthn: string) => t.gql<{ verifySecondFactor: { token: string } }>(VERIFY, { i: { challenge, webauthn } });
  async function addPasskey(token: string, device: SoftAuthenticator, name: string) {
    const options = (await t.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS, {}, token)).data!.passkeyRegistrationOptions;
    return t.gql<{ addPasskey: { token: string; passkey: PasskeyRow } }>(ADD, { name, response: device.register(options).response }, token);
  }
  async function dbRows<T>(sql: string, params: unknown[] = []): Promise<T[]> {
    const { EntityManager } = await import('@mikro-orm/postgresql');
    return t.app.get(EntityManager).fork().execute<T[]>(sql, params);
  }
  const refusals = () =>
    dbRows<{ reason: string }>(
      `select meta->>'reason' as reason from event where slug = 'second-factor-refused' and meta->>'method' = 'passkey' order by created_at`,
    );

  let userToken: string;
  let adminToken: string;
  let passkeyId: string;

  it('registers a named passkey: listed with its creation, no use yet; the options name the site from PUBLIC_URL', async () => {
    userToken = await t.login('user@demo.test');
    const options = JSON.parse((await t.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS, {}, userToken)).data!.passkeyRegistrationOptions) as {
      rp: { id: string };
      authenticatorSelection: { residentKey: string };
    };
    expect(options.rp.id).toBe(new URL(t.app.get<AppConfig>(APP_CONFIG).publicUrl).hostname);
    expect(options.authenticatorSelection.residentKey).toBe('required');

    const blank = await addPasskey(userToken, authenticator, '  ');
    expect(message(blank)).toBe('Enter a name for the passkey (1 to 60 characters).');
    authenticator.credentials.pop();
    const added = await addPasskey(userToken, authenticator, 'Laptop');
    expect(added.errors).toBeUndefined();
    passkeyId = added.data!.addPasskey.passkey.id;
    userToken = added.data!.addPasskey.token;
    const list = (await t.gql<{ passkeys: PasskeyRow[] }>(LIST, {}, userToken)).data!.passkeys;
    expect(list).toEqual([{ id: passkeyId, name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);
    const [event] = await dbRows<{ name: string }>(`select meta->>'name' as name from event where slug = 'passkey-added'`);
    expect(event.name).toBe('Laptop');
  });

  it('refuses a registration answer sent twice (its challenge is used once)', async () => {
    const options = (await t.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS, {}, userToken)).data!.passkeyRegistrationOptions;
    const { response } = other.register(options);
    other.credentials.pop();
    expect((await t.gql(ADD, { name: 'Spare', response }, userToken)).errors).toBeUndefined();
    expect(message(await t.gql(ADD, { name: 'Spare again', response }, userToken))).toBe('This passkey request was already used. Please start again.');
    const spare = (await t.gql<{ passkeys: PasskeyRow[] }>(LIST, {}, userToken)).data!.passkeys.find((k) => k.name === 'Spare')!;
    expect((await t.gql(REMOVE, { id: spare.id }, userToken)).errors).toBeUndefined();
  });

  it('then the password alone gives no session; the passkey as second step does, with its second factor and last use', async () => {
    const challenge = await challengeOf('user@demo.test');
    expect(challenge).toEqual(expect.any(String));
    const options = await authOptions(challenge);
    expect((JSON.parse(options) as { allowCredentials: { id: string }[] }).allowCredentials.map((c) => c.id)).toEqual([idOf(authenticator)]);
    const r = await verify(challenge, authenticator.assert(options));
    expect(r.errors).toBeUndefined();
    const token = r.data!.verifySecondFactor.token;
    expect((await t.gql<{ session: { user: { email: string } } }>(SESSION, {}, token)).data!.session.user.email).toBe('user@demo.test');
    const [row] = await dbRows<{ second_factor_at: Date | null }>(
      `select s.second_factor_at from auth_session s join app_user u on u.id = s.user_id where u.email = 'user@demo.test' order by s.created_at desc limit 1`,
    );
    expect(row.second_factor_at).not.toBeNull();
    const [key] = (await t.gql<{ passkeys: PasskeyRow[] }>(LIST, {}, token)).data!.passkeys;
    expect(key.lastUsedAt).toEqual(expect.any(String));
  });

  it('refuses a replayed assertion, and a cloned authenticator whose counter did not go up', async () => {
    const challenge = await challengeOf('user@demo.test');
    const options = await authOptions(challenge);
    const assertion = authenticator.assert(options);
    expect((await verify(challenge, assertion)).errors).toBeUndefined();
    expect(message(await verify(challenge, assertion))).toBe('This passkey request was already used. Please start again.');

    const fresh = await authOptions(challenge);
    const stale = authenticator.assert(fresh, { counter: authenticator.credentials[0].counter });
    expect(message(await verify(challenge, stale))).toBe('This passkey answer was already used, or the passkey was copied. Please try again.');
    // The first: the registration answer sent twice, above.
    expect((await refusals()).map((e) => e.reason)).toEqual(['challengeUsed', 'challengeUsed', 'replayed']);
  });

  it("refuses another person's credential", async () => {
    const admin = await addPasskey(await t.login('admin@demo.test'), other, 'Admin key');
    expect(admin.errors).toBeUndefined();
    adminToken = admin.data!.addPasskey.token;
    const challenge = await challengeOf('admin@demo.test');
    const options = await authOptions(challenge);
    // The user's passkey signing the admin's challenge.
    const theirs = authenticator.assert(options, { credentialId: idOf(authenticator) });
    expect(message(await verify(challenge, theirs))).toBe('This passkey belongs to another account.');
    expect((await refusals()).at(-1)?.reason).toBe('otherPersonsCredential');
  });

  it('refuses an expired challenge (older than 5 minutes)', async () => {
    const challenge = await challengeOf('user@demo.test');
    const options = await authOptions(challenge);
    const value = (JSON.parse(options) as { challenge: string }).challenge;
    await dbRows(`update webauthn_challenge set expires_at = now() - interval '1 second' where challenge = ?`, [value]);
    expect(message(await verify(challenge, authenticator.assert(options)))).toBe('This passkey request took longer than 5 minutes. Please start again.');
    expect((await refusals()).at(-1)?.reason).toBe('challengeExpired');
  });

  it('signs in with a passkey alone (discoverable credential), no password', async () => {
    const options = await authOptions();
    expect((JSON.parse(options) as { allowCredentials: unknown[] }).allowCredentials).toEqual([]);
    const r = await t.gql<{ signInWithPasskey: { token: string; user: { email: string } } }>(PASSKEY_SIGN_IN, {
      r: authenticator.assert(options, { credentialId: idOf(authenticator) }),
    });
    expect(r.errors).toBeUndefined();
    expect(r.data!.signInWithPasskey.user.email).toBe('user@demo.test');
    expect((await t.gql<{ session: { user: { email: string } } }>(SESSION, {}, r.data!.signInWithPasskey.token)).data!.session.user.email).toBe(
      'user@demo.test',
    );
    // A challenge given for a person's second step does not sign in on its own.
    const named = await authOptions(await challengeOf('user@demo.test'));
    expect(message(await t.gql(PASSKEY_SIGN_IN, { r: authenticator.assert(named) }))).toBe('This passkey request is not valid. Please start again.');
  });

  it('renames and removes; the last factor of an account that requires one is kept, with a clear message', async () => {
    const renamed = await t.gql<{ renamePasskey: { name: string } }>(RENAME, { id: passkeyId, name: 'Work laptop' }, userToken);
    expect(renamed.data!.renamePasskey.name).toBe('Work laptop');
    const [rename] = await dbRows<{ name: string; before: string }>(
      `select meta->>'name' as name, meta->>'before' as before from event where slug = 'passkey-renamed'`,
    );
    expect(rename).toEqual({ name: 'Work laptop', before: 'Laptop' });
    const ownerToken = await t.login('owner@demo.test');
    expect((await t.gql(REQUIRE, { r: true }, ownerToken)).errors).toBeUndefined();

    expect(message(await t.gql(REMOVE, { id: passkeyId }, userToken))).toBe(
      'This is your last second factor and your account requires one: add another passkey or an authenticator app first.',
    );
    const second = await addPasskey(userToken, authenticator, 'Phone');
    expect(second.errors).toBeUndefined();
    userToken = second.data!.addPasskey.token;
    expect((await t.gql(REMOVE, { id: passkeyId }, userToken)).errors).toBeUndefined();
    const names = (await t.gql<{ passkeys: PasskeyRow[] }>(LIST, {}, userToken)).data!.passkeys.map((k) => k.name);
    expect(names).toEqual(['Phone']);
    // Another person's passkey is not found.
    expect(message(await t.gql(REMOVE, { id: second.data!.addPasskey.passkey.id }, adminToken))).toBe('Passkey not found');
  });

  it('satisfies a required second factor: a person who must enrol adds a passkey and the session opens', async () => {
    // The organization now requires it, and this Admin has none (the demo Owner and Admin are
    // enrolled by the seed): their session opens only enrolment.
    const step = (
      await t.gql<{ createSession: { token: string; secondFactorEnrolmentRequired: boolean } }>(SIGN_IN, {
        i: { email: 'choki.wangchuk@demo.test', password: 'Demo1234!' },
      })
    ).data!.createSession;
    expect(step.secondFactorEnrolmentRequired).toBe(true);
    expect((await t.gql(OTHER, {}, step.token)).errors?.[0]?.extensions?.code).toBe('SECOND_FACTOR_ENROLMENT_REQUIRED');
    const owners = new SoftAuthenticator(new URL(t.app.get<AppConfig>(APP_CONFIG).publicUrl).origin);
    const added = await addPasskey(step.token, owners, 'Admin key');
    expect(added.errors).toBeUndefined();
    expect((await t.gql(OTHER, {}, added.data!.addPasskey.token)).errors).toBeUndefined();
    // From now on the password alone asks for the second step.
    expect(await challengeOf('choki.wangchuk@demo.test')).toEqual(expect.any(String));
  });

  let karmaDevice: SoftAuthenticator;
  let karmaCodes: string[];
  let karmaToken: string;
  it("a first passkey comes with 10 recovery codes, shown once; one passes the sign-in's second step, once", async () => {
    const email = 'karma.yangzom@demo.test';
    const device = new SoftAuthenticator(new URL(t.app.get<AppConfig>(APP_CONFIG).publicUrl).origin);
    karmaDevice = device;
    const token = await t.login(email);
    const options = (await t.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS, {}, token)).data!.passkeyRegistrationOptions;
    const first = await t.gql<{ addPasskey: { token: string; recoveryCodes: string[] | null } }>(
      ADD_WITH_CODES,
      {
        name: 'Laptop',
        response: device.register(options).response,
      },
      token,
    );
    expect(first.errors).toBeUndefined();
    const codes = first.data!.addPasskey.recoveryCodes!;
    expect(codes).toHaveLength(10);
    karmaCodes = codes;
    const next = first.data!.addPasskey.token;
    karmaToken = next;
    const again = (await t.gql<{ passkeyRegistrationOptions: string }>(REGISTRATION_OPTIONS, {}, next)).data!.passkeyRegistrationOptions;
    const second = await t.gql<{ addPasskey: { recoveryCodes: string[] | null } }>(
      ADD_WITH_CODES,
      { name: 'Phone', response: device.register(again).response },
      next,
    );
    expect(second.data!.addPasskey.recoveryCodes).toBeNull();

    const signedIn = await t.gql<{ verifySecondFactor: { token: string } }>(VERIFY, { i: { challenge: await challengeOf(email), recoveryCode: codes[0] } });
    expect(signedIn.errors).toBeUndefined();
    expect(signedIn.data!.verifySecondFactor.token).toEqual(expect.any(String));
    expect(message(await t.gql(VERIFY, { i: { challenge: await challengeOf(email), recoveryCode: codes[0] } }))).toBe(
      'That recovery code is not right, or it was already used.',
    );
  });

  it('regenerates recovery codes with a passkey, over a challenge asked for that alone; the old codes stop working', async () => {
    const email = 'karma.yangzom@demo.test';
    const regenerate = (vars: { c?: string; p?: string }) =>
      t.gql<{ regenerateRecoveryCodes: { recoveryCodes: string[] } }>(REGENERATE, { c: null, p: null, ...vars }, karmaToken);
    const options = async () => (await t.gql<{ recoveryCodesPasskeyOptions: string }>(REGENERATE_OPTIONS, {}, karmaToken)).data!.recoveryCodesPasskeyOptions;
    const invalid = 'This passkey request is not valid. Please start again.';
    // A sign-in's challenge and a step-up's do not regenerate; nothing changes.
    expect(message(await regenerate({ p: karmaDevice.assert(await authOptions(await challengeOf(email))) }))).toBe(invalid);
    const forStepUp = (await t.gql<{ stepUpPasskeyOptions: string }>(STEP_UP_OPTIONS, { a: 'inviteUser' }, karmaToken)).data!.stepUpPasskeyOptions;
    expect(message(await regenerate({ p: karmaDevice.assert(forStepUp) }))).toBe(invalid);
    // Neither proof, or both: refused.
    expect(message(await regenerate({}))).toBe('Enter a code from your authenticator app, or use a passkey.');
    expect(message(await regenerate({ c: '123456', p: karmaDevice.assert(await options()) }))).toBe(
      'Enter a code from your authenticator app, or use a passkey.',
    );
    // A recovery code is no fresh second factor; nor is a code, without an authenticator app.
    expect(message(await regenerate({ c: karmaCodes[1] }))).toBe('No authenticator app is set up for this account: use your passkey or a recovery code.');

    const assertion = karmaDevice.assert(await options());
    const fresh = await regenerate({ p: assertion });
    expect(fresh.errors).toBeUndefined();
    const codes = fresh.data!.regenerateRecoveryCodes.recoveryCodes;
    expect(codes).toHaveLength(10);
    // Its challenge is used once.
    expect(message(await regenerate({ p: assertion }))).toBe('This passkey request was already used. Please start again.');
    expect(message(await t.gql(VERIFY, { i: { challenge: await challengeOf(email), recoveryCode: karmaCodes[1] } }))).toBe(
      'That recovery code is not right, or it was already used.',
    );
    expect((await t.gql(VERIFY, { i: { challenge: await challengeOf(email), recoveryCode: codes[0] } })).errors).toBeUndefined();
    const [regenerated] = await dbRows<{ method: string }>(
      `select meta->>'method' as method from event where slug = 'recovery-codes-regenerated' order by created_at desc limit 1`,
    );
    expect(regenerated.method).toBe('passkey');
    const used = await dbRows<{ purpose: string }>(
      `select meta->>'purpose' as purpose from event where slug = 'passkey-used' order by created_at desc limit 1`,
    );
    expect(used[0].purpose).toBe('recovery-codes');
  });

  it('steps up with a passkey: the challenge is bound to the action it was asked for', async () => {
    await dbRows(
      `update auth_session set second_factor_at = now() - interval '6 minutes', step_ups = '{}'::jsonb where user_id = (select id from app_user where email = 'admin@demo.test')`,
    );
    const CREATE_KEY = 'mutation { createKeys(name: "Passkey shop", livemode: false) { id } }';
    const code = (r: Result) => r.errors?.[0]?.extensions?.code;
    expect(code(await t.gql(CREATE_KEY, {}, adminToken))).toBe('STEP_UP_REQUIRED');
    const stepUpOptions = async (action: string) =>
      (await t.gql<{ stepUpPasskeyOptions: string }>(STEP_UP_OPTIONS, { a: action }, adminToken)).data!.stepUpPasskeyOptions;

    // Asked for inviting a user, given for creating a key: refused, nothing unlocked.
    const forInvite = other.assert(await stepUpOptions('inviteUser'));
    expect(message(await t.gql(STEP_UP, { a: 'createKeys', p: forInvite }, adminToken))).toBe('This passkey request is not valid. Please start again.');
    // A sign-in's challenge does not step up either.
    const forSignIn = other.assert(await authOptions(await challengeOf('admin@demo.test')));
    expect(message(await t.gql(STEP_UP, { a: 'createKeys', p: forSignIn }, adminToken))).toBe('This passkey request is not valid. Please start again.');
    expect(code(await t.gql(CREATE_KEY, {}, adminToken))).toBe('STEP_UP_REQUIRED');

    const forKey = other.assert(await stepUpOptions('createKeys'));
    expect(message(await t.gql(STEP_UP, { a: 'createKeys', p: forKey, c: '123456' }, adminToken))).toBe(
      'Enter a code from your authenticator app or a recovery code.',
    );
    expect((await t.gql(STEP_UP, { a: 'createKeys', p: forKey }, adminToken)).errors).toBeUndefined();
    expect((await t.gql(CREATE_KEY, {}, adminToken)).errors).toBeUndefined();
    const [given] = await dbRows<{ method: string }>(
      `select meta->>'method' as method from event where slug = 'step-up-given' order by created_at desc limit 1`,
    );
    expect(given.method).toBe('passkey');
    const used = await dbRows<{ purpose: string }>(`select meta->>'purpose' as purpose from event where slug = 'passkey-used' order by created_at`);
    expect(used.map((u) => u.purpose)).toContain('sign-in');
    expect(used.at(-1)?.purpose).toBe('step-up:createKeys');
  });
});

const idOf = (device: SoftAuthenticator) => Buffer.from(device.credentials[0].id).toString('base64url');
