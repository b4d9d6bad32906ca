import type { Browser } from 'playwright-core';

import { launch } from '../browser';
import { axeViolations, horizontalOverflow, phoneListProblems } from './page-checks';

// The audit's own checks, on pages made to fail them: a route audit that finds nothing must be
// one that would have found something.
describe('the route audit finds what is wrong on a page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser.close();
  });

  it('names axe-core violations with their elements, and none on a clean page', async () => {
    const page = await browser.newPage();
    await page.setContent('<html lang="en"><head><title>Bad</title></head><body><main><img src="x.png"><button></button></main></body></html>');
    const found = await axeViolations(page);
    expect(found).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^axe image-alt \(critical\): .* at \["img"\] <img src="x.png">/),
        expect.stringMatching(/^axe button-name /),
      ]),
    );
    await page.setContent('<html lang="en"><head><title>Good</title></head><body><main><h1>Invoices</h1><button>Pay</button></main></body></html>');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('names what sticks out past a phone-wide viewport', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.setContent('<html lang="en"><body><main><div id="wide" style="width: 900px">wide</div></main></body></html>');
    expect((await horizontalOverflow(page)).join('\n')).toMatch(/wide/);
    await page.close();
  });

  it('names a list amount clipped or a status missing on a phone, and nothing on a whole list', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const list = (amountStyle: string, status: string) => `<html lang="en"><body><main>
      <div style="overflow-x: auto; width: 380px"><table aria-label="Transfers" style="width: 600px">
        <thead><tr><th data-phone="title">ID</th><th data-phone="amount">Amount</th><th data-phone="status">Status</th></tr></thead>
        <tbody><tr><td data-phone="title" style="width: 300px">TRF-2026-360581</td>
          <td data-phone="amount" style="${amountStyle}">$24,956.40</td><td data-phone="status" style="${status}">Paid</td></tr></tbody>
      </table></div></main></body></html>`;
    await page.setContent(list('', 'display: none'));
    const found = await phoneListProblems(page);
    expect(found).toEqual([
      'Transfers: the amount of TRF-2026-360581 is clipped at 390 px ("$24,956.40")',
      'Transfers: the status of TRF-2026-360581 is not shown at 390 px',
    ]);
    await page.setContent(list('', '').replace('width: 600px', 'width: 360px').replace('width: 300px', 'width: 120px'));
    expect(await phoneListProblems(page)).toEqual([]);
    await page.close();
  });
});
