import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { pollPause } from '../../test-support/sleep';
import { apiLogin, gql } from './api';
import { DATA_DIR, launch, listShows, newPage, searchList, shot, signIn } from './browser';
import { landscapePng } from './images';
import { waitForMail } from './outbox';

// Users and organizations administration as its users see it: bank finance creates an
// organization; the platform approves a business that asked to join and locks another; an owner
// invites a user who gets the e-mail and signs in, locks and activates a colleague; an avatar is
// cropped and shows in the header; the organization report arrives with its CSV.

const PHONE = { width: 390, height: 844 };
const RUN = String(Date.now() % 1_000_000);

async function as(
  browser: Browser,
  email: string,
  path: string,
  viewport?: { width: number; height: number },
): Promise<{ page: Page; close: () => Promise<void> }> {
  const { context, page } = await newPage(browser, viewport);
  await signInAt(page, email);
  await page.goto(path);
  return { page, close: () => context.close() };
}

/** Signs in at any width: on a phone the menu is in the drawer, so the header's menu button says the shell is up. */
async function signInAt(page: Page, email: string, password?: string): Promise<void> {
  await signIn(page, email, { password, waitForShell: false });
  await page.getByRole('button', { name: /account menu/ }).waitFor();
}

/** The raw .eml (base64 parts intact) of the newest e-mail containing `needle`. */
async function rawMail(needle: string, timeoutMs = 30000): Promise<string> {
  const dir = join(DATA_DIR, 'outbox');
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    for (const f of (await readdir(dir).catch(() => [] as string[])).sort().reverse()) {
      const text = await readFile(join(dir, f), 'utf8');
      if (text.includes(needle)) return text;
    }
    await pollPause(250);
  }
  throw new Error(`no e-mail mentioning ${needle}`);
}

/** Clicks a button and confirms the dialog it opens. */
async function confirm(page: Page, button: string, dialogTitle: string, confirmLabel: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function pick(page: Page, field: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('users and organizations in Chromium', () => {
  let browser: Browser;
  const created = `Gangtey Eco Lodge ${RUN}`;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('bank finance creates an organization and lands on its page', async () => {
    const { page, close } = await as(browser, 'bank.finance@demo.test', '/organizations');
    await page.getByRole('table', { name: 'Organizations' }).getByText('Druk Heritage Tours').waitFor();
    await shot(page, 'organizations-list');
    await page.getByRole('button', { name: 'Create Organization' }).click();
    await page.waitForURL('**/organizations/create');
    await page.getByLabel('Organization Name').fill(created);
    await page.getByLabel('Email').fill(`stay.${RUN}@gangtey.test`);
    await page.getByLabel('License Number').fill(`HT-${RUN}`);
    await pick(page, 'Type', 'Hotel');
    await pick(page, 'Industry', 'Hotel');
    await page.getByLabel('Address').fill('Phobjikha Valley');
    await page.getByLabel('Phone Number').fill('+975 17 555000');
    await page.getByLabel('Website').fill('gangtey.test');
    await shot(page, 'organization-create');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Organization Created').waitFor();
    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: created }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await shot(page, 'organization-details');
    await close();

    const phone = await as(browser, 'bank.finance@demo.test', '/organizations/create', PHONE);
    await phone.page.getByLabel('Organization Name').waitFor();
    await shot(phone.page, 'organization-create-phone');
    await phone.close();
  });

  it('the platform approves the requested business (sign-up lists it) and locks another', async () => {
    const { page, close } = await as(browser, 'pg.admin@demo.test', '/organizations');
    // The styled box lies over the (visually hidden) input: the click goes to the input itself.
    await page.getByRole('checkbox', { name: 'Requested' }).check({ force: true });
    await listShows(page, 'Organizations', 'Requested');
    const row = page.getByRole('row').filter({ hasText: 'Bumthang Valley Lodge' });
    await row.click();
    const summary = page.getByLabel('Organization summary');
    await summary.getByRole('button', { name: 'Lock' }).waitFor();
    expect(await summary.getByRole('button', { name: 'Lock' }).isDisabled()).toBe(true);
    await shot(page, 'organizations-requested-summary');
    await summary.getByRole('button', { name: 'Activate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Activate Account' });
    await dialog.getByRole('button', { name: 'Activate', exact: true }).click();
    await page.getByText('Organization Activated Successfully').waitFor();
    await page.getByText('No Organization found').waitFor();
    const signup = await gql<{ organizationAutocomplete: { edges: { name: string }[] } }>('{ organizationAutocomplete(name: "Bumthang") { edges { name } } }');
    expect(signup.organizationAutocomplete.edges.map((e) => e.name)).toEqual(['Bumthang Valley Lodge']);
    await waitForMail('stay@bumthanglodge.test');

    // Lock the organization bank finance created, from its page.
    await page.getByRole('checkbox', { name: 'Requested' }).uncheck({ force: true });
    await searchList(page, 'Search Organization', 'Organizations', created);
    await page.getByRole('row').filter({ hasText: created }).dblclick();
    await page.waitForURL(/\/organizations\/[0-9a-f-]{36}$/);
    await confirm(page, 'Lock Account', 'Lock Account', 'Lock');
    await page.getByText('Organization Locked Successfully').waitFor();
    await page.getByText('Locked', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Activate Account' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'View Organization History' }).click();
    await page.getByRole('table', { name: 'Organization History' }).getByText('Organization Locked').waitFor();
    await shot(page, 'organization-locked-history');
    const detailsPath = new URL(page.url()).pathname;
    await close();

    const phone = await as(browser, 'pg.admin@demo.test', detailsPath, PHONE);
    await phone.page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Activate Account' }).waitFor();
    await shot(phone.page, 'organization-details-phone');
    await phone.close();
    const list = await as(browser, 'pg.admin@demo.test', '/organizations', PHONE);
    await list.page.getByRole('table', { name: 'Organizations' }).getByText('Druk Heritage Tours').waitFor();
    await shot(list.page, 'organizations-list-phone');
    await list.close();
  });

  const invited = `deki.${RUN}@demo.test`;

  it('the owner invites a user: the e-mail arrives, the user signs in and crops an avatar into the header', async () => {
    const { page, close } = await as(browser, 'owner@demo.test', '/users');
    await page.getByRole('button', { name: 'Invite User' }).click();
    await page.waitForURL('**/users/invite');
    await page.getByLabel('Name', { exact: true }).fill('Deki');
    await page.getByLabel('Surname').fill('Yangchen');
    await page.getByLabel('E-mail').fill(invited);
    await page.getByLabel('Password', { exact: true }).fill('Valley#2026');
    await pick(page, 'Role', 'User');
    await shot(page, 'user-invite');
    await page.getByRole('button', { name: 'Invite', exact: true }).click();
    await page.getByText('User Invited').waitFor();
    await page.waitForURL((url) => url.pathname === '/users');
    await close();

    const mail = await waitForMail(invited);
    expect(mail).toContain('Tashi Tshering has created a BhutanPay account for you at Druk Heritage Tours (User)');
    expect(mail).toMatch(/\/reset-password\/[^/\s]+\/\S+/);
    expect(mail).not.toContain('Valley#2026');

    const { context, page: me } = await newPage(browser);
    await signInAt(me, invited, 'Valley#2026');
    await me.goto('/account-settings');
    await me.getByRole('button', { name: 'Add Avatar' }).click();
    await me.waitForURL('**/account-settings?action=add-user-avatar');
    const dialog = me.getByRole('dialog', { name: 'Upload Avatar' });
    await dialog.locator('input[type=file]').setInputFiles({ name: 'deki.png', mimeType: 'image/png', buffer: landscapePng() });
    const area = dialog.getByRole('group', { name: 'Crop area' });
    await area.waitFor();
    // Drag the image, then nudge and zoom it from the keyboard.
    const box = (await area.boundingBox())!;
    await me.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await me.mouse.down();
    await me.mouse.move(box.x + box.width / 2 + 40, box.y + box.height / 2, { steps: 5 });
    await me.mouse.up();
    await area.focus();
    await me.keyboard.press('ArrowLeft');
    await me.keyboard.press('+');
    await shot(me, 'avatar-crop');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await me.getByText('Profile Updated Successfully').waitFor();
    const pill = me.getByRole('button', { name: 'Deki Yangchen, account menu' });
    const avatar = pill.locator('img');
    await avatar.waitFor();
    expect(await avatar.evaluate((img) => img.tagName === 'IMG' && (img as HTMLImageElement).naturalWidth)).toBe(512);
    await shot(me, 'account-settings-avatar');
    await context.close();

    const phone = await newPage(browser, PHONE);
    await signInAt(phone.page, invited, 'Valley#2026');
    await phone.page.goto('/account-settings?action=add-user-avatar');
    await phone.page
      .getByRole('dialog', { name: 'Upload Avatar' })
      .locator('input[type=file]')
      .setInputFiles({ name: 'deki.png', mimeType: 'image/png', buffer: landscapePng() });
    await phone.page.getByRole('group', { name: 'Crop area' }).waitFor();
    await shot(phone.page, 'avatar-crop-phone');
    await phone.context.close();
  });

  it('the owner locks and activates a colleague; they are confined meanwhile', async () => {
    const { page, close } = await as(browser, 'owner@demo.test', '/users?query=yangzom');
    const row = page.getByRole('row').filter({ hasText: 'karma.yangzom@demo.test' });
    await row.click();
    await shot(page, 'users-list-summary');
    const summary = page.getByLabel('User summary');
    await summary.getByRole('button', { name: 'Lock' }).click();
    await page.getByRole('dialog', { name: 'Lock User' }).getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByText('User Updated Successfully').first().waitFor();
    await row.getByText('Locked').waitFor();

    const colleague = await newPage(browser);
    await signIn(colleague.page, 'karma.yangzom@demo.test', { waitForShell: false });
    await colleague.page.waitForURL('**/locked');

    await summary.getByRole('button', { name: 'Activate' }).click();
    await row.getByText('Active').waitFor();
    // Active again: the colleague's next visit opens the app.
    await colleague.page.goto('/invoices');
    await colleague.page.getByRole('heading', { name: 'Invoices Dashboard' }).waitFor();
    await colleague.context.close();

    await row.dblclick();
    await page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'User Details' }).waitFor();
    await shot(page, 'user-details');
    await close();

    const phone = await as(browser, 'owner@demo.test', '/users', PHONE);
    await phone.page.getByRole('table', { name: 'Users' }).getByText('Choki Wangchuk').waitFor();
    await shot(phone.page, 'users-list-phone');
    await phone.page.getByRole('row').filter({ hasText: 'Choki Wangchuk' }).click();
    await phone.page.waitForURL(/\/users\/[0-9a-f-]{36}$/);
    await phone.page.getByRole('toolbar', { name: 'Actions' }).waitFor();
    await shot(phone.page, 'user-details-phone');
    await phone.close();
  });

  it('e-mails the organization report with its CSV', async () => {
    const { page, close } = await as(browser, 'bank.finance@demo.test', '/organizations');
    await page.getByRole('button', { name: 'Organization Report' }).click();
    await page.getByText('Organization Report Successfully Sent').waitFor();
    await close();
    const mail = await rawMail('Subject: Organization report');
    expect(mail).toContain('To: bank.finance@demo.test');
    const part = mail.match(/filename=organizations-[\d-]+\.csv[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+?)\r?\n--/);
    expect(part).not.toBeNull();
    const csv = Buffer.from(part![1].replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(csv.split('\r\n')[0]).toMatch(/^Name,Type,Industry,Status,E-mail,/);
    expect(csv).toContain(`${created},Hotel,Hotel,Locked,`);
    expect(csv).toMatch(/\r\nDruk Heritage Tours,Tour Operator,Tour Operator,Active,hello@drukheritage\.test,/);
    expect(csv).not.toContain('BhutanPay Platform');
    // The platform admin's token still reads the list the report came from.
    const pg = await apiLogin('pg.admin@demo.test');
    const list = await gql<{ organizationList: { total: number } }>('{ organizationList(first: 1) { total } }', {}, pg);
    expect(list.organizationList.total).toBeGreaterThan(csv.trim().split('\r\n').length - 1);
  });
});
