import { Client, Connection } from '@temporalio/client';
import type { Browser, Page } from 'playwright-core';

import { launch, newPage, pickSuggestion, shot, signIn as signInAndWait } from './browser';
import { waitForMail } from './outbox';

// Foundation, as its users see it: every demo account signs in and sees exactly its menu, the
// locked account is confined, a new business owner signs up, verifies by e-mail and signs in,
// and ops find the sign-up process in Temporal.

const PASSWORD = 'Demo1234!';
const MENUS: Record<string, string[]> = {
  'pg.admin@demo.test': [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Users',
    'Organizations',
    'Developer',
    'Account Settings',
    'Gateway Settings',
    'Audit Log',
  ],
  'bank.admin@demo.test': [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Developer',
    'Account Settings',
  ],
  'bank.finance@demo.test': [
    'Home',
    'Invoices',
    'Checkouts',
    'Refunds',
    'Disputes',
    'Transactions',
    'Transfers',
    'Ledger',
    'Reports',
    'Users',
    'Organizations',
    'Developer',
    'Account Settings',
  ],
  'owner@demo.test': ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Users', 'Developer', 'Account Settings', 'Audit Log'],
  'admin@demo.test': ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Users', 'Developer', 'Account Settings', 'Audit Log'],
  'user@demo.test': ['Home', 'Invoices', 'Checkouts', 'Refunds', 'Disputes', 'Reports', 'Developer', 'Account Settings'],
};

/** Submits the sign-in form without waiting for the shell (locked and new accounts land elsewhere). */
const signIn = (page: Page, email: string, password = PASSWORD) => signInAndWait(page, email, { password, waitForShell: false });

async function menuOf(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link').first().waitFor();
  return (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

describe('foundation in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the sign-in screen to a signed-out visitor', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('button', { name: 'Log In' }).waitFor();
    await page.getByRole('button', { name: 'Register Now' }).waitFor();
    await shot(page, 'sign-in-desktop');
    await context.close();
  });

  it.each(Object.keys(MENUS))('%s signs in and sees exactly its menu', async (email) => {
    const { context, page } = await newPage(browser);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === '/');
    expect(await menuOf(page)).toEqual(MENUS[email]);
    await page.getByText(/Quick Shortcuts/i).waitFor();
    const balance = page.getByText('Outstanding Balance to Bank is');
    expect(await balance.count()).toBe(email === 'bank.admin@demo.test' ? 1 : 0);
    await shot(page, `home-${email.split('@')[0]}`);
    await context.close();
  });

  it('refuses a route the role may not open, and sends unknown paths to /404', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'user@demo.test');
    // Signed in once the shell shows (the URL is '/' before and after signing in).
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    await page.goto('/gateway-settings');
    await page
      .getByText(/not allowed/i)
      .first()
      .waitFor();
    await page.goto('/no-such-page');
    await page.waitForURL('**/404');
    await page.getByText('Sorry, the page was not found').waitFor();
    await context.close();
  });

  it('confines the locked account to /locked', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'locked@demo.test');
    await page.waitForURL('**/locked');
    await page.getByText('Your account is pending approval').waitFor();
    await page.goto('/invoices');
    await page.getByText('Your account is pending approval').waitFor();
    await shot(page, 'locked');
    await context.close();
  });

  it('confines a user of a locked organization without a frame of the dashboard', async () => {
    const { context, page } = await newPage(browser);
    // Records whether the side menu ever appears, however briefly, on any page of the visit.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('nav[aria-label="Main"]')) sessionStorage.setItem('sawShell', 'yes');
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, 'treks.owner@demo.test');
    await page.waitForURL('**/locked');
    await page.getByRole('heading', { name: 'Your organization is locked' }).waitFor();
    await page.getByText('Thunder Dragon Treks has been locked by the bank.', { exact: false }).waitFor();
    await page.goto('/invoices');
    await page.getByRole('heading', { name: 'Your organization is locked' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('sawShell'))).toBeNull();
    await shot(page, 'locked-organization');
    await context.close();
  });

  it('uses a hamburger drawer on a phone', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'owner@demo.test');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: /menu/i }).first().click();
    await page.getByRole('link', { name: 'Account Settings' }).first().waitFor();
    await shot(page, 'home-phone-menu');
    await context.close();
  });

  it('signs a new business owner up, verifies the e-mail, signs in; Temporal shows the process', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/signup');
    await pickSuggestion(page, 'Business Name', 'Paro', 'Paro Valley Hotel');
    await page.getByLabel('First Name').fill('Nima');
    await page.getByLabel('Surname').fill('Yangzom');
    // The hotel's first user signs up with its e-mail on file with the bank (issue 46).
    await page.getByLabel('E-mail', { exact: true }).fill('stay@parovalley.test');
    await page.getByLabel('Confirm E-mail').fill('stay@parovalley.test');
    await page.getByLabel('Password', { exact: true }).fill('Valley#2026');
    await page.getByLabel('Confirm Password').fill('Valley#2026');
    await page.getByLabel('License Number').fill('HT-2001');
    await shot(page, 'sign-up-filled');
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('Success!').waitFor();
    await shot(page, 'sign-up-success');

    const mail = await waitForMail('stay@parovalley.test');
    const match = mail.match(/(https?:\/\/\S+\/verify-email\/([^/\s]+)\/[^\s]+)/);
    expect(match).not.toBeNull();
    const [, link, userId] = match!;
    await page.goto(link);
    await page.getByText('E-mail verification successfull. Please log in.').waitFor();

    await signIn(page, 'stay@parovalley.test', 'Valley#2026');
    // The hotel's profile is not complete yet: its first user is sent to finish it.
    await page.waitForURL('**/account-settings?complete_business_info=true');
    await shot(page, 'account-settings-complete-profile');

    const connection = await Connection.connect({ address: process.env.TEMPORAL_ADDRESS ?? 'localhost:7233' });
    try {
      const client = new Client({ connection });
      const handle = client.workflow.getHandle(`signup-${decodeURIComponent(userId)}`);
      expect(await handle.result()).toBe('verified');
      const description = await handle.describe();
      expect(description.type).toBe('signupVerificationWorkflow');
    } finally {
      await connection.close();
    }

    const ui = process.env.TEMPORAL_UI_URL;
    if (ui) {
      await page.goto(`${ui}/namespaces/default/workflows/signup-${decodeURIComponent(userId)}`);
      await page.getByText('signupVerificationWorkflow').first().waitFor({ timeout: 60_000 });
      await shot(page, 'temporal-ui-signup-workflow');
    }
    await context.close();
  });
});
