import { type BhutanPayClient, createBhutanPayClient, type Schemas } from '@pg/client';
import type { Browser, Page } from 'playwright-core';

import { axeViolations, horizontalOverflow, trackPageErrors } from './audit/page-checks';
import { BASE_URL, launch, newPage, shot, signIn } from './browser';

// Hosted checkouts end to end: the owner creates an API key on /developer; the test plays the
// merchant's server and creates checkouts over REST with it; a signed-out customer pays one
// (and is sent back to the merchant's responseUrl), cancels another (sent to cancelUrl), is
// declined on a third; the bank admin disburses; the owner initiates a refund of a paid one.

type Created = Schemas['CheckoutResourceDto'];

const PHONE = { width: 390, height: 844 };

/** As a merchant's server does it: with the typed client generated from the OpenAPI document (client/). */
async function createCheckout(api: BhutanPayClient, orderId: string): Promise<Created> {
  const { data, error, response } = await api.POST('/api/v1/checkouts', {
    body: {
      amount: '320.00',
      currency: 'USD',
      orderId,
      // Pages of the running app stand in for the merchant's site.
      responseUrl: `${BASE_URL}/payment-terms?order=${orderId}`,
      cancelUrl: `${BASE_URL}/restricted-business?order=${orderId}`,
      metadata: { tour: 'Paro Valley day hike', travellers: '2' },
    },
  });
  if (!data) throw new Error(`create checkout: ${response.status} ${JSON.stringify(error)}`);
  return data;
}

async function fillCard(page: Page, card: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Card Type' }).click();
  await page.getByRole('option', { name: 'Visa' }).click();
  await page.getByLabel('Card Number').fill(card);
  await page.getByLabel('Expiry Date').fill(`12/${new Date().getFullYear() + 2}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on Card').fill('Jane Payer');
  await page.getByLabel('E-mail').fill('jane.payer@example.test');
  await page.getByLabel('Zip Code').fill('11001');
  await page.getByLabel('Phone Number').fill('+975 17 000000');
}

describe('checkouts in Chromium', () => {
  let browser: Browser;
  let api: BhutanPayClient;
  let paid: Created;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the owner generates an API key on /developer; the secret is shown once', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.goto('/developer');
    await page.getByRole('heading', { name: 'Developer Settings' }).waitFor();
    await page.getByRole('button', { name: 'Generate API Keys' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate API Keys' });
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill('E2E merchant server');
    await dialog.getByRole('button', { name: 'Generate' }).click();
    await dialog.getByText("You won't be able to see it again").waitFor();
    const apiKey = await dialog.getByLabel('API Key').inputValue();
    const secret = await dialog.getByLabel('Secret Key').inputValue();
    expect(apiKey).toMatch(/^pk_live_/);
    expect(secret).toMatch(/^sk_live_/);
    api = createBhutanPayClient({ baseUrl: BASE_URL, apiKey, secretKey: secret });
    await shot(page, 'developer-key-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText('E2E merchant server', { exact: true }).first().waitFor();
    await shot(page, 'developer');
    // The documentation page the Developer Settings link opens: guides around the reference
    // rendered from /api/v1/openapi.json (lazy-loaded; within the CSP; axe-clean, expanded too).
    const pageErrors = trackPageErrors(page);
    await page.getByRole('link', { name: 'API documentation' }).click();
    await page.getByRole('heading', { name: 'Checkout API' }).waitFor();
    await page.getByText('POST /api/v1/checkouts').first().waitFor();
    const refunds = page.getByRole('region', { name: 'Refunds' });
    const createRefund = refunds.getByRole('button', { name: /POST \/api\/v1\/checkouts\/\{id\}\/refunds/ });
    await createRefund.click();
    await page.getByRole('group', { name: 'POST /api/v1/checkouts/{id}/refunds request body' }).getByText('reason', { exact: true }).waitFor();
    await page.getByRole('region', { name: 'Objects' }).getByRole('button', { name: 'RefundResource' }).click();
    await page.getByRole('group', { name: 'RefundResource fields' }).getByText('progressStatus', { exact: true }).waitFor();
    expect(await page.getByRole('region', { name: 'Checkouts' }).getByRole('button').count()).toBe(3);
    expect(await axeViolations(page)).toEqual([]);
    expect(pageErrors()).toEqual([]);
    await shot(page, 'developer-api-docs');
    await context.close();
  });

  it('a signed-out customer pays with 4242 4242 4242 4242 and is sent back to the responseUrl', async () => {
    paid = await createCheckout(api, 'E2E-PAID-1');
    expect(paid.status).toBe('unpaid');
    const { context, page } = await newPage(browser);
    await page.goto(new URL(paid.url).pathname);
    await page.getByRole('heading', { name: 'Checkout', level: 1 }).waitFor();
    expect(await page.title()).toBe('Checkout');
    await page.getByText('Sub Total').waitFor();
    await page.getByText('Customer Processing Fee').first().waitFor();
    await fillCard(page, '4242 4242 4242 4242');
    await shot(page, 'checkout-filled');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await page.getByText('redirected back to Druk Heritage Tours in 5 seconds').waitFor();
    await shot(page, 'checkout-paid');
    await page.waitForURL((url) => url.pathname === '/payment-terms' && url.searchParams.get('customerName') === 'Jane Payer', { timeout: 60_000 });
    expect(new URL(page.url()).searchParams.get('order')).toBe('E2E-PAID-1');
    await context.close();
  });

  it('another checkout is cancelled and the customer goes to the cancelUrl', async () => {
    const c = await createCheckout(api, 'E2E-CANCEL-1');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(new URL(c.url).pathname);
    await page.getByRole('button', { name: 'Cancel' }).waitFor();
    await shot(page, 'checkout-phone');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('heading', { name: 'Checkout Cancelled' }).waitFor();
    await shot(page, 'checkout-cancelled-phone');
    await page.waitForURL((url) => url.pathname === '/restricted-business', { timeout: 60_000 });
    await context.close();
  });

  it('a declined card shows its message and the checkout stays payable', async () => {
    const c = await createCheckout(api, 'E2E-DECLINE-1');
    const { context, page } = await newPage(browser, PHONE);
    await page.goto(new URL(c.url).pathname);
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByTestId('card-error').getByText('Your card was declined.').waitFor();
    await shot(page, 'checkout-declined-phone');
    await context.close();
  });

  it('the bank admin disburses the paid checkout after confirming, on a phone', async () => {
    const { context, page } = await newPage(browser, PHONE);
    await signIn(page, 'bank.admin@demo.test', { waitForShell: false });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.goto('/checkouts');
    await page.getByRole('heading', { name: 'Checkouts' }).waitFor();
    await page.getByRole('link', { name: paid.code }).waitFor();
    await shot(page, 'checkouts-bank');
    await page.goto(`/checkouts/${paid.id}`);
    await page.getByRole('heading', { name: 'Checkout Details' }).waitFor();
    await page.getByText('Transaction #').waitFor();
    expect(await horizontalOverflow(page)).toEqual([]);
    await page.getByRole('button', { name: 'Disburse' }).click();
    // The dialog fits the phone: its confirm button is on screen, nothing scrolls sideways.
    const yes = page.getByRole('dialog').getByRole('button', { name: 'Yes' });
    const box = (await yes.boundingBox())!;
    expect(box.x >= 0 && box.x + box.width <= PHONE.width && box.y + box.height <= PHONE.height).toBe(true);
    expect(await horizontalOverflow(page)).toEqual([]);
    await shot(page, 'checkout-disburse-dialog-phone', { fullPage: false });
    await yes.click();
    await page.getByText('Disbursed', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Disburse' }).isDisabled()).toBe(true);
    await shot(page, 'checkout-detail-disbursed');
    await context.close();
  });

  it('the owner sees the list (desktop and phone) and initiates a refund of a paid checkout', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.goto('/checkouts');
    await page.getByRole('link', { name: paid.code }).waitFor();
    await page.getByText('E2E-PAID-1', { exact: true }).first().click();
    await page.getByLabel('Checkout summary').waitFor();
    await shot(page, 'checkouts-owner');
    await page.setViewportSize(PHONE);
    await shot(page, 'checkouts-owner-phone');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/checkouts/${paid.id}`);
    await page.getByRole('button', { name: 'View Transaction History' }).click();
    await page.getByText('succeeded').first().waitFor();
    await shot(page, 'checkout-detail-owner');
    await page.getByRole('button', { name: 'Initiate Refund' }).click();
    await page.waitForURL('**/refunds/initiate-refund/**');
    await page.getByText('Total Funds Available for Refund', { exact: true }).waitFor();
    await page.getByRole('combobox', { name: 'Refund Reason' }).click();
    await page.getByRole('option', { name: 'Cancellation by Customer' }).click();
    await page.getByLabel('Additional Notes').fill('Tour cancelled by the guest');
    await page.getByLabel('Description 1').fill('Day hike cancelled');
    await page.getByLabel('Amount 1').fill('100');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/refunds/details/**');
    await page.getByText(paid.code).first().waitFor();
    await shot(page, 'checkout-refund-details');
    await context.close();
  });
});
