import { Client } from 'pg';
import type { Browser } from 'playwright-core';

import { axeViolations } from './audit/page-checks';
import { launch, newPage, shot, signIn } from './browser';

// Sessions as records (issue 44): a person signed in from two browsers sees both on Account
// settings, this one marked, and "Sign out everywhere else" ends the other in the API: the other
// browser's next request finds no session and it is back at sign-in. A demo account no other
// end-to-end file signs in with, so their sessions are not ended. The sessions card passes axe
// at 1280 and 390 px. A staff session idle for 15 minutes is warned a minute before and signed
// out (the browser's clock moved on, the session's last activity moved back in the database).
const PERSON = 'choki.wangchuk@demo.test';
const STAFF = 'bank.finance@demo.test';

/** The newest open session of `email` was last active `minutes` ago (the API's idle clock). */
async function ageLastActivity(email: string, minutes: number): Promise<void> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update auth_session set last_active_at = now() - make_interval(mins => $2)
       where id = (select id from auth_session where ended_at is null and user_id = (select id from app_user where email = $1) order by created_at desc limit 1)`,
      [email, minutes],
    );
  } finally {
    await db.end();
  }
}

describe('sessions in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists both browsers and "Sign out everywhere else" signs the other one out', async () => {
    const other = await newPage(browser);
    await signIn(other.page, PERSON);
    const here = await newPage(browser);
    await signIn(here.page, PERSON);

    await here.page.goto('/account-settings');
    const list = here.page.getByRole('list', { name: 'Your sessions' });
    await list.getByRole('listitem', { name: /\(this session\)$/ }).waitFor();
    expect(await list.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await shot(here.page, 'account-settings-sessions');
    expect(await axeViolations(here.page)).toEqual([]);
    await here.page.setViewportSize({ width: 390, height: 844 });
    await list.getByRole('listitem', { name: /\(this session\)$/ }).waitFor();
    expect((await axeViolations(here.page)).map((v) => `at 390 px: ${v}`)).toEqual([]);
    await shot(here.page, 'account-settings-sessions-390');
    await here.page.setViewportSize({ width: 1280, height: 800 });

    await here.page.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await here.page.getByText('Signed Out Everywhere Else').waitFor();
    await here.page.waitForFunction(() => document.querySelectorAll('[aria-label="Your sessions"] > li').length === 1);

    // The other browser still holds its token, but the API no longer has its session.
    await other.page.goto('/account-settings');
    await other.page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(await other.page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // This one works on.
    await here.page.reload();
    await here.page
      .getByRole('list', { name: 'Your sessions' })
      .getByRole('listitem', { name: /\(this session\)$/ })
      .waitFor();
    await other.context.close();
    await here.context.close();
  });

  it('a staff session idle for 14 minutes shows the warning, then signs out to the sign-in page with a message', async () => {
    const { context, page } = await newPage(browser);
    // The browser's clock runs as usual until moved on (Playwright's fake timers).
    await context.clock.install();
    await signIn(page, STAFF);
    await page.goto('/account-settings');
    await page.getByRole('list', { name: 'Your sessions' }).waitFor();

    await page.clock.fastForward('13:05');
    const warning = page.getByRole('dialog', { name: 'Are you still there?' });
    await warning.getByText('You will be signed out in 1 minute because of inactivity.').waitFor();
    await shot(page, 'idle-warning');

    // The API counts the same: its session has been idle past the 15 minutes.
    await ageLastActivity(STAFF, 16);
    const token = await page.evaluate(() => window.localStorage.getItem('token'));
    await page.clock.fastForward('01:00');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/signin');
    await page.getByText('You were signed out after a period of inactivity. Please sign in again.').first().waitFor();
    await shot(page, 'idle-signed-out');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    // The token the browser held no longer opens anything in the API.
    const res = await page.request.post('/api/graphql', {
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      data: { query: '{ session { user { id } } }' },
    });
    expect(((await res.json()) as { data: { session: unknown } }).data.session).toBeNull();
    await context.close();
  });
});
