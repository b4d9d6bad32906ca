import type { Browser } from 'playwright-core';

import { launch, newPage, shot, signIn } from './browser';

// Sessions as records (issue 44): a person signed in from two browsers sees both on Account
// settings, this one marked, and "Sign out everywhere else" ends the other in the API: the other
// browser's next request finds no session and it is back at sign-in. A demo account no other
// end-to-end file signs in with, so their sessions are not ended.
const PERSON = 'choki.wangchuk@demo.test';

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
});
