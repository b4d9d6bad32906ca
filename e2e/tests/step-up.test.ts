import { Client } from 'pg';
import type { Browser, Locator, Page } from 'playwright-core';

import { paidInvoice, requestedRefund } from './api';
import { axeViolations } from './audit/page-checks';
import { launch, newPage, shot, signIn } from './browser';
import { demoCodes } from './demo-codes';
import { as, expectStage } from './refund-steps';

// Issue 44, step-up for money actions: a Bank Admin whose sign-in's second factor is older than
// 5 minutes (moved back in the database, no waiting) meets the step-up dialog when approving a
// refund and when building a transfer, gives a code, and the action completes without doing it
// again, with what was typed. The dialog passes axe at 1280 and 390 px. A merchant Admin with no
// second factor is refused an API key and led to set one up (decision 0178).

const BANK_ADMIN = 'bank.admin@demo.test';

/** The Bank Admin's sessions gave their second factor 6 minutes ago. */
async function ageSecondFactor(email: string): Promise<void> {
  const db = new Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  try {
    await db.query(
      `update auth_session set second_factor_at = now() - interval '6 minutes', step_ups = '{}'
       where ended_at is null and user_id = (select id from app_user where email = $1)`,
      [email],
    );
  } finally {
    await db.end();
  }
}

describe('step-up in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a Bank Admin approving a refund gives the second factor again, and the approval completes', async () => {
    const invoice = await paidInvoice('E2E Step-up Trekkers');
    const refund = await requestedRefund(invoice.id, { approved: true });
    const bank = await as(browser, BANK_ADMIN, `/refunds/details/${refund.id}`);
    const { page } = bank;
    await expectStage(page, 'Merchant Approved');
    await ageSecondFactor(BANK_ADMIN);

    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /^(Yes|Confirm|Submit)$/ })
      .last()
      .click();
    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await stepUp.waitFor();
    const field = stepUp.getByLabel('Authentication code');
    // Focus is moved into the dialog, on the field (ui-kit Dialog).
    await page.waitForFunction(() => document.activeElement?.getAttribute('autocomplete') === 'one-time-code');
    await field.fill(await demoCodes.next(BANK_ADMIN));
    await shot(page, 'step-up-dialog');
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await stepUp.waitFor({ state: 'detached' });
    await expectStage(page, 'Bank Approved');
    await bank.close();
  });

  it('a Bank Admin building a transfer meets the dialog (axe at 1280 and 390 px), and the transfer is created with what was typed', async () => {
    const invoice = await paidInvoice('E2E Step-up Transferred Lodge');
    const bank = await as(browser, BANK_ADMIN, '/transactions?query=E2E%20Step-up%20Transferred');
    const { page } = bank;
    await page.getByRole('table', { name: 'Invoices' }).getByRole('link', { name: invoice.code }).waitFor();
    await tick(page, `Select ${invoice.code}`);
    await page.getByLabel('Notes').fill('Sent after the step-up');
    await ageSecondFactor(BANK_ADMIN);

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await page.getByRole('dialog', { name: 'Submit Transaction' }).getByRole('button', { name: 'Yes' }).click();
    const stepUp = page.getByRole('dialog', { name: "Confirm it's you" });
    await stepUp.getByText('Build transfer moves money or changes where it goes.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect((await axeViolations(page)).map((v) => `at 390 px: ${v}`)).toEqual([]);
    await shot(page, 'step-up-dialog-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await stepUp.getByLabel('Authentication code').fill(await demoCodes.next(BANK_ADMIN));
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await stepUp.waitFor({ state: 'detached' });
    await page.getByText('Transfer Success').waitFor();
    await page.waitForURL('**/transfers/**');
    const summary = page.getByRole('region', { name: 'Transfer Summary' });
    await summary.getByText('Sent after the step-up').waitFor();
    await summary.getByText('Karma Dorji').waitFor();
    await bank.close();
  });

  it('a merchant Admin with no second factor generating an API key is led to set one up, and no key is made', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'sonam.wangmo@demo.test');
    await page.goto('/developer');
    await page.getByRole('button', { name: 'Generate API Keys' }).click();
    const keys = page.getByRole('dialog', { name: 'Generate API Keys' });
    await keys.getByLabel('Name').fill('E2E no factor');
    await keys.getByRole('button', { name: 'Generate' }).click();
    const setUp = page.getByRole('dialog', { name: 'Set up two-step verification' });
    await setUp.getByText('Create API key moves money or changes where it goes, so it needs two-step verification').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, 'step-up-set-up-first');
    await setUp.getByRole('button', { name: 'Set up two-step verification' }).click();
    await page.waitForURL('**/account-settings');
    await page.getByRole('region', { name: 'Two-step verification' }).getByRole('button', { name: 'Set up authenticator app' }).waitFor();
    await context.close();
  });
});

/** Ticks a row's checkbox through its cell (the box itself is visually hidden). */
async function tick(scope: Page | Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  await box.locator('xpath=..').click();
  expect(await box.isChecked()).toBe(true);
}
