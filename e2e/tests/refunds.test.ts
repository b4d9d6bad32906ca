import { refundProcessingFeeCents } from '@pg/domain';
import type { Browser } from 'playwright-core';

import { paidInvoice, requestedRefund, sandboxChargeOf } from './api';
import { launch, shot } from './browser';
import { act, as, expectStage } from './refund-steps';

// Refunds as their three actors see them: the merchant initiates and approves, the bank approves,
// the platform approves and refunds the card through the Sandbox. Then a merchant decline through
// the wizard, and a bank denial with a reason.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('refunds in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('merchant initiates with a document and approves, bank and platform approve, the card is refunded', async () => {
    const invoice = await paidInvoice('E2E Refund Trekkers');

    const owner = await as(browser, 'owner@demo.test', `/refunds/initiate-refund/${invoice.id}?type=invoice`);
    const { page } = owner;
    await page.getByText('Total Funds Available for Refund', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Refund Reason' }).click();
    await page.getByRole('option', { name: 'Cancellation by Customer' }).click();
    await page.getByLabel('Additional Notes').fill('Guest left a day early');
    await page.locator('input[type=file]').setInputFiles({ name: 'cancellation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('cancellation.pdf').first().waitFor();
    await page.getByLabel('Description 1').fill('Night 2 cancelled');
    await page.getByLabel('Amount 1').fill('100');
    await shot(page, 'refund-initiate');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/refunds/details/**');
    await expectStage(page, 'Initiated');
    await page.getByText('cancellation.pdf').first().waitFor();
    const detailsPath = new URL(page.url()).pathname;
    const code = (await page.getByRole('heading', { level: 1 }).innerText()).replace('Refund ', '').trim();
    await act(page, 'Approve');
    await expectStage(page, 'Merchant Approved');
    await shot(page, 'refund-merchant-approved');
    await owner.close();

    // In the bank's list the refund carries the awaiting-action dot; then its details.
    const bank = await as(browser, 'bank.admin@demo.test', `/refunds?query=${code}`);
    const row = bank.page.getByRole('row').filter({ hasText: code });
    await row.getByRole('img', { name: 'Awaiting my action' }).waitFor();
    await shot(bank.page, 'refunds-list-bank');
    await bank.page.goto(detailsPath);
    await expectStage(bank.page, 'Merchant Approved');
    await act(bank.page, 'Approve');
    await expectStage(bank.page, 'Bank Approved');
    await bank.close();

    const pg = await as(browser, 'pg.admin@demo.test', detailsPath);
    await act(pg.page, 'Approve');
    await expectStage(pg.page, 'PG Approved');
    await act(pg.page, 'Resolve as Refunded');
    await expectStage(pg.page, 'Refunded');
    await shot(pg.page, 'refund-refunded');
    await pg.close();

    const charge = await sandboxChargeOf(invoice.id);
    expect(charge.refunds).toHaveLength(1);
    // 100.00 asked, plus the fee the payer paid, pro rata, under the demo's fullRefund terms: the
    // payer paid 2.49 % of 500.00 = 12.45, so 12.45 x 100 / 500 = 2.49; 102.49, not a cent more.
    const paid = { chargedSubtotalCents: 50_000, chargedFeeCents: 1245, refundedSubtotalCents: 0, refundedFeeCents: 0 };
    expect(charge.refundedCents).toBe(10000 + refundProcessingFeeCents(10000, 'fullRefund', paid));
    expect(charge.refundedCents).toBe(10_249);
  });

  it('merchant declines through the wizard; the refund then waits for the bank as Merchant Declined', async () => {
    const invoice = await paidInvoice('E2E Decline Trekkers');
    const refund = await requestedRefund(invoice.id);
    const owner = await as(browser, 'owner@demo.test', `/refunds/details/${refund.id}`);
    const { page } = owner;
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL(`**/refunds/deny/${refund.id}`);
    await page.getByRole('radio', { name: 'Service was provided' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('textbox', { name: 'Reason' }).fill('The guide and the hotel nights were provided as booked.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('The guide and the hotel nights were provided as booked.').waitFor();
    await shot(page, 'refund-decline-confirm-step');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL(`**/refunds/details/${refund.id}`);
    await expectStage(page, 'Merchant Declined');
    await owner.close();
  });

  it('the bank denies with a reason; a reason of spaces is refused', async () => {
    const invoice = await paidInvoice('E2E Deny Trekkers');
    const refund = await requestedRefund(invoice.id, { approved: true });
    const bank = await as(browser, 'bank.admin@demo.test', `/refunds/details/${refund.id}`);
    const { page } = bank;
    await page.getByRole('button', { name: 'Decline', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('   ');
    await dialog
      .getByRole('button', { name: /^(Yes|Confirm|Submit|Decline)$/ })
      .last()
      .click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Customer was refunded by bank transfer already.');
    await dialog
      .getByRole('button', { name: /^(Yes|Confirm|Submit|Decline)$/ })
      .last()
      .click();
    await dialog.waitFor({ state: 'detached' });
    await expectStage(page, 'Denied');
    await shot(page, 'refund-denied');
    await bank.close();
  });
});
