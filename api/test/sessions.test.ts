import { MikroORM } from '@mikro-orm/postgresql';

import { createTestApp, eventually, type TestApp } from './test-app';

// Issue 44, sessions: a sign-in is a record the API checks on every request. Signing out, a
// lock, a password reset and "Sign out" from another session end it at once; staff sessions
// end after 15 minutes idle, merchant ones when their Owner sets a limit. Idle time is made by
// moving last_active_at back in the database, never by waiting.

const SIGN_IN = 'mutation($input: CreateSessionInput!) { createSession(input: $input) { token secondFactorChallenge } }';
const SESSION = '{ session { user { email } idleMinutes } }';
const BALANCE = '{ outstandingAmount { amount } }';
const SIGN_OUT = 'mutation { deleteSession { success } }';
const MINE = '{ mySessions { id browser address createdAt lastActiveAt current } }';
const END = 'mutation($id: ID!) { endSession(id: $id) { success } }';
const END_OTHERS = 'mutation { endOtherSessions }';
const RENEW = 'mutation { renewSession { success } }';
const IDLE_LIMIT = 'mutation($m: Int) { updateSessionIdleLimit(minutes: $m) { success } }';
const LOCK = 'mutation($id: ID!) { lockUser(user: { id: $id }) { id locked } }';
const EVENTS = '{ currentOrganizationEvents(first: 50) { items { name meta } } }';

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_2) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';

type Row = { id: string; browser: string; address: string | null; createdAt: string; lastActiveAt: string; current: boolean };

/** The session id a token carries (its `sid` claim). */
const sidOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid;

describe('sessions as records (issue 44; real PostgreSQL)', () => {
  let t: TestApp;
  let orm: MikroORM;

  beforeAll(async () => {
    t = await createTestApp();
    orm = t.app.get(MikroORM);
  }, 60000);
  afterAll(() => t.close());

  const sql = <T extends object = Record<string, unknown>>(query: string, params: unknown[] = []) => orm.em.fork().getConnection().execute<T[]>(query, params);
  const signIn = async (email: string, userAgent = CHROME_WINDOWS, password = 'Demo1234!') => {
    const r = await t.gql<{ createSession: { token: string | null; secondFactorChallenge: string | null } }>(
      SIGN_IN,
      { input: { email, password } },
      undefined,
      {
        'user-agent': userAgent,
      },
    );
    if (!r.data?.createSession) throw new Error(`sign-in of ${email} failed: ${JSON.stringify(r.errors)}`);
    const { token, secondFactorChallenge } = r.data.createSession;
    if (token) return token;
    // Staff: the second step with the demo key's next code (issue 44), from the same browser.
    const v = await t.gql<{ verifySecondFactor: { token: string } }>(
      'mutation($input: VerifySecondFactorInput!) { verifySecondFactor(input: $input) { token } }',
      { input: { challenge: secondFactorChallenge, code: await t.codes.next(email) } },
      undefined,
      { 'user-agent': userAgent },
    );
    if (!v.data?.verifySecondFactor) throw new Error(`second step of ${email} failed: ${JSON.stringify(v.errors)}`);
    return v.data.verifySecondFactor.token;
  };
  const email = async (token: string) => (await t.gql<{ session: { user: { email: string } } | null }>(SESSION, {}, token)).data?.session?.user.email ?? null;
  /** Moves the session's last activity `minutes` into the past. */
  const idleFor = (token: string, minutes: number) =>
    sql(`update auth_session set last_active_at = now() - make_interval(mins => ?) where id = ?`, [minutes, sidOf(token)]);
  const endedReason = async (token: string) =>
    (await sql<{ ended_reason: string | null }>('select ended_reason from auth_session where id = ?', [sidOf(token)]))[0].ended_reason;
  const userId = async (address: string) => (await sql<{ id: string }>('select id from app_user where email = ?', [address]))[0].id;

  it("signing out ends the session in the API: a Bank Admin's copied token no longer reads the outstanding balance", async () => {
    const token = await signIn('bank.admin@demo.test');
    expect((await t.gql(BALANCE, {}, token)).data).toEqual({ outstandingAmount: { amount: expect.any(Number) } });
    expect((await t.gql(SIGN_OUT, {}, token)).data).toEqual({ deleteSession: { success: true } });
    const after = await t.gql(BALANCE, {}, token);
    expect(after.data).toBeNull();
    expect(after.errors?.[0].extensions?.code).toBe('AUTH_REQUIRED');
    expect(await email(token)).toBeNull();
    expect(await endedReason(token)).toBe('signed-out');
    // Without a token there is nothing to end, and no error.
    expect((await t.gql(SIGN_OUT)).data).toEqual({ deleteSession: { success: true } });
  });

  it('a token without a session id (as before sessions were records) or of an unknown session is no session', async () => {
    const token = await signIn('bank.finance@demo.test');
    await sql('delete from auth_session where id = ?', [sidOf(token)]);
    expect(await email(token)).toBeNull();
  });

  it("locking a user ends their sessions at once, recorded in the organization's history", async () => {
    const owner = await signIn('owner@demo.test');
    const victim = await signIn('tenzin.norbu@demo.test');
    expect(await email(victim)).toBe('tenzin.norbu@demo.test');
    expect((await t.gql(LOCK, { id: await userId('tenzin.norbu@demo.test') }, owner)).data).toEqual({ lockUser: { id: expect.any(String), locked: true } });
    expect(await email(victim)).toBeNull();
    expect(await endedReason(victim)).toBe('locked');
    const events = (await t.gql<{ currentOrganizationEvents: { items: { name: string; meta: string | null }[] } }>(EVENTS, {}, owner)).data!
      .currentOrganizationEvents.items;
    const ended = events.find((e) => e.name === 'Sessions Ended');
    expect(JSON.parse(ended!.meta!)).toMatchObject({ reason: 'locked', count: 1 });
    // Signing in again works and shows the locked screen (the lock itself is unchanged).
    const again = await signIn('tenzin.norbu@demo.test');
    expect((await t.gql<{ session: { user: { locked: boolean } } }>('{ session { user { locked } } }', {}, again)).data?.session.user.locked).toBe(true);
  });

  it('a password reset ends every session of the person', async () => {
    const a = await signIn('kinzang.dorji@demo.test');
    const b = await signIn('kinzang.dorji@demo.test', FIREFOX_LINUX);
    await t.gql('mutation($e: String!) { sendResetPasswordLink(email: $e) { success } }', { e: 'kinzang.dorji@demo.test' });
    const mail = await eventually(async () =>
      (await t.outbox()).find((m) => m.text.includes('/reset-password/') && m.text.includes('kinzang.dorji@demo.test')),
    );
    const [, id, token] = mail.text.replace(/=\r?\n/g, '').match(/\/reset-password\/([^/\s]+)\/([^\s]+)/)!;
    const update = 'mutation($u: ID!, $t: String!, $p: String!) { updatePassword(userId: $u, token: $t, password: $p) { success } }';
    expect((await t.gql(update, { u: decodeURIComponent(id), t: decodeURIComponent(token), p: 'Reset#2027' })).data).toEqual({
      updatePassword: { success: true },
    });
    expect(await email(a)).toBeNull();
    expect(await email(b)).toBeNull();
    expect(await endedReason(b)).toBe('password-reset');
    expect(await email(await signIn('kinzang.dorji@demo.test', CHROME_WINDOWS, 'Reset#2027'))).toBe('kinzang.dorji@demo.test');
  });

  it('a staff session ends after 15 minutes idle; a request within them renews it', async () => {
    const token = await signIn('pg.admin@demo.test');
    expect((await t.gql<{ session: { idleMinutes: number } }>(SESSION, {}, token)).data?.session.idleMinutes).toBe(15);
    await idleFor(token, 14);
    // Still alive, and the request counts as activity (written, since the last was over a minute ago).
    expect(await email(token)).toBe('pg.admin@demo.test');
    const [{ idle }] = await sql<{ idle: number }>('select extract(epoch from now() - last_active_at) as idle from auth_session where id = ?', [sidOf(token)]);
    expect(Number(idle)).toBeLessThan(60);
    await idleFor(token, 16);
    expect(await email(token)).toBeNull();
    expect(await endedReason(token)).toBe('idle');
    // Ended for good: activity afterwards does not bring it back.
    await idleFor(token, 0);
    expect(await email(token)).toBeNull();
  });

  it("a page's own poll (X-Background: 1) is answered but is no activity: an open page polling a running process does not keep a staff session alive", async () => {
    const token = await signIn('bank.admin@demo.test');
    await idleFor(token, 14);
    const polled = await t.gql<{ session: { user: { email: string } } | null }>(SESSION, {}, token, { 'x-background': '1' });
    expect(polled.data?.session?.user.email).toBe('bank.admin@demo.test');
    const [{ idle }] = await sql<{ idle: number }>('select extract(epoch from now() - last_active_at) as idle from auth_session where id = ?', [sidOf(token)]);
    expect(Number(idle)).toBeGreaterThan(13 * 60);
    await idleFor(token, 16);
    expect((await t.gql<{ session: unknown }>(SESSION, {}, token, { 'x-background': '1' })).data?.session).toBeNull();
    expect(await endedReason(token)).toBe('idle');
  });

  it('"Stay signed in" starts the idle time again even within the minute the requests are not written', async () => {
    const token = await signIn('bank.finance@demo.test');
    await sql(`update auth_session set last_active_at = now() - interval '30 seconds' where id = ?`, [sidOf(token)]);
    expect(await email(token)).toBe('bank.finance@demo.test');
    const [before] = await sql<{ idle: number }>('select extract(epoch from now() - last_active_at) as idle from auth_session where id = ?', [sidOf(token)]);
    expect(Number(before.idle)).toBeGreaterThanOrEqual(29);
    expect((await t.gql(RENEW, {}, token)).data).toEqual({ renewSession: { success: true } });
    const [after] = await sql<{ idle: number }>('select extract(epoch from now() - last_active_at) as idle from auth_session where id = ?', [sidOf(token)]);
    expect(Number(after.idle)).toBeLessThan(5);
  });

  it("merchant sessions keep today's behaviour until their Owner sets an idle limit", async () => {
    const owner = await signIn('owner@demo.test');
    const user = await signIn('pema.dema@demo.test');
    expect((await t.gql<{ session: { idleMinutes: number | null } }>(SESSION, {}, user)).data?.session.idleMinutes).toBeNull();
    await idleFor(user, 600);
    expect(await email(user)).toBe('pema.dema@demo.test');

    // Validated, with the domain's message; only the Owner may set it.
    const tooShort = await t.gql(IDLE_LIMIT, { m: 3 }, owner);
    expect(tooShort.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { minutes: expect.stringMatching(/from 5 to 720/) } });
    expect((await t.gql(IDLE_LIMIT, { m: 30 }, await signIn('admin@demo.test'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(IDLE_LIMIT, { m: 30 }, await t.login('bank.admin@demo.test'))).errors?.[0].extensions?.code).toBe('FORBIDDEN');

    expect((await t.gql(IDLE_LIMIT, { m: 30 }, owner)).data).toEqual({ updateSessionIdleLimit: { success: true } });
    // It applies to the sessions already open.
    expect((await t.gql<{ session: { idleMinutes: number | null } }>(SESSION, {}, user)).data?.session.idleMinutes).toBe(30);
    await idleFor(user, 31);
    expect(await email(user)).toBeNull();
    expect(await endedReason(user)).toBe('idle');
    // Another organization's people are not affected.
    const other = await signIn('treks.owner@demo.test');
    await idleFor(other, 31);
    expect((await t.gql<{ session: { idleMinutes: number | null } }>(SESSION, {}, other)).data?.session.idleMinutes).toBeNull();

    expect((await t.gql(IDLE_LIMIT, { m: null }, owner)).data).toEqual({ updateSessionIdleLimit: { success: true } });
    const later = await signIn('pema.dema@demo.test');
    await idleFor(later, 31);
    expect(await email(later)).toBe('pema.dema@demo.test');
  });

  it("lists the person's sessions, ends one, then every other one; another person's session cannot be ended", async () => {
    const here = await signIn('choki.wangchuk@demo.test', CHROME_WINDOWS);
    const laptop = await signIn('choki.wangchuk@demo.test', FIREFOX_LINUX);
    const phone = await signIn('choki.wangchuk@demo.test', SAFARI_MAC);
    const list = (await t.gql<{ mySessions: Row[] }>(MINE, {}, here)).data!.mySessions;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current).map((s) => s.id)).toEqual([sidOf(here)]);
    expect(list.map((s) => s.browser).sort()).toEqual(['Chrome on Windows', 'Firefox on Linux', 'Safari on macOS']);
    expect(list.every((s) => s.address && s.createdAt && s.lastActiveAt)).toBe(true);

    // Someone else's session id: refused as unknown, and that session lives on.
    const stranger = await t.login('bank.admin@demo.test');
    const refused = await t.gql(END, { id: sidOf(laptop) }, stranger);
    expect(refused.errors?.[0]).toMatchObject({ message: 'Session not found', extensions: { code: 'BAD_USER_INPUT' } });
    expect((await t.gql(END, { id: 'not-a-uuid' }, stranger)).errors?.[0].message).toBe('Session not found');
    expect(await email(laptop)).toBe('choki.wangchuk@demo.test');
    expect((await t.gql<{ mySessions: Row[] }>(MINE, {}, stranger)).data!.mySessions.map((s) => s.id)).not.toContain(sidOf(laptop));

    expect((await t.gql(END, { id: sidOf(laptop) }, here)).data).toEqual({ endSession: { success: true } });
    expect(await email(laptop)).toBeNull();
    expect(await endedReason(laptop)).toBe('ended-by-other-session');
    // Ending it again: it is no live session any more.
    expect((await t.gql(END, { id: sidOf(laptop) }, here)).errors?.[0].message).toBe('Session not found');

    const another = await signIn('choki.wangchuk@demo.test', FIREFOX_LINUX);
    expect((await t.gql(END_OTHERS, {}, here)).data).toEqual({ endOtherSessions: 2 });
    expect(await email(phone)).toBeNull();
    expect(await email(another)).toBeNull();
    expect(await email(here)).toBe('choki.wangchuk@demo.test');
    expect((await t.gql<{ mySessions: Row[] }>(MINE, {}, here)).data!.mySessions.map((s) => s.id)).toEqual([sidOf(here)]);

    const names = (
      await t.gql<{ currentOrganizationEvents: { items: { name: string }[] } }>(EVENTS, {}, await signIn('owner@demo.test'))
    ).data!.currentOrganizationEvents.items.map((e) => e.name);
    expect(names).toEqual(expect.arrayContaining(['Session Ended', 'Other Sessions Ended']));
  });

  it('e-mails a sign-in from a new browser or network once, and not for a known one or the first sign-in ever', async () => {
    const notices = async () => (await t.outbox()).filter((m) => m.text.includes('Subject: New sign-in') && m.text.includes('dawa.tshering@demo.test'));
    await signIn('dawa.tshering@demo.test', CHROME_WINDOWS);
    await signIn('dawa.tshering@demo.test', CHROME_WINDOWS);
    await signIn('dawa.tshering@demo.test', FIREFOX_LINUX);
    const first = await eventually(async () => {
      const found = await notices();
      return found.length ? found : undefined;
    });
    // The notices of the first two (a first sign-in ever; a known browser) were decided before it.
    expect(first).toHaveLength(1);
    expect(first[0].text).toContain('Firefox on Linux');
    await signIn('dawa.tshering@demo.test', FIREFOX_LINUX);
    await signIn('dawa.tshering@demo.test', SAFARI_MAC);
    const second = await eventually(async () => {
      const found = await notices();
      return found.length >= 2 ? found : undefined;
    });
    expect(second).toHaveLength(2);
    expect(second[1].text).toContain('Safari on macOS');
  });
});
