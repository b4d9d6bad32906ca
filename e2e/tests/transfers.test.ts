import { readFile } from 'node:fs/promises';

import type { Browser, Locator, Page } from 'playwright-core';

import { apiLogin, disputedInvoice, disputeOf, gql, paidCheckout, paidInvoice, requestedRefund } from './api';
import { launch, newPage, searchList, shot, signIn } from './browser';

// Transfers as the bank builds them: the bank admin selects paid invoices, a paid checkout, a
// bank-approved refund and an accepted dispute on /transactions, submits, lands on the transfer,
// edits its notes and downloads the report; the dispute links to it; the ledger shows the
// balances and entries; the dashboard the outstanding balance.

const PHONE = { width: 390, height: 844 };

async function bankApprovedRefund(invoiceId: string): Promise<{ id: string; code: string }> {
  const refund = await requestedRefund(invoiceId, { approved: true });
  await gql('mutation($id: ID!) { approveRefund(id: $id) { id progressStatus } }', { id: refund.id }, await apiLogin('bank.admin@demo.test'));
  return refund;
}

async function as(
  browser: Browser,
  email: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport);
  // On a phone the menu is a closed drawer: signed in once the sign-in form has gone.
  await signIn(page, email, { waitForShell: !viewport });
  if (viewport) await page.getByRole('button', { name: 'Log In' }).waitFor({ state: 'detached' });
  await page.goto(path);
  return { page, close: () => context.close() };
}

const money = (cents: number) =>
  `${cents < 0 ? '-' : ''}$${(Math.abs(cents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const toCents = (amount: number) => Math.round(amount * 100);

/** A dispute of a paid invoice that the merchant accepted (USD 15 fee): what a transfer may deduct; its amount and fee. */
async function acceptedDispute(name: string): Promise<{ id: string; code: string; amountCents: number; cents: number }> {
  const dispute = await disputeOf((await disputedInvoice(name)).id);
  const { merchantApproveDispute: accepted } = await gql<{ merchantApproveDispute: { disputeAmount: number; acceptanceFee: number } }>(
    'mutation($id: ID!) { merchantApproveDispute(id: $id) { disputeAmount acceptanceFee } }',
    { id: dispute.id },
    await apiLogin('owner@demo.test'),
  );
  return { ...dispute, amountCents: toCents(accepted.disputeAmount), cents: toCents(accepted.disputeAmount) + toCents(accepted.acceptanceFee) };
}

describe('transfers and the ledger in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the bank admin builds a transfer of two invoices and a checkout less a refund and a dispute, edits its notes and downloads the report', async () => {
    const first = await paidInvoice('E2E Transfer Alpine');
    const second = await paidInvoice('E2E Transfer Glacier');
    const refund = await bankApprovedRefund(first.id);
    const checkout = await paidCheckout('E2E-TRANSFER-1');
    const dispute = await acceptedDispute('E2E Transfer Disputed');

    const bank = await as(browser, 'bank.admin@demo.test', '/transactions?query=E2E%20Transfer');
    const { page } = bank;
    const invoices = page.getByRole('table', { name: 'Invoices' });
    await invoices.getByRole('link', { name: first.code }).waitFor();
    await invoices.getByRole('link', { name: second.code }).waitFor();
    // 500.00 less the 2.5 % merchant fee: 487.50 each.
    expect(await page.getByLabel('Transfer Total').innerText()).toBe('$0.00');
    await expectDisabled(page, 'Submit');
    await tick(page, `Select ${first.code}`);
    await tick(page, `Select ${second.code}`);
    expect(await page.getByLabel('Transfer Total').innerText()).toBe('$975.00');

    await page.getByRole('button', { name: 'Add Refunds' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Refunds' });
    await dialog.getByRole('checkbox', { name: `Select ${refund.code}` }).waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.get('action')).toBe('add-refunds');
    await tick(dialog, `Select ${refund.code}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    // 100.00 + the fee the payer paid, pro rata (2.49 % of 500.00 = 12.45; x 100 / 500 = 2.49) = 102.49 deducted.
    expect(await page.getByLabel('Transfer Total').innerText()).toBe('$872.51');

    // The checkout (webPayments: paid, no transfer), found by its code: 320.00 less the 2.5 % merchant fee.
    await page.getByRole('tab', { name: /Checkouts/ }).click();
    await searchList(page, 'Search Invoice', 'Checkouts', checkout.code);
    await tick(page, `Select ${checkout.code}`);
    expect(await page.getByLabel('Transfer Total').innerText()).toBe(money(87_251 + 31_200));

    // The accepted dispute: its amount and the USD 15 fee deducted (spec 002 s4 total).
    await page.getByRole('button', { name: 'Add Disputes' }).click();
    const disputes = page.getByRole('dialog', { name: 'Add Disputes' });
    await disputes.getByRole('checkbox', { name: `Select ${dispute.code}` }).waitFor({ state: 'attached' });
    expect(new URL(page.url()).searchParams.get('action')).toBe('add-disputes');
    await tick(disputes, `Select ${dispute.code}`);
    await shot(page, 'transactions-add-disputes');
    await disputes.getByRole('button', { name: 'Save' }).click();
    await disputes.waitFor({ state: 'detached' });
    const total = 87_251 + 31_200 - dispute.cents;
    expect(await page.getByLabel('Transfer Total').innerText()).toBe(money(total));
    await page.getByLabel('Notes').fill('E2E batch');
    await shot(page, 'transactions-selected');

    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Submit Transaction' });
    await confirm.getByText('Are you sure you want to submit transaction?').waitFor();
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('Transfer Success').waitFor();
    await page.waitForURL('**/transfers/**');
    const heading = await page.getByRole('heading', { level: 1, name: /^Transfer TRF-/ }).innerText();
    const code = heading.replace('Transfer ', '').trim();
    expect(code).toMatch(/^TRF-\d{4}-\d{6,}$/);
    const summary = page.getByRole('region', { name: 'Transfer Summary' });
    await summary.getByText(money(total)).waitFor();
    await summary.getByText('Karma Dorji').waitFor();
    await summary.getByText('E2E batch').waitFor();
    const listed = page.getByRole('table', { name: 'Invoices' });
    await listed.getByRole('link', { name: first.code }).waitFor();
    expect(await listed.getByText('Disbursed', { exact: true }).count()).toBe(2);
    // Sub Total is each record's own subtotal, unsigned (decision 0161): the refund's lines, the checkout's amount.
    await page.getByRole('table', { name: 'Refunds' }).getByText('$100.00').waitFor();
    const listedCheckouts = page.getByRole('table', { name: 'Checkouts' });
    await listedCheckouts.getByRole('link', { name: checkout.code }).waitFor();
    await listedCheckouts.getByText('$320.00').waitFor();
    const listedDisputes = page.getByRole('table', { name: 'Disputes' });
    await listedDisputes.getByRole('link', { name: dispute.code }).waitFor();
    await listedDisputes.getByText('Merchant Approved', { exact: true }).waitFor();
    await listedDisputes.getByText(money(dispute.amountCents)).waitFor();
    await shot(page, 'transfer-details');

    await page.getByRole('button', { name: 'Edit Notes' }).click();
    const notes = page.getByRole('dialog', { name: 'Edit Notes' });
    await notes.getByLabel('Notes').fill('');
    await notes.getByRole('button', { name: 'Save' }).click();
    await notes.getByText('Required Description').waitFor();
    await notes.getByLabel('Notes').fill('Paid to Druk Heritage Tours on Monday');
    await notes.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Notes Updates').waitFor();
    await summary.getByText('Paid to Druk Heritage Tours on Monday').waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Report' }).click()]);
    expect(download.suggestedFilename()).toBe(`transfer-${code}.pdf`);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

    // The invoice shows its Transfer ID, linking back to the transfer; so does the dispute.
    await page.goto(`/invoices/${second.id}`);
    await page.getByRole('link', { name: code }).click();
    await page.waitForURL('**/transfers/**');
    await page.getByRole('heading', { name: `Transfer ${code}` }).waitFor();
    await page.goto(`/disputes/details/${dispute.id}`);
    await page.getByRole('link', { name: code }).waitFor();
    await shot(page, 'dispute-details-transfer');
    await page.getByRole('link', { name: code }).click();
    await page.waitForURL('**/transfers/**');
    await page.getByRole('heading', { name: `Transfer ${code}` }).waitFor();

    await page.goto('/transfers');
    await page.getByRole('table', { name: 'Transfers' }).getByRole('row').filter({ hasText: code }).getByText('Karma Dorji').click();
    await page.getByRole('region', { name: 'Transfer Summary' }).getByRole('button', { name: 'View Details' }).waitFor();
    await shot(page, 'transfers-list');
    await bank.close();

    // Phone: the same screens in one column.
    const phone = await as(browser, 'bank.admin@demo.test', '/transactions', PHONE);
    await phone.page.getByRole('table', { name: 'Invoices' }).waitFor();
    await phone.page.getByText('Transaction Summary').waitFor();
    await shot(phone.page, 'transactions-phone');
    await phone.page.goto('/transfers');
    await phone.page.getByRole('table', { name: 'Transfers' }).getByRole('row').filter({ hasText: code }).getByText(money(total)).click();
    await phone.page.waitForURL('**/transfers/**');
    await phone.page.getByRole('button', { name: 'Download Report' }).waitFor();
    await phone.page.getByRole('table', { name: 'Disputes' }).getByRole('link', { name: dispute.code }).waitFor();
    await shot(phone.page, 'transfer-details-phone');
    await phone.page.goto('/transactions?action=add-disputes');
    await phone.page.getByRole('dialog', { name: 'Add Disputes' }).waitFor();
    await shot(phone.page, 'transactions-add-disputes-phone');
    await phone.close();
  });

  it('the ledger shows balances and entries; the bank admin dashboard shows the outstanding balance', async () => {
    const bankToken = await apiLogin('bank.admin@demo.test');
    const { outstandingAmount } = await gql<{ outstandingAmount: { amount: number } }>('{ outstandingAmount { amount } }', {}, bankToken);
    const { ledgerOrganizations } = await gql<{ ledgerOrganizations: { items: { id: string; currentBalance: number }[] } }>(
      '{ ledgerOrganizations(searchParam: "Druk Heritage") { items { id currentBalance } } }',
      {},
      bankToken,
    );
    const druk = ledgerOrganizations.items[0];

    const finance = await as(browser, 'bank.finance@demo.test', '/ledger');
    const { page } = finance;
    const table = page.getByRole('table', { name: 'Ledger' });
    const row = table.getByRole('row').filter({ hasText: 'Druk Heritage Tours' });
    await row.getByText(money(Math.round(druk.currentBalance * 100))).waitFor();
    await row.getByText('Tour Operator').waitFor();
    await page.getByPlaceholder('Search Organization').waitFor();
    await shot(page, 'ledger');
    await row.dblclick();
    await page.waitForURL(`**/ledger/${druk.id}`);
    const details = page.getByRole('table', { name: 'Ledger Details' });
    await details.getByRole('cell', { name: 'Transfer', exact: true }).first().waitFor();
    await details.getByRole('cell', { name: 'Invoice Payment', exact: true }).first().waitFor();
    await details
      .getByText(/^Transfer TRF-/)
      .first()
      .waitFor();
    await shot(page, 'ledger-details');
    await page.setViewportSize(PHONE);
    await shot(page, 'ledger-details-phone');
    await page.goto('/ledger');
    await page.getByRole('table', { name: 'Ledger' }).waitFor();
    await shot(page, 'ledger-phone');
    await finance.close();

    const bank = await as(browser, 'bank.admin@demo.test', '/');
    await bank.page.getByText('Outstanding Balance to Bank is').waitFor();
    // the card's figure (the dashboard below lists it again, per merchant)
    await bank.page
      .getByRole('region', { name: 'Outstanding Balance' })
      .getByText(money(Math.round(outstandingAmount.amount * 100)))
      .waitFor();
    await shot(bank.page, 'dashboard-outstanding');
    await bank.close();
  });
});

/** Clicks a kit checkbox where a user does, on its visible box (the native input is visually hidden), and checks it took. */
async function tick(scope: Page | Locator, name: string): Promise<void> {
  const box = scope.getByRole('checkbox', { name });
  await box.locator('xpath=..').click();
  expect(await box.isChecked()).toBe(true);
}

async function expectDisabled(page: Page, name: string): Promise<void> {
  expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
}
