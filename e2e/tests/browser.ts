import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

import { BASE_URL, DATA_DIR } from './browser-env';
import { DEMO_TOTP_EMAILS, demoCodes } from './demo-codes';

export { BASE_URL, DATA_DIR };
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(__dirname, '..', '..', '.test-data', 'screenshots');

// Debian's Chromium, with the flags that keep it off the (closed) network.
export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * How long a click, fill or wait may take before it fails: Playwright's 30 s was over for a page
 * that came up in CI while the type check and lint shared the two cores of a starved machine.
 * A wrong screen still fails, only later.
 */
const ACTION_TIMEOUT_MS = 60_000;

/** A fresh browser context (its own cookies and storage) at the app's address. */
export async function newContext(browser: Browser, options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: BASE_URL, ...options });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  return context;
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser, { viewport });
  const page = await context.newPage();
  return { context, page };
}

/** Keeps a screenshot of what the user saw, for people reviewing a run. */
export async function shot(page: Page, name: string, { fullPage = true } = {}): Promise<void> {
  const path = join(SHOTS, `${name}.png`);
  await mkdir(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage });
}

/** Signs in through the sign-in screen; with `waitForShell`, returns once the app shell shows. */
export async function signIn(page: Page, email: string, { password = 'Demo1234!', waitForShell = true } = {}): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  // Issue 44: the enrolled demo accounts pass the second step with a code of the demo key.
  if (DEMO_TOTP_EMAILS.includes(email) && password === 'Demo1234!') await enterCode(page, await demoCodes.next(email));
  if (waitForShell) await page.getByRole('navigation', { name: 'Main' }).waitFor();
}

/** The sign-in's second step: the authenticator code; returns once the step has gone (signed in). */
export async function enterCode(page: Page, code: string): Promise<void> {
  const field = page.getByLabel('Authentication code');
  await field.fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await field.waitFor({ state: 'detached' });
}

/**
 * Types into a type-ahead field and picks a suggestion, again until the field shows it: on a loaded
 * machine the answer for an earlier prefix can re-render the suggestions under the click.
 */
export async function pickSuggestion(page: Page, label: string, typed: string, option: string, attempts = 3): Promise<void> {
  const input = page.getByLabel(label);
  for (let attempt = 1; ; attempt++) {
    await input.fill(typed);
    await page.getByRole('option', { name: option }).click();
    const handle = await input.elementHandle();
    const shown = await page
      .waitForFunction(([el, want]) => (el as HTMLInputElement | null)?.value === want, [handle, option] as const, { timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (shown || attempt >= attempts) return;
  }
}

/**
 * Waits until the table named `table` has answered: not busy, and every row holds `text`. After a
 * search or a filter, the list before can show the same row, and a click on it may land while
 * the table swaps to the answer.
 */
export async function listShows(page: Page, table: string, text: string): Promise<void> {
  await page.waitForFunction(
    ([name, want]) => {
      const found = [...document.querySelectorAll('table')].find((t) => t.getAttribute('aria-label') === name);
      const rows = [...(found?.querySelectorAll('tbody tr') ?? [])];
      return !found?.closest('[aria-busy="true"]') && rows.length > 0 && rows.every((row) => (row.textContent ?? '').includes(want));
    },
    [table, text] as const,
  );
}

/** Types a list's search and waits for its answer (`listShows`). */
export async function searchList(page: Page, placeholder: string, table: string, text: string): Promise<void> {
  await page.getByPlaceholder(placeholder).fill(text);
  await listShows(page, table, text);
}
