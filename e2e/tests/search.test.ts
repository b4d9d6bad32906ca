import type { Browser } from 'playwright-core';

import { unpaidInvoice } from './api';
import { launch, newPage, shot, signIn } from './browser';

// Global search (issue 16): the merchant presses Ctrl-K anywhere, types an invoice's code, and
// Enter opens that invoice; on a phone the header's search icon opens the same search full width.

describe('global search in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('Ctrl-K, an invoice code, Enter opens the invoice; at 390 px the icon opens a full-width dialog', async () => {
    const invoice = await unpaidInvoice('E2E Search Group');
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.goto('/invoices');
    await page.getByRole('heading', { name: 'Invoices Dashboard' }).waitFor();

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Find records' });
    expect(await box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type(invoice.code);
    const option = page.getByRole('listbox', { name: 'Search results' }).getByRole('option', { name: new RegExp(invoice.code) });
    await option.waitFor();
    await shot(page, 'search-1280', { fullPage: false });
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/invoices/${invoice.id}`);
    await page.getByText(invoice.code).first().waitFor();

    // nothing found says so
    await page.keyboard.press('Control+k');
    await page.keyboard.type('no-such-record-zz');
    await page.getByText("No results for 'no-such-record-zz'").waitFor();
    await page.keyboard.press('Escape');
    await context.close();

    const phone = await newPage(browser, { width: 390, height: 844 });
    await signIn(phone.page, 'owner@demo.test', { waitForShell: false });
    await phone.page.getByRole('button', { name: 'Find records' }).waitFor();
    await shot(phone.page, 'search-390-header', { fullPage: false });
    await phone.page.getByRole('button', { name: 'Find records' }).click();
    const dialog = phone.page.getByRole('dialog', { name: 'Find records' });
    await dialog.getByRole('combobox', { name: 'Find records' }).fill(invoice.code);
    await dialog.getByRole('option', { name: new RegExp(invoice.code) }).waitFor();
    // full width, and no sideways scrolling
    const width = await dialog.evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(380);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(phone.page, 'search-390', { fullPage: false });
    await phone.page.keyboard.press('Enter');
    await phone.page.waitForURL(`**/invoices/${invoice.id}`);
    await phone.context.close();
  });
});
