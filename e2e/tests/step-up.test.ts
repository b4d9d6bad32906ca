import { Client } from 'pg';
import type { Browser } from 'playwright-core';

import { paidInvoice, requestedRefund } from './api';
import { launch, shot } from './browser';
import { demoCodes } from './demo-codes';
import { as, expectStage } from './refund-steps';

// Issue 44, step-up for money actions: a Bank Admin whose sign-in's second factor is older than
// 5 minutes (moved back in the database, no waiting) meets the step-up dialog when approving a
// refund, gives a code, and the approval completes without doing it again.

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
});
