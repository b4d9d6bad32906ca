import type { Browser, Page } from 'playwright-core';

import { BASE_URL, launch, newContext, shot } from './browser';

// Issue 44 in Chromium, with its virtual authenticator over CDP: an opted-in merchant user adds a
// passkey on Account settings, signs out, signs in with the password and the passkey, then with
// the passkey alone. Browsers refuse an IP address as a relying party, so the app is opened at
// localhost (the API takes a loopback PUBLIC_URL's localhost twin: config/webauthn-relying-party.ts).
// Last, new recovery codes are made with the passkey.
const EMAIL = 'namgay.zangmo@demo.test';
const APP_URL = BASE_URL.replace('://127.0.0.1', '://localhost');

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log In' }).waitFor();
}

async function password(page: Page): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log In' }).click();
}

describe('passkeys in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('adds a passkey on Account settings, then signs in with password and passkey, and with the passkey alone', async () => {
    const context = await newContext(browser, { baseURL: APP_URL });
    const page = await context.newPage();
    try {
      // The device: Chromium's virtual platform authenticator, user verified.
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
      });

      await password(page);
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.goto('/account-settings');
      const card = page.getByRole('region', { name: 'Two-step verification' });
      const add = card.getByRole('form', { name: 'Add passkey' });
      await add.getByRole('button', { name: 'Add passkey' }).click();
      await add.getByText('Enter a name for the passkey (1 to 60 characters).').waitFor();
      await add.getByLabel('Passkey name').fill('Work laptop');
      await add.getByRole('button', { name: 'Add passkey' }).click();
      // The first factor of this person: the 10 recovery codes, shown once.
      await card.getByRole('list', { name: 'Recovery codes' }).waitFor();
      const codes = await card.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
      expect(codes).toHaveLength(10);
      await card.getByRole('button', { name: 'I have saved them' }).click();
      const list = card.getByRole('list', { name: 'Your passkeys' });
      await list
        .getByRole('listitem', { name: 'Work laptop' })
        .getByText(/not used yet/)
        .waitFor();
      await shot(page, 'passkeys/account-settings');

      await signOut(page);
      await password(page);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      // The passkey is offered first; the code stays available.
      await page.getByLabel('Authentication code').waitFor();
      await shot(page, 'passkeys/second-step');
      await page.getByRole('button', { name: 'Use a passkey' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      await signOut(page);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.goto('/account-settings');
      await page
        .getByRole('region', { name: 'Two-step verification' })
        .getByRole('listitem', { name: 'Work laptop' })
        .getByText(/last used/)
        .waitFor();

      // At 390 px the section stays usable.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('region', { name: 'Two-step verification' }).getByRole('button', { name: 'Rename Work laptop' }).click();
      const rename = page.getByRole('form', { name: 'Rename Work laptop' });
      await rename.getByLabel('New name').fill('Laptop');
      await rename.getByRole('button', { name: 'Save' }).click();
      await page.getByRole('listitem', { name: 'Laptop' }).waitFor();
      await shot(page, 'passkeys/account-settings-390');

      // A recovery code stands in for the passkey at the second step.
      await page.setViewportSize({ width: 1280, height: 800 });
      await signOut(page);
      await password(page);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      // New recovery codes with the passkey (offered first): the old ones are replaced.
      await page.goto('/account-settings');
      const section = page.getByRole('region', { name: 'Two-step verification' });
      await section.getByText('9 of 10 recovery codes left').waitFor();
      await shot(page, 'passkeys/regenerate-recovery-codes');
      await section.getByRole('button', { name: 'Regenerate recovery codes with a passkey' }).click();
      await section.getByRole('list', { name: 'Recovery codes' }).waitFor();
      const fresh = await section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allTextContents();
      expect(fresh).toHaveLength(10);
      expect(fresh.some((code) => codes.includes(code))).toBe(false);
      await section.getByRole('button', { name: 'I have saved them' }).click();
      await section.getByText('10 of 10 recovery codes left').waitFor();
    } finally {
      await context.close();
    }
  });
});
