import type { Browser, Page } from 'playwright-core';

import { newPage, signIn } from './browser';

// The steps of a refund's approvals on its details page, shared by the refund and webhook tests.

/** A signed-in page of `email` at `path`. */
export async function as(browser: Browser, email: string, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, email);
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Clicks an action of the details page and confirms its dialog. */
export async function act(page: Page, action: string, reason?: string): Promise<void> {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  if (reason) await dialog.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await dialog
    .getByRole('button', { name: /^(Yes|Confirm|Submit|Decline)$/ })
    .last()
    .click();
  await dialog.waitFor({ state: 'detached' });
}

export async function expectStage(page: Page, label: string): Promise<void> {
  await page.getByText(label, { exact: true }).first().waitFor();
}
