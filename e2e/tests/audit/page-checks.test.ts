import type { Browser } from 'playwright-core';

import { launch } from '../browser';
import { axeViolations, horizontalOverflow } from './page-checks';

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
});
