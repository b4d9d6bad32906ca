import type { Browser, Page } from 'playwright-core';

import { DemoCodes } from '../../test-support/demo-totp';
import { apiLogin, gql } from './api';
import { axeViolations } from './audit/page-checks';
import { launch, newPage, shot, signIn } from './browser';

// Issue 44 in Chromium: a merchant user opts in to two-step verification on Account settings,
// signs out, signs in with a code of the app, then with a recovery code. A new staff member meets
// the enrolment screen first, which passes axe at 1280 and 390 px.
const EMAIL = 'yeshi.lhamo@demo.test';

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Log In' }).waitFor();
}

async function passwordStep(page: Page): Promise<void> {
  await signIn(page, EMAIL, { waitForShell: false });
  await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
}

describe('two-step verification in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser?.close());

  it('enrols an authenticator app, then signs in with a code and with a recovery code', async () => {
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, EMAIL);
      await page.goto('/account-settings');
      const card = page.getByRole('region', { name: 'Two-step verification' });
      await card.getByRole('button', { name: 'Set up authenticator app' }).click();
      await card.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
      const key = ((await card.getByLabel('Authenticator key').textContent()) ?? '').replace(/\s/g, '');
      expect(key).toMatch(/^[A-Z2-7]{32}$/);
      await shot(page, 'second-factor/enrolment');
      // The phone: codes of the key just shown, each step used once.
      const app = new DemoCodes(undefined, key);
      await card.getByLabel('2. Enter the 6-digit code the app shows').fill(await app.next(EMAIL));
      await card.getByRole('button', { name: 'Turn on' }).click();
      const list = card.getByRole('list', { name: 'Recovery codes' });
      await list.waitFor();
      const codes = await list.getByRole('listitem').allTextContents();
      expect(codes).toHaveLength(10);
      await shot(page, 'second-factor/recovery-codes');
      await card.getByRole('button', { name: 'I have saved them' }).click();
      await card.getByText(/10 of 10 recovery codes left/).waitFor();

      await signOut(page);
      await passwordStep(page);
      await page.getByLabel('Authentication code').fill('000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Enter the 6-digit code from your authenticator app.').first().waitFor();
      await page.getByLabel('Authentication code').fill(await app.next(EMAIL));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();

      await signOut(page);
      await passwordStep(page);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(codes[0]);
      await shot(page, 'second-factor/recovery-code-step');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByRole('navigation', { name: 'Main' }).waitFor();
      await page.goto('/account-settings');
      await page
        .getByRole('region', { name: 'Two-step verification' })
        .getByText(/9 of 10 recovery codes left/)
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it('a new staff member meets the enrolment screen first; it passes axe at 1280 and 390 px', async () => {
    const finance = await apiLogin('bank.finance@demo.test');
    const bank = (await gql<{ session: { organization: { id: string } } }>('{ session { organization { id } } }', {}, finance)).session.organization.id;
    const email = `e2e.staff.${Date.now()}@demo.test`;
    // Bank Finance (role 6): a role that must have a second factor.
    await gql(
      'mutation($i: InviteUserInput!) { inviteUser(input: $i) { id } }',
      { i: { email, name: 'Tshewang', surname: 'Rinzin', password: 'Demo1234!', role: 6, organizationId: bank } },
      finance,
    );
    const { context, page } = await newPage(browser);
    try {
      await signIn(page, email, { waitForShell: false });
      const screen = page.getByRole('region', { name: 'Set up two-step verification' });
      await screen.getByRole('button', { name: 'Start' }).waitFor();
      const check = async (label: string) => {
        expect(await axeViolations(page)).toEqual([]);
        await page.setViewportSize({ width: 390, height: 844 });
        expect((await axeViolations(page)).map((v) => `at 390 px: ${v}`)).toEqual([]);
        await shot(page, `second-factor/enrolment-screen-${label}-390`);
        await page.setViewportSize({ width: 1280, height: 800 });
      };
      await check('start');
      await screen.getByRole('button', { name: 'Start' }).click();
      await screen.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
      await check('qr-code');
    } finally {
      await context.close();
    }
  });
});
