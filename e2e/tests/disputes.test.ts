import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { apiLogin, disputedInvoice, disputeOf, disputeReaches, unpaidInvoice } from './api';
import { BASE_URL, launch, newPage, shot, signIn } from './browser';

// Disputes as their actors see them. A customer pays with 4000 0000 0000 0259; the Sandbox opens a
// dispute and delivers it to the platform (SANDBOX_DISPUTE_DELAY_MS is short in npm test). The owner
// declines it through the 'Dispute Decline Form' with a document, the platform sets it in review,
// and the Sandbox's outcome marks it won. A second dispute is accepted by the merchant on a phone
// and approved by the platform. The report downloads as a PDF.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PHONE = { width: 390, height: 844 };
const SHOTS = process.env.E2E_SCREENSHOTS ?? join(__dirname, '..', '..', '.test-data', 'screenshots');
const ACCEPT_TEXT =
  'I acknowledge that I accept this dispute. A USD $15 fee will be assessed to my account. I understand that this decision is final and cannot be undone.';

/** The pay page's card form, filled as a customer would. */
async function payWithCard(page: Page, card: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Card Type' }).click();
  await page.getByRole('option', { name: 'Visa' }).click();
  const fields: [string, string][] = [
    ['Card Number', card],
    ['Expiry Date', `12/${new Date().getFullYear() + 2}`],
    ['CVC', '123'],
    ['Name on Card', 'Jane Payer'],
    ['Zip Code', '11001'],
    ['Phone Number', '+975 17 000000'],
  ];
  for (const [label, value] of fields) await page.getByLabel(label).fill(value);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

async function as(
  browser: Browser,
  email: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport);
  // On a phone the menu is a drawer: signed in once the sign-in form has gone.
  await signIn(page, email, { waitForShell: !viewport });
  if (viewport) await page.getByRole('button', { name: 'Log In' }).waitFor({ state: 'detached' });
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Clicks an action of the details page, checks the confirm's text and says Yes. */
async function act(page: Page, action: string, text: string, screenshot?: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Dispute Actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText(text).waitFor();
  if (screenshot) await shot(page, screenshot);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await dialog.waitFor({ state: 'detached' });
}

const stage = (page: Page, label: string) => page.getByText(label, { exact: true }).first().waitFor();

describe('disputes in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a 0259 payment is disputed; the owner declines with a document, the platform reviews, the Sandbox decides won; the report downloads', async () => {
    const invoice = await unpaidInvoice('E2E Disputed Trekkers');
    const customer = await newPage(browser);
    await customer.page.goto(`/pay/${invoice.accessKey}`);
    await payWithCard(customer.page, '4000 0000 0000 0259');
    await customer.page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await customer.context.close();
    const dispute = await disputeOf(invoice.id);

    // The owner's list: the dot, the side summary; then the details and the decline.
    const owner = await as(browser, 'owner@demo.test', `/disputes?query=${dispute.code}`);
    const { page } = owner;
    await page.getByRole('heading', { name: 'Disputes' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: dispute.code });
    await row.getByRole('img', { name: 'Awaiting my action' }).waitFor();
    await row.getByText('Jane Payer').click();
    await page.getByText('Dispute Information').waitFor();
    await shot(page, 'disputes-list-summary');
    await row.getByRole('link', { name: dispute.code }).click();
    await page.waitForURL(`**/disputes/details/${dispute.id}`);
    await page.getByRole('heading', { name: `Dispute ${dispute.code}` }).waitFor();
    await stage(page, 'Received');
    await shot(page, 'dispute-details-received');
    await page.getByRole('navigation', { name: 'Dispute Actions' }).getByRole('button', { name: 'Decline', exact: true }).click();
    await page.waitForURL(`**/disputes/deny/${dispute.id}`);
    await page.getByRole('heading', { name: 'Dispute Decline Form' }).waitFor();
    await page.getByRole('radio', { name: 'Other' }).check();
    await shot(page, 'dispute-decline-step-0');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Reason Details' }).waitFor();
    await page.getByLabel('Description').fill('The customer joined every day of the tour as booked and signed the daily log.');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'What type of product or service was provided?' }).waitFor();
    await page.getByRole('radio', { name: 'Booking or reservation' }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Supporting Documents' }).waitFor();
    await page.locator('input[type=file]').first().setInputFiles({ name: 'tour-log.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('tour-log.pdf').waitFor();
    // Next waits for the upload to finish.
    await page.waitForSelector('button:has-text("Next"):not([disabled])');
    await shot(page, 'dispute-decline-documents');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('heading', { name: 'Confirm' }).waitFor();
    await shot(page, 'dispute-decline-confirm');
    await page.getByRole('button', { name: 'Submit' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to decline dispute? You cannot make any changes once submitted.').waitFor();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL('**/disputes');
    await owner.close();

    // The platform sees the decline details and the provider's ids, and sets it in review.
    const pg = await as(browser, 'pg.admin@demo.test', `/disputes/details/${dispute.id}`);
    await stage(pg.page, 'Merchant Declined');
    await pg.page.getByText('Decline Details').waitFor();
    await pg.page.getByRole('link', { name: 'tour-log.pdf' }).waitFor();
    await pg.page.getByText('needs_response').waitFor();
    await act(pg.page, 'Review', 'Are you sure you want to this set dispute in review?', 'dispute-review-confirm');
    await pg.page.getByText('Dispute updated successfully').waitFor();
    await stage(pg.page, 'In Review');
    // The Sandbox decides after its delay and reports it back: won, overturned, closed. Once the
    // platform has recorded it, the page shows it on its next load.
    await disputeReaches(dispute.id, 'overturned');
    await pg.page.reload();
    await pg.page.getByRole('heading', { name: `Dispute ${dispute.code}` }).waitFor();
    await stage(pg.page, 'Overturned');
    // The provider's status in the details (the process timeline below says 'won' too).
    await pg.page.getByRole('definition').filter({ hasText: /^won$/ }).waitFor();
    await pg.page.getByRole('button', { name: 'View Dispute History' }).click();
    await pg.page.getByText('Dispute won at the card processor').waitFor();
    await shot(pg.page, 'dispute-details-overturned-pg');

    // Download Report opens the PDF in a new tab; the report itself is a PDF. A browser with a
    // PDF viewer shows it there; Chromium's headless shell (the suite's browser) has none and
    // downloads what the tab opens: either way the tab was given the report's blob: address.
    const [tab] = await Promise.all([pg.page.waitForEvent('popup'), pg.page.getByRole('button', { name: 'Download Report' }).click()]);
    const downloaded = tab
      .waitForEvent('download')
      .then((download) => download.url())
      .catch(() => undefined);
    const shown = await tab
      .waitForURL((url) => url.protocol === 'blob:')
      .then(() => tab.url())
      .catch(() => undefined);
    expect(shown ?? (await downloaded)).toMatch(/^blob:/);
    const res = await fetch(`${BASE_URL}/dispute/${dispute.id}`, { headers: { authorization: `Bearer ${await apiLogin('pg.admin@demo.test')}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await writeFile(join(SHOTS, 'dispute-report.pdf'), pdf);
    await pg.close();
  });

  it('the merchant accepts on a phone (USD $15), the platform approves: closed, refunded; the invoice lists the dispute', async () => {
    const invoice = await disputedInvoice('E2E Accepted Dispute Trekkers');
    const dispute = await disputeOf(invoice.id);

    const owner = await as(browser, 'owner@demo.test', '/disputes', PHONE);
    await owner.page.getByRole('link', { name: dispute.code }).waitFor();
    await shot(owner.page, 'disputes-list-phone');
    await owner.page.goto(`/disputes/details/${dispute.id}`);
    await stage(owner.page, 'Received');
    await shot(owner.page, 'dispute-details-phone');
    await act(owner.page, 'Approve', ACCEPT_TEXT, 'dispute-accept-confirm-phone');
    await owner.page.getByText('Dispute Approved Successfully').waitFor();
    await stage(owner.page, 'Merchant Approved');
    await owner.close();

    const pg = await as(browser, 'pg.admin@demo.test', `/disputes/details/${dispute.id}`);
    await stage(pg.page, 'Merchant Approved');
    await act(pg.page, 'Approve', 'Are you sure you want to approve dispute? This action cannot be overturned.');
    await pg.page.getByText('Dispute Approved Successfully').waitFor();
    await stage(pg.page, 'Refunded');
    await stage(pg.page, 'Closed');
    await shot(pg.page, 'dispute-details-refunded-pg');
    await pg.close();

    // The invoice details page's Dispute Details table links to the dispute.
    const back = await as(browser, 'owner@demo.test', `/invoices/${invoice.id}`);
    const table = back.page.getByRole('table', { name: 'Dispute Details' });
    await table.getByRole('link', { name: dispute.code }).waitFor();
    await shot(back.page, 'invoice-dispute-details');
    await table.getByRole('link', { name: dispute.code }).click();
    await back.page.waitForURL(`**/disputes/details/${dispute.id}`);
    await back.close();
  });
});
