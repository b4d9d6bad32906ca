import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { canVisit, type Role } from '@pg/domain';
import type { Browser, Page } from 'playwright-core';

import { unpaidCheckout, unpaidInvoice } from './api';
import { axeViolations, horizontalOverflow, phoneListProblems, settle, trackPageErrors, trackRequests } from './audit/page-checks';
import { BUTTON_PAGES, buttonPagesOf, isAppPath, ROLE_OF, routePatternOf, type RouteVisit } from './audit/route-patterns';
import { launch, newPage, shot, signIn } from './browser';

// The route x role audit (issue: every screen, as every role, at every width). For each demo
// role the crawler starts at its menu, follows every link it is shown to a page of the app, and
// opens one page of each route it reaches; each page is checked at 1280 px with axe-core (no
// violation) and at 390 px for sideways scrolling (none) and for list amounts clipped or statuses
// missing (none), with a screenshot at both widths. What
// it saw goes to .test-data/route-audit.json, from which docs/route-audit.md is kept.

const SIGNED_IN = Object.keys(ROLE_OF);
const SIGNED_OUT_PATHS = ['/', '/signup', '/forgot-password', '/merchant-add-request', '/restricted-business', '/payment-terms', '/404'];
const MAX_PAGES_PER_ROLE = 60;
const OUT = join(__dirname, '..', '..', '.test-data');

interface Finding {
  who: string;
  route: string;
  path: string;
  problems: string[];
}

const visits: RouteVisit[] = [];
// Each audited page's error collector (trackPageErrors), set where the page is made.
const errorsOf = new WeakMap<Page, () => string[]>();
const findings: Finding[] = [];

async function audit(page: Page, who: string, path: string, inFlight: () => number): Promise<string[]> {
  const pageErrors = errorsOf.get(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await open(page, path);
  await settle(page, inFlight);
  const problems: string[] = [];
  const generic = await page.getByText(/Unexpected error|Oh no/).count();
  if (generic > 0) problems.push('shows a generic error');
  problems.push(...(await axeViolations(page)));
  const name = `audit/${who}/${routePatternOf(new URL(page.url()).pathname).replace(/[/:]+/g, '_') || 'home'}`;
  await shot(page, `${name}-1280`, { fullPage: false });
  await page.setViewportSize({ width: 390, height: 844 });
  // The narrow layout is laid out and painted: two animation frames after the resize.
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
  problems.push(...(await horizontalOverflow(page)));
  // Issue 50: every list's amounts whole and its statuses shown on a phone.
  problems.push(...(await phoneListProblems(page)));
  // The phone layout has parts of its own (the menu button, bottom action bars, cards).
  problems.push(...(await axeViolations(page)).map((v) => `at 390 px: ${v}`));
  await shot(page, `${name}-390`, { fullPage: false });
  // What broke while the page was open (blocked by the Content Security Policy, uncaught errors).
  problems.push(...(pageErrors?.() ?? []));
  return problems;
}

/**
 * Goes to a path as a click on a link would (the router's client-side move). The first page
 * loads, and so do the customer pay pages, a document of their own (pay.html) outside the app.
 */
async function open(page: Page, path: string): Promise<void> {
  if (!page.url().startsWith('http') || /^\/(pay|new-pay|checkout)\//.test(path)) {
    await page.goto(path);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * Lists open a row's details with Enter on the focused row (keyboard access): the crawler does so
 * on the first row of a list, which also reaches details that no link leads to. It waits for the
 * list to have loaded (a DataTable is aria-busy while it loads) and for the move to the details;
 * a focusable row that Enter does not open is a finding, not a page silently left out.
 */
async function openFirstRowByKeyboard(page: Page, path: string): Promise<{ opened: string[]; problems: string[] }> {
  if ((await page.locator('table').count()) === 0) return { opened: [], problems: [] };
  await page.locator('[aria-busy="true"]:has(table)').first().waitFor({ state: 'detached', timeout: 30_000 });
  const row = page.locator('tbody tr[tabindex="0"]').first();
  if ((await row.count()) === 0) return { opened: [], problems: [] }; // an empty list
  const from = path.split('?')[0];
  await row.focus();
  await page.keyboard.press('Enter');
  const moved = await page
    .waitForURL((url) => url.pathname !== from, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!moved) return { opened: [], problems: ['Enter on its first row (focusable) opened nothing'] };
  const now = new URL(page.url());
  return { opened: isAppPath(now.pathname) ? [now.pathname] : [], problems: [] };
}

async function linksOf(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (as) => as.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((h) => new URL(h))
    .filter((u) => u.origin === new URL(page.url()).origin && isAppPath(u.pathname))
    .map((u) => u.pathname);
}

async function crawl(browser: Browser, email: string): Promise<void> {
  const who = email.split('@')[0];
  const role: Role = ROLE_OF[email];
  const { context, page } = await newPage(browser);
  const inFlight = trackRequests(page);
  errorsOf.set(page, trackPageErrors(page));
  await signIn(page, email);
  const queue = ['/', ...BUTTON_PAGES.filter((p) => canVisit(role, p))];
  const seen = new Set<string>();
  while (queue.length > 0 && seen.size < MAX_PAGES_PER_ROLE) {
    const path = queue.shift()!;
    const route = routePatternOf(path);
    if (seen.has(route)) continue;
    seen.add(route);
    const problems = await audit(page, who, path, inFlight);
    const allowed = canVisit(role, path);
    // Only what the role is shown: a refused page offers nothing worth following.
    if (allowed) {
      await page.setViewportSize({ width: 1280, height: 800 });
      const links = await linksOf(page);
      // A link to a page the role may not open is a dead end: it should be plain text.
      const refused = [...new Set(links.filter((l) => !canVisit(role, l)).map(routePatternOf))];
      problems.push(...refused.map((r) => `links to ${r}, which this role may not open`));
      const { opened, problems: rowProblems } = await openFirstRowByKeyboard(page, path);
      problems.push(...rowProblems);
      for (const next of [...buttonPagesOf(path), ...links, ...opened]) if (!seen.has(routePatternOf(next))) queue.push(next);
    }
    visits.push({ who, route, path, allowed, problems });
    if (problems.length > 0) findings.push({ who, route, path, problems });
  }
  await context.close();
}

/** Crawls that run two at a time (each role's test waits for its own). */
const CRAWLS_AT_ONCE = 2;
const crawls = new Map<string, Promise<void>>();

/**
 * The crawl of `email`, started on first asking with the others: a crawl mostly waits on one
 * renderer (pages settling, axe in the page), so two at once keep both cores busy. Measured:
 * see docs/performance.md (suite time).
 */
function crawlOf(browser: Browser, email: string): Promise<void> {
  if (crawls.size === 0) {
    const queue = [...SIGNED_IN];
    const settled = new Map<string, { resolve: () => void; reject: (error: unknown) => void }>();
    for (const who of SIGNED_IN) {
      const done = new Promise<void>((resolve, reject) => settled.set(who, { resolve, reject }));
      // Handled here too: a crawl may fail before its test awaits it (the test still sees it fail).
      done.catch(() => {});
      crawls.set(who, done);
    }
    const next = async (): Promise<void> => {
      for (let who = queue.shift(); who; who = queue.shift()) {
        await crawl(browser, who).then(settled.get(who)!.resolve, settled.get(who)!.reject);
      }
    };
    for (let i = 0; i < CRAWLS_AT_ONCE; i++) void next();
  }
  return crawls.get(email)!;
}

describe('every route as every role, at 1280 and 390 px', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await mkdir(OUT, { recursive: true });
    await writeFile(join(OUT, 'route-audit.json'), JSON.stringify({ visits, findings }, null, 2));
  });

  it('signed out: the public pages', async () => {
    const { context, page } = await newPage(browser);
    const inFlight = trackRequests(page);
    errorsOf.set(page, trackPageErrors(page));
    // A customer's pay page too, for an invoice made for the audit.
    const invoice = await unpaidInvoice('Route audit');
    const checkout = await unpaidCheckout('ROUTE-AUDIT');
    const payPages = [`/pay/${encodeURIComponent(invoice.accessKey)}`, `/checkout/${encodeURIComponent(checkout.accessKey)}`];
    for (const path of [...SIGNED_OUT_PATHS, ...payPages]) {
      const problems = await audit(page, 'signed-out', path, inFlight);
      visits.push({ who: 'signed-out', route: routePatternOf(path), path, allowed: true, problems });
      if (problems.length > 0) findings.push({ who: 'signed-out', route: routePatternOf(path), path, problems });
    }
    await context.close();
    expect(findings.filter((f) => f.who === 'signed-out')).toEqual([]);
  });

  it.each(['locked@demo.test', 'treks.owner@demo.test'])('%s: the locked screen', async (email) => {
    const { context, page } = await newPage(browser);
    const inFlight = trackRequests(page);
    errorsOf.set(page, trackPageErrors(page));
    await signIn(page, email, { waitForShell: false });
    await page.waitForURL('**/locked');
    const who = email.split('@')[0];
    const problems = await audit(page, who, '/locked', inFlight);
    visits.push({ who, route: '/locked', path: '/locked', allowed: true, problems });
    await context.close();
    expect(problems).toEqual([]);
  });

  // Up to 60 pages with axe at two widths each: 20-40 s a role on a quiet machine, over the
  // file's 120 s on the shared 2-core machine with the type check and lint beside it (load 19),
  // 500 s for the whole file in CI on a starved machine. Each role's test waits for its crawl,
  // which may have started with an earlier role's.
  it.each(SIGNED_IN)(
    '%s: every page it can reach',
    async (email) => {
      await crawlOf(browser, email);
      const who = email.split('@')[0];
      const reached = new Set(visits.filter((v) => v.who === who).map((v) => v.route));
      // Every menu route and the routes its lists link to are reached from the menu.
      expect(reached.size).toBeGreaterThan(5);
      expect(findings.filter((f) => f.who === who)).toEqual([]);
    },
    600_000,
  );
});
