import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? join(__dirname, '..', '..', '.data');
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

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, baseURL: BASE_URL });
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
  if (waitForShell) await page.getByRole('navigation', { name: 'Main' }).waitFor();
}
