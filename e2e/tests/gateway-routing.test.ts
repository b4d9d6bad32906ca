import type { Browser } from 'playwright-core';

import { axeViolations, horizontalOverflow } from './audit/page-checks';
import { launch, newPage, shot, signIn } from './browser';

// Issue 41: PG Admin edits a card brand's routing on gateway settings and reads the live preview,
// at 1280 px and at 390 px (no sideways scrolling, no axe violation), from the keyboard.

describe('gateway settings: card routing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());

  it.each([
    ['1280', { width: 1280, height: 800 }],
    ['390', { width: 390, height: 844 }],
  ])('edits the routing and previews it at %s px', async (width, viewport) => {
    const { context, page } = await newPage(browser, viewport);
    await signIn(page, 'pg.admin@demo.test', { waitForShell: width === '1280' });
    // On a phone the menu is behind a button: signed in once the sign-in form has gone.
    if (width === '390') await page.getByRole('button', { name: 'Log In' }).waitFor({ state: 'detached' });
    await page.goto('/gateway-settings');
    const list = page.getByRole('list', { name: 'American Express processors' });
    await list.waitFor();
    // The seeded routing: every brand to the Sandbox, then its fallback acquirer; the preview answers from the API.
    await page.getByRole('status').filter({ hasText: 'An American Express of $1,200.00 goes to Sandbox, then Sandbox (fallback).' }).waitFor();

    await page.getByRole('button', { name: 'Add rule' }).click();
    const rule = page.getByRole('group', { name: 'Rule 1' });
    await rule.getByLabel('Minimum amount ($)').fill('1000');
    await rule.getByLabel('Card countries').fill('DE');
    await page.getByLabel('Card country').fill('de');
    await page.getByRole('status').filter({ hasText: 'An American Express of $1,200.00 from DE goes to Sandbox.' }).waitFor();
    // Keyboard: the only rule cannot move; its remove button is pressed with Enter.
    expect(await page.getByRole('button', { name: 'Move rule up: Rule 1' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Remove rule: Rule 1' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Rule 1' }).waitFor({ state: 'detached' });

    // Issue 41: each processor's health below the routing.
    const health = page.getByRole('table', { name: 'Processor health' });
    await health.getByRole('cell', { name: 'Sandbox (fallback)' }).waitFor();
    expect(await health.getByRole('cell', { name: 'Healthy (closed)' }).count()).toBeGreaterThanOrEqual(2);

    expect(await horizontalOverflow(page)).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
    await shot(page, `gateway-routing-${width}`);
    await context.close();
  });
});
