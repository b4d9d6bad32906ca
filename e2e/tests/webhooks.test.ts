import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { pollPause } from '../../test-support/sleep';
import { BASE_URL, launch, newPage, shot, signIn } from './browser';
import { act, as, expectStage } from './refund-steps';

// Webhooks end to end, as a merchant integrates from the docs (/developer/api-docs): the owner
// adds an endpoint on /developer pointing at examples/merchant-server (started here with the
// secret shown once), makes an API key, creates a checkout over REST; a customer pays it; the
// merchant's server receives checkout.paid and verifies its signature; the delivery shows in the
// log. Then the merchant refunds part of it over REST (Idempotency-Key), and each stage of the
// refund's approvals (merchant, bank, platform) reaches the merchant's server, verified, in order
// (the endpoint has "Deliver in order").

const SERVER = join(__dirname, '..', '..', 'examples', 'merchant-server', 'server.mjs');

interface Received {
  id: string;
  type: string;
  verified: boolean;
  data: { object: { id: string; status: string; progressStatus?: string; checkoutId?: string } };
}

const REFUND_EVENTS = ['refund.created', 'refund.approved_by_merchant', 'refund.approved_by_bank', 'refund.refunded'];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 30000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await pollPause(250);
  }
}

async function fillCard(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Card Type' }).click();
  await page.getByRole('option', { name: 'Visa' }).click();
  await page.getByLabel('Card Number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry Date').fill(`12/${new Date().getFullYear() + 2}`);
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on Card').fill('Jane Payer');
  await page.getByLabel('E-mail').fill('jane.payer@example.test');
  await page.getByLabel('Zip Code').fill('11001');
  await page.getByLabel('Phone Number').fill('+975 17 000000');
}

describe('webhooks in Chromium', () => {
  let browser: Browser;
  let merchant: ChildProcess | undefined;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    merchant?.kill();
    await browser?.close();
  });

  it('a paid checkout reaches the merchant server as a verified checkout.paid, the delivery is in the log, and a REST refund sends its stages', async () => {
    const port = await freePort();
    const { context, page } = await newPage(browser);
    await signIn(page, 'owner@demo.test');
    await page.goto('/developer');
    await page.getByRole('heading', { name: 'Developer Settings' }).waitFor();

    // The endpoint, for checkout.paid and the refund stages; its secret is shown once.
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await dialog.getByLabel('Endpoint URL').fill(`http://merchant.example/webhooks`);
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await dialog.getByText('The URL must use https (http only for localhost)').waitFor();
    await dialog.getByLabel('Endpoint URL').fill(`http://127.0.0.1:${port}/webhooks`);
    await dialog.getByLabel('Description').fill('E2E merchant server');
    await dialog.getByText('All events').click();
    for (const type of ['checkout.paid', ...REFUND_EVENTS]) await dialog.getByText(type, { exact: true }).click();
    // In order: the refund's stages then arrive in the order they happen.
    await dialog.getByText('Deliver in order').click();
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await dialog.getByText("You won't be able to see it again").waitFor();
    const secret = await dialog.getByLabel('Signing Secret').inputValue();
    expect(secret).toMatch(/^whsec_/);
    await shot(page, 'webhook-endpoint-created');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await page.getByText(`http://127.0.0.1:${port}/webhooks`).first().waitFor();
    await page
      .getByRole('row')
      .filter({ hasText: `http://127.0.0.1:${port}/webhooks` })
      .getByText('In order')
      .waitFor();

    // An API key and a checkout over REST.
    await page.getByRole('button', { name: 'Generate API Keys' }).click();
    const keys = page.getByRole('dialog', { name: 'Generate API Keys' });
    await keys.getByLabel('Name').fill('E2E webhooks');
    await keys.getByRole('button', { name: 'Generate' }).click();
    await keys.getByText("You won't be able to see it again").waitFor();
    const apiKey = await keys.getByLabel('API Key').inputValue();
    const secretKey = await keys.getByLabel('Secret Key').inputValue();
    const auth = `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`;
    await keys.getByRole('button', { name: 'Done' }).click();

    // The merchant's server, as the docs start it: it receives the webhooks, and creates the
    // checkout with the typed client (client/, generated from the OpenAPI document).
    const env = {
      ...process.env,
      WEBHOOK_SECRET: secret,
      PORT: String(port),
      BHUTANPAY_URL: BASE_URL,
      BHUTANPAY_API_KEY: apiKey,
      BHUTANPAY_SECRET_KEY: secretKey,
    };
    merchant = spawn(process.execPath, [SERVER], { env, stdio: 'pipe' });
    await until(async () => ((await fetch(`http://127.0.0.1:${port}/events`)).ok ? true : undefined), 10000);
    const created = await fetch(`http://127.0.0.1:${port}/checkouts`, { method: 'POST', body: JSON.stringify({ amount: '125.00', orderId: 'E2E-HOOK-1' }) });
    expect(created.status).toBe(201);
    const checkout = (await created.json()) as { id: string; url: string; responseUrl: string };
    expect(checkout.responseUrl).toBe(`http://127.0.0.1:${port}/thanks`);

    // A signed-out customer pays.
    const customer = await newPage(browser);
    await customer.page.goto(new URL(checkout.url).pathname);
    await fillCard(customer.page);
    await customer.page.getByRole('button', { name: /^Pay \$/ }).click();
    await customer.page.getByRole('heading', { name: 'Payment Successful' }).waitFor();
    await customer.context.close();

    // The merchant's server got it, signed.
    const event = await until(async () => {
      const events = (await (await fetch(`http://127.0.0.1:${port}/events`)).json()) as Received[];
      return events.find((e) => e.type === 'checkout.paid' && e.data.object.id === checkout.id);
    });
    expect(event).toMatchObject({ verified: true, data: { object: { status: 'paid' } } });

    // The delivery log on /developer.
    await page.reload();
    await page.getByRole('heading', { name: 'Developer Settings' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: event.id });
    await row.click();
    const log = page.getByRole('region', { name: `Delivery log of ${event.id}` });
    await log.getByText('succeeded').first().waitFor();
    await log.getByText('HTTP 200').first().waitFor();
    await shot(page, 'webhook-delivery-log');
    // Resend: a second delivery, received again (the server keeps one record per event id).
    await log.getByRole('button', { name: 'Resend' }).click();
    const ours = log.getByTestId('webhook-delivery').filter({ hasText: `http://127.0.0.1:${port}/webhooks` });
    await until(async () => ((await ours.count()) === 2 ? true : undefined));

    // A partial refund over REST, as the API docs show it; the same Idempotency-Key replays the answer.
    const refundOver = () =>
      fetch(`${BASE_URL}/api/v1/checkouts/${checkout.id}/refunds`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json', 'idempotency-key': `refund-${checkout.id}-1` },
        body: JSON.stringify({ amount: '25.00', reason: 'cancellationByCustomer' }),
      });
    const refunded = await refundOver();
    expect(refunded.status).toBe(201);
    const refund = (await refunded.json()) as { id: string; object: string; checkoutId: string; progressStatus: string; requestedAmount: string };
    expect(refund).toMatchObject({ object: 'refund', checkoutId: checkout.id, progressStatus: 'initiated' });
    const replayed = await refundOver();
    expect(replayed.headers.get('idempotent-replayed')).toBe('true');
    expect(((await replayed.json()) as { id: string }).id).toBe(refund.id);
    const received = (type: string) =>
      until(async () => {
        const events = (await (await fetch(`http://127.0.0.1:${port}/events`)).json()) as Received[];
        return events.find((e) => e.type === type && e.data.object.id === refund.id);
      });
    expect(await received('refund.created')).toMatchObject({ verified: true, data: { object: { checkoutId: checkout.id, progressStatus: 'initiated' } } });

    // The approvals in the app: the merchant on the refund's page, then the bank, then the platform.
    const details = `/refunds/details/${refund.id}`;
    await page.goto(details);
    await expectStage(page, 'Initiated');
    await act(page, 'Approve');
    await expectStage(page, 'Merchant Approved');
    expect(await received('refund.approved_by_merchant')).toMatchObject({ verified: true, data: { object: { progressStatus: 'merchantApproved' } } });
    const bank = await as(browser, 'bank.admin@demo.test', details);
    await act(bank.page, 'Approve');
    await expectStage(bank.page, 'Bank Approved');
    await bank.close();
    expect(await received('refund.approved_by_bank')).toMatchObject({ verified: true, data: { object: { progressStatus: 'bankApproved' } } });
    const platform = await as(browser, 'pg.admin@demo.test', details);
    await act(platform.page, 'Approve');
    await expectStage(platform.page, 'PG Approved');
    await act(platform.page, 'Resolve as Refunded');
    await expectStage(platform.page, 'Refunded');
    await platform.close();
    expect(await received('refund.refunded')).toMatchObject({ verified: true, data: { object: { progressStatus: 'refunded' } } });

    // Every refund event reached the server once, in the order of the stages (ordered endpoint), each verified.
    const events = (await (await fetch(`http://127.0.0.1:${port}/events`)).json()) as Received[];
    const stages = events.filter((e) => e.data.object.id === refund.id);
    expect(stages.map((e) => e.type)).toEqual(REFUND_EVENTS);
    expect(stages.every((e) => e.verified)).toBe(true);
    await context.close();
  });

  it('the Webhooks guide is on the API docs page', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await signIn(page, 'owner@demo.test', { waitForShell: false });
    await page.getByRole('button', { name: 'Open menu' }).waitFor();
    await page.goto('/developer/api-docs');
    await page.getByRole('heading', { name: 'Webhooks' }).waitFor();
    await page.getByText('examples/merchant-server/server.mjs').waitFor();
    await shot(page, 'api-docs-webhooks-phone');
    await context.close();
  });
});
