import { readFileSync } from 'node:fs';

import type { Page } from 'playwright-core';

import { pollPause } from '../../../test-support/sleep';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Counts the page's requests still in flight (the app loads data after the page has loaded). */
export function trackRequests(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/**
 * Collects what the page itself reports broken: uncaught exceptions and anything the Content
 * Security Policy blocked. Each call returns what came since the last one.
 */
export function trackPageErrors(page: Page): () => string[] {
  let errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(`blocked: ${message.text().slice(0, 200)}`);
  });
  return () => {
    const taken = errors;
    errors = [];
    return taken;
  };
}

/** Waits until nothing has been in flight for a moment and no loading indicator shows. */
export async function settle(page: Page, inFlight: () => number, { quietMs = 300, maxMs = 10_000 } = {}): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) break;
    await pollPause(50);
  }
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: maxMs }).catch(() => undefined);
}

/** axe-core's violations on the page, one line each: rule, impact, help and the first elements. */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated by the browser's debugger, which the page's Content Security Policy does not govern
  // (a <script> tag would be blocked, as it should be).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The lines are made in the page: axe's whole result (every rule that passed or did not apply,
  // with its elements) sent back was most of the end-to-end runner's CPU, in Playwright checking
  // each message's shape (docs/performance.md, section 23).
  return page.evaluate(async () => {
    interface AxeResult {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string }[] }[];
    }
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }).axe;
    // A dialog still fading in has its colours half-mixed with the page: axe would measure a
    // contrast nobody sees. Finite animations and transitions end first (spinners never do).
    const ending = document.getAnimations().filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)));
    // eslint-disable-next-line no-restricted-syntax -- runs in the page: a bound on the browser's wait, not the test's clock
    await Promise.race([Promise.all(ending.map((a) => a.finished.catch(() => undefined))), new Promise((done) => setTimeout(done, 2000))]);
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (v) =>
        `axe ${v.id} (${v.impact}): ${v.help} at ${v.nodes
          .slice(0, 3)
          .map((n) => `${JSON.stringify(n.target)} ${n.html.slice(0, 160)}`)
          .join(', ')}${v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : ''}`,
    );
  });
}

/** Sideways scrolling of the page, with the elements that stick out past the viewport. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    const culprits: string[] = [];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const rect = el.getBoundingClientRect();
      if (rect.right <= width + 1 || rect.width === 0) continue;
      // Only the outermost culprit: its children stick out because it does.
      if (el.parentElement && el.parentElement.getBoundingClientRect().right > width + 1) continue;
      const label =
        el.tagName.toLowerCase() + (el.id ? `#${el.id}` : '') + (el.getAttribute('aria-label') ? `[aria-label="${el.getAttribute('aria-label')}"]` : '');
      culprits.push(`${label} to ${Math.round(rect.right)} px`);
      if (culprits.length >= 3) break;
    }
    return [`scrolls sideways at ${width} px (page ${document.documentElement.scrollWidth} px wide): ${culprits.join(', ')}`];
  });
}

/**
 * Issue 50: on a phone every list keeps its amount and its status whole. Lists (the kit's
 * DataTable) mark their cells with the stacked-row slot (data-phone); each row's amount cell must
 * show, inside the viewport and every box that clips it, with its text not cut, and its status
 * cell must show with text in it. Money in any other cell of a list is held to the same rule.
 */
export async function phoneListProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MONEY = /[$]\s?-?[\d,]+\.\d\d/;
    const width = window.innerWidth;
    const shown = (el: Element) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden';
    const clipped = (el: HTMLElement): boolean => {
      const rect = el.getBoundingClientRect();
      if (el.scrollWidth > el.clientWidth + 1) return true;
      if (rect.right > width + 1 || rect.left < -1) return true;
      for (let up = el.parentElement; up; up = up.parentElement) {
        if (getComputedStyle(up).overflowX === 'visible') continue;
        const box = up.getBoundingClientRect();
        if (rect.right > box.right + 1 || rect.left < box.left - 1) return true;
      }
      return false;
    };
    const problems: string[] = [];
    for (const table of Array.from(document.querySelectorAll('table'))) {
      if (!shown(table) || !table.querySelector('td[data-phone]')) continue;
      const name = table.getAttribute('aria-label') ?? 'a list';
      const hasStatus = table.querySelector('th[data-phone="status"]') !== null;
      for (const row of Array.from(table.querySelectorAll('tbody > tr'))) {
        const cells = Array.from(row.querySelectorAll<HTMLElement>('td[data-phone]'));
        const code = cells.find((cell) => cell.dataset.phone === 'title')?.textContent?.trim() ?? 'a row';
        for (const cell of cells) {
          const text = cell.textContent?.trim() ?? '';
          const amount = cell.dataset.phone === 'amount';
          if (!amount && !MONEY.test(text)) continue;
          if (amount && !shown(cell)) problems.push(`${name}: the amount of ${code} is not shown at ${width} px`);
          else if (shown(cell) && clipped(cell)) problems.push(`${name}: the amount of ${code} is clipped at ${width} px ("${text}")`);
        }
        if (!hasStatus) continue;
        const status = cells.find((cell) => cell.dataset.phone === 'status');
        if (!status || !shown(status) || !status.textContent?.trim()) problems.push(`${name}: the status of ${code} is not shown at ${width} px`);
        else if (clipped(status)) problems.push(`${name}: the status of ${code} is clipped at ${width} px`);
      }
    }
    return problems.slice(0, 5);
  });
}
