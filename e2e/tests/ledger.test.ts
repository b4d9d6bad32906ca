import { readFile } from 'node:fs/promises';

import type { Browser, Page, Request } from 'playwright-core';

import { paidInvoice } from './api';
import { launch, newPage, searchList, shot, signIn } from './browser';

// The double-entry books as PG Admin uses them: the platform's own accounts on /ledger, an
// account's entries with each row linking to its source, the nightly audit's runs with a run on
// demand, and the ledger exported as CSV with progress. At desktop and phone width.

const PHONE = { width: 390, height: 844 };
/** owner@demo.test's organization, whose invoices paidInvoice pays. */
const ORGANIZATION = 'Druk Heritage Tours';

async function pgAdmin(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser);
  await signIn(page, 'pg.admin@demo.test');
  await page.goto(path);
  return { page, close: () => context.close() };
}

describe('the books in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('PG Admin opens fee revenue from the platform accounts and follows an entry to its invoice', async () => {
    const invoice = await paidInvoice('E2E Ledger Fee');
    const { page, close } = await pgAdmin(browser, '/ledger');
    const accounts = page.getByRole('table', { name: 'Platform Accounts' });
    await accounts.getByText('Platform fee revenue').waitFor();
    await accounts.getByText('Card processor clearing (sandbox)').waitFor();
    await shot(page, 'ledger-platform-accounts');
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-platform-accounts-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await accounts.getByText('Platform fee revenue').click();
    await page.waitForURL(/\/ledger\/accounts\/platform%3Afee-revenue$/);
    await page.getByRole('heading', { name: 'Platform fee revenue' }).waitFor();
    const entry = page.getByRole('table', { name: 'Ledger Details' }).getByRole('link', { name: `Invoice ${invoice.code} paid` });
    await entry.waitFor();
    await shot(page, 'ledger-fee-revenue');
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-fee-revenue-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await entry.click();
    await page.waitForURL(new RegExp(`/invoices/${invoice.id}$`));
    await page.getByText(invoice.code).first().waitFor();
    await close();
  });

  it('PG Admin runs the ledger audit and sees the run; exports the ledger as CSV', async () => {
    const { page, close } = await pgAdmin(browser, '/ledger/audits');
    await page.getByRole('heading', { name: 'Ledger Audits' }).waitFor();
    await page.getByRole('button', { name: 'Run audit now' }).click();
    await page
      .getByText(/^(Clean|\d+ differences?)$/)
      .first()
      .waitFor({ timeout: 60_000 });
    await shot(page, 'ledger-audits');

    await page.goto('/ledger');
    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Ledger' });
    await dialog.getByLabel('From').fill('2000-01-01');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^ledger-2000-01-01-to-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = await readFile(await download.path(), 'utf8');
    expect(text.split('\r\n')[0]).toBe('Date,Journal,Transaction Type,Account,Debit,Credit,Amount,Description,Source Type,Source Id');
    await dialog.getByText(/rows exported$/).waitFor();
    await shot(page, 'ledger-export');
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-export-phone');
    await close();
  });

  it("Bank Admin sees what is owed on the dashboard, opens an organization's ledger and exports its account", async () => {
    const invoice = await paidInvoice('E2E Ledger Bank');
    const { context, page } = await newPage(browser);
    await signIn(page, 'bank.admin@demo.test');
    await page.getByText('Outstanding Balance to Bank is').waitFor();
    await page
      .getByText(/^\$[\d,]+\.\d\d$/)
      .first()
      .waitFor();
    await shot(page, 'dashboard-bank-admin');
    await page.setViewportSize(PHONE);
    await shot(page, 'dashboard-bank-admin-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The platform's own accounts are PG Admin's alone: the page does not even ask for them. Its
    // queries go out together when it opens, so once the Ledger table's answer is shown, a request
    // for the accounts would have been seen.
    const accountRequests: string[] = [];
    const onRequest = (request: Request) => {
      if (`${request.url()} ${request.postData() ?? ''}`.includes('LedgerAccounts')) accountRequests.push(request.url());
    };
    page.on('request', onRequest);
    await page.goto('/ledger');
    await searchList(page, 'Search Organization', 'Ledger', ORGANIZATION);
    const table = page.getByRole('table', { name: 'Ledger' });
    page.off('request', onRequest);
    expect(accountRequests).toEqual([]);
    expect(await page.getByRole('table', { name: 'Platform Accounts' }).count()).toBe(0);
    await table.getByText(ORGANIZATION, { exact: true }).dblclick();
    await page.waitForURL(/\/ledger\/[0-9a-f-]{36}$/);
    const details = page.getByRole('table', { name: 'Ledger Details' });
    const entry = details.getByRole('link', { name: `Invoice ${invoice.code} paid` });
    await entry.waitFor();
    await shot(page, 'ledger-details-bank');
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-details-bank-phone');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Export' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export Ledger' });
    await dialog.getByRole('combobox', { name: 'Account' }).getByText(ORGANIZATION).waitFor();
    await dialog.getByLabel('From').fill('2000-01-01');
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'Export CSV' }).click()]);
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n').slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => /^[^,]+,[^,]+,[^,]+,payable:[0-9a-f-]{36},/.test(l))).toBe(true);
    expect(lines.some((l) => l.includes(`Invoice ${invoice.code} paid`))).toBe(true);
    await dialog.getByText(/rows exported$/).waitFor();
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-details-export-phone');
    await context.close();
  });

  it('PG Admin opens the audit log from the menu and filters it', async () => {
    const { page, close } = await pgAdmin(browser, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit Log' }).click();
    const table = page.getByRole('table', { name: 'Audit Log' });
    await table.getByRole('row').nth(1).waitFor();
    await shot(page, 'audit-log');
    await page.getByLabel('Search').fill('owner@demo.test');
    await table
      .getByText(/owner@demo\.test/)
      .first()
      .waitFor();
    await page.setViewportSize(PHONE);
    await shot(page, 'audit-log-phone');
    await close();
  });
});
