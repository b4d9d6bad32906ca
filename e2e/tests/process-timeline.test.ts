import type { Browser, Locator, Page } from 'playwright-core';

import { apiLogin, gql, paidInvoice, requestedRefund } from './api';
import { launch, newPage, shot, signIn } from './browser';

// Issue 16 (Insight): a refund's process timeline stays open in one Chromium page (as PG Admin)
// while the merchant, the bank and the platform move the refund through its three stages; each
// step appears on the open page, with who acted, without a reload.

const WAIT = { timeout: 60_000 };

describe('process timeline in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** The timeline's step whose title is `title`, once it shows. */
  async function stepOf(steps: Locator, title: string): Promise<Locator> {
    const item = steps.getByRole('listitem').filter({ hasText: title });
    await item.first().waitFor(WAIT);
    return item.first();
  }

  const nameOf = async (token: string) => {
    const r = await gql<{ session: { user: { id: string } } }>('{ session { user { id } } }', {}, token);
    const pg = await apiLogin('pg.admin@demo.test');
    const u = await gql<{ user: { name: string; surname: string | null } }>(
      'query($id: ID!) { user(id: $id) { name surname } }',
      { id: r.session.user.id },
      pg,
    );
    return [u.user.name, u.user.surname].filter(Boolean).join(' ');
  };

  it('shows each stage of a refund on the open page as the three roles decide it', async () => {
    const invoice = await paidInvoice('E2E Timeline Trekkers');
    const refund = await requestedRefund(invoice.id);
    const [owner, bank, pg] = await Promise.all(['owner@demo.test', 'bank.admin@demo.test', 'pg.admin@demo.test'].map((e) => apiLogin(e)));

    const { context, page } = await newPage(browser);
    await signIn(page, 'pg.admin@demo.test');
    await page.goto(`/refunds/details/${refund.id}`);
    const steps = page.getByRole('list', { name: `Steps of refund-${refund.code}` });
    await stepOf(steps, 'Waiting for the merchant');
    await setReloadMarker(page);
    await expectTemporalLink(page, refund.code);

    await gql('mutation($id: ID!) { merchantApprove(id: $id) { id } }', { id: refund.id }, owner);
    await expectStep(await stepOf(steps, 'Approved by the merchant'), await nameOf(owner));
    await stepOf(steps, 'Waiting for the bank');

    await gql('mutation($id: ID!) { approveRefund(id: $id) { id } }', { id: refund.id }, bank);
    await expectStep(await stepOf(steps, 'Approved by the bank'), await nameOf(bank));
    await stepOf(steps, 'Waiting for the platform');

    await gql('mutation($id: ID!) { approveRefund(id: $id) { id } }', { id: refund.id }, pg);
    await expectStep(await stepOf(steps, 'Approved by the platform'), await nameOf(pg));
    await gql('mutation($id: ID!) { resolvedAsRefunded(id: $id) { id } }', { id: refund.id }, pg);
    await expectStep(await stepOf(steps, 'Refunded at the processor'), await nameOf(pg));
    await stepOf(steps, 'Process ended');
    await page.getByText('Ended', { exact: true }).waitFor(WAIT);
    // The page read the refund again when its timeline moved: the summary agrees, unreloaded.
    await page.getByText('Closed', { exact: true }).first().waitFor(WAIT);

    // The same page all along: the marker set before the first decision is still there.
    expect(await page.evaluate(() => (window as unknown as { __timelineMarker?: number }).__timelineMarker)).toBe(1);
    const texts = await steps.getByRole('listitem').allTextContents();
    const expected = [
      'Refund requested',
      'Approved by the merchant',
      'Approved by the bank',
      'Approved by the platform',
      'Refunded at the processor',
      'Process ended',
    ];
    expect(texts.map((text, i) => text.startsWith(`Done: ${expected[i]}`))).toEqual(expected.map(() => true));
    expect(texts).toHaveLength(expected.length);
    await steps.scrollIntoViewIfNeeded();
    await shot(page, 'process-timeline-refund');
    await context.close();

    // The merchant sees the same steps on a phone, without the operators' Temporal UI link.
    const phone = await newPage(browser);
    await signIn(phone.page, 'owner@demo.test');
    await phone.page.setViewportSize({ width: 390, height: 844 });
    await phone.page.goto(`/refunds/details/${refund.id}`);
    await stepOf(phone.page.getByRole('list', { name: `Steps of refund-${refund.code}` }), 'Process ended');
    expect(await phone.page.getByRole('link', { name: 'Open in Temporal UI' }).count()).toBe(0);
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await shot(phone.page, 'process-timeline-refund-phone');
    await phone.context.close();
  });
});

async function setReloadMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { __timelineMarker?: number }).__timelineMarker = 1;
  });
}

async function expectTemporalLink(page: Page, code: string): Promise<void> {
  const link = page.getByRole('link', { name: 'Open in Temporal UI' });
  expect(await link.getAttribute('href')).toMatch(new RegExp(`/namespaces/[^/]+/workflows/refund-${code}$`));
}

async function expectStep(item: Locator, actor: string): Promise<void> {
  expect(await item.innerText()).toContain(`by ${actor}`);
  expect(await item.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
}
