import type { Browser } from 'playwright-core';

import { invoiceStatus, unpaidInvoice } from './api';
import { launch, newContext, newPage, shot, signIn } from './browser';
import { payByCard } from './pay-page';

// The invoice's life as its people see it: the merchant builds an invoice with a hotel
// disbursement and its invoice file and copies the pay link; a signed-out customer pays by card;
// the merchant sees it paid with the payment in Transaction History; the platform disburses.
// A declined card leaves an invoice unpaid with the decline message on the pay page.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describe('invoices in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('merchant creates and shares, customer pays by card, platform disburses', async () => {
    const context = await newContext(browser, { permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await signIn(page, 'owner@demo.test');
    await page.goto('/invoices');
    await page.getByRole('heading', { name: 'Invoices Dashboard' }).waitFor();
    await page
      .getByRole('button', { name: 'Create Invoice' })
      .or(page.getByRole('link', { name: 'Create Invoice' }))
      .first()
      .click();
    await page.waitForURL('**/invoices/add');

    await page.getByLabel('Group Name').fill('E2E Alpine Trekkers');
    await page.getByLabel('Given Name').fill('Jane');
    await page.getByLabel('Surname').fill('Payer');
    await page.getByLabel('E-mail').fill('jane.payer@example.test');
    await page.getByRole('combobox', { name: 'Invoice Type' }).click();
    await page.getByRole('option', { name: 'Post Trip Settlement' }).click();
    await page.getByLabel('Date Of Service').fill(`${new Date().getFullYear() + 1}-01-15`);
    await page.getByLabel('# of Pax').fill('4');
    await page.getByLabel('Description 1').fill('Daily tariff');
    await page.getByLabel('Quantity 1').fill('4');
    await page.getByLabel('Unit Price 1').fill('250');

    await page.getByRole('button', { name: 'Add Disbursement' }).click();
    const hotel = page.getByRole('group', { name: 'Disbursement 2' });
    await hotel.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Hotel' }).click();
    await hotel.getByRole('combobox', { name: 'Recipient' }).fill('Paro');
    await page.getByRole('option', { name: 'Paro Valley Hotel' }).click();
    await hotel.getByLabel('Amount').fill('300');
    await hotel.locator('input[type=file]').setInputFiles({ name: 'hotel-invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
    await hotel.getByText('hotel-invoice.pdf').waitFor();
    await shot(page, 'invoice-create-filled');

    await page.getByRole('button', { name: 'Create', exact: true }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await success.getByText('Your Invoice Has Been Created').waitFor();
    await success.getByRole('button', { name: 'Copy Paylink' }).click();
    const payLink = await page.evaluate(() => navigator.clipboard.readText());
    expect(payLink).toMatch(/\/pay\/[A-Za-z0-9_-]{43}$/);
    await shot(page, 'invoice-created');
    await success.getByRole('button', { name: /close/i }).click();
    await page.waitForURL(/\/invoices\/[0-9a-f-]{36}$/);
    const detailsPath = new URL(page.url()).pathname;

    // The customer, signed out, on the link the merchant shared.
    const customer = await newPage(browser);
    await customer.page.goto(payLink);
    await customer.page.getByRole('heading', { name: 'Payment details', exact: true }).waitFor();
    await payByCard(customer.page, '4242 4242 4242 4242');
    await customer.page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await shot(customer.page, 'invoice-paid-customer');
    await customer.context.close();

    await page.reload();
    await page.getByText('Paid', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Transaction History' }).click();
    await page
      .getByRole('table', { name: 'Transaction History' })
      .getByText(/succeeded/i)
      .first()
      .waitFor();
    await shot(page, 'invoice-paid-merchant');
    await context.close();

    const pg = await newPage(browser);
    await signIn(pg.page, 'pg.admin@demo.test');
    await pg.page.goto(detailsPath);
    await pg.page.getByRole('button', { name: 'Disburse' }).click();
    await pg.page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
    await pg.page.getByText('Disbursed', { exact: true }).first().waitFor();
    await shot(pg.page, 'invoice-disbursed');
    await pg.context.close();
  });

  it('a declined card shows the decline message and leaves the invoice unpaid', async () => {
    const invoice = await unpaidInvoice('E2E Declined Trekkers');
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(`/pay/${invoice.accessKey}`);
    await payByCard(page, '4000 0000 0000 0002');
    // Server payment errors appear in the card error area (spec 000 section 8).
    await page.getByTestId('card-error').filter({ hasText: 'Your card was declined.' }).waitFor();
    await shot(page, 'invoice-pay-declined-phone');
    expect(await invoiceStatus(invoice.id)).toBe('unpaid');
    await context.close();
  });
});
