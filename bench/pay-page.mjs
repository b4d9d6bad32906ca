// Benchmark 3: JavaScript the public pay page (/pay/{accessKey}) sends before the payer can use
// the form, gzipped (zlib level 6, what a compressing server sends), in headless Chromium.
import { createRequire } from 'node:module';
import { gzipSync } from 'node:zlib';

import { readBaseline, runNote, saveBaselinePartIfAsked } from './baselines.mjs';
import { fmt, table } from './stats.mjs';

const require = createRequire(import.meta.url);

// The payer's form: a card field or the pay button, ready (visible, enabled).
const FORM = 'form input:not([type=hidden]), form button[type=submit]';

export async function payPageBenchmark({ baseUrl, chromium, accessKey, kind = 'pay' }) {
  const { chromium: launcher } = require('playwright-core');
  const browser = await launcher.launch({ executablePath: chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const scripts = [];
    let formAt;
    const seen = [];
    page.on('response', async (response) => {
      const url = response.url();
      seen.push(`${response.status()} ${new URL(url).pathname} ${response.headers()['content-type'] ?? ''}`);
      const type = response.headers()['content-type'] ?? '';
      if (!/javascript/.test(type) && !/\.m?js(\?|$)/.test(new URL(url).pathname)) return;
      const seenAt = Date.now();
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: new URL(url).pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length, seenAt });
    });
    const path = `/${kind}/${encodeURIComponent(accessKey)}`;
    const started = Date.now();
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'domcontentloaded' });
    let interactive = false;
    try {
      const field = page.locator(FORM).first();
      await field.waitFor({ state: 'visible', timeout: 20000 });
      await page.waitForFunction(
        (sel) => {
          const el = document.querySelector(sel);
          return el && !el.disabled;
        },
        FORM,
        { timeout: 20000 },
      );
      interactive = true;
      formAt = Date.now();
    } catch {
      // no payer form on this route (yet): everything loaded without interaction is counted
    }
    await page.waitForLoadState('networkidle').catch(() => {});
    await new Promise((r) => setTimeout(r, 300)); // response bodies of the last scripts
    const before = interactive ? scripts.filter((s) => s.seenAt <= formAt) : scripts;
    const heading =
      (
        await page
          .locator('h1, h2')
          .first()
          .textContent({ timeout: 2000 })
          .catch(() => null)
      )?.trim() ?? null;
    return {
      path: `/${kind}/{accessKey}`,
      interactive,
      formMs: interactive ? formAt - started : null,
      heading,
      finalPath: new URL(page.url()).pathname.replace(encodeURIComponent(accessKey), '{accessKey}'),
      before: { count: before.length, raw: sum(before, 'raw'), gzip: sum(before, 'gzip') },
      all: { count: scripts.length, raw: sum(scripts, 'raw'), gzip: sum(scripts, 'gzip') },
      scripts,
      seen,
    };
  } finally {
    await browser.close();
  }
}

const sum = (list, key) => list.reduce((s, x) => s + x[key], 0);
const kb = (bytes) => fmt(bytes / 1024, 1);

// Issue 13: the pay pages keep under 110 KB of gzipped JavaScript before the payer can use the form.
const GOAL_KB = 110;

export function printPayPage(r) {
  console.log(
    table([
      [`${r.path} JavaScript`, 'files', 'raw KB', 'gzipped KB'],
      [
        r.interactive ? 'before the form is interactive' : 'all loaded without interaction (no form found)',
        r.before.count,
        kb(r.before.raw),
        kb(r.before.gzip),
      ],
      ['all loaded without interaction', r.all.count, kb(r.all.raw), kb(r.all.gzip)],
    ]),
  );
  console.log(
    `  ${r.interactive ? `form interactive after ${r.formMs} ms (page heading ${JSON.stringify(r.heading)})` : `no payer form found at ${r.path} (ended at ${r.finalPath}, heading ${JSON.stringify(r.heading)})`}`,
  );
  console.log(`  goal under ${GOAL_KB} KB gzipped before interaction: ${kb(r.before.gzip)} KB (${r.before.gzip < GOAL_KB * 1024 ? 'met' : 'missed'})`);
  // The previous run's figures beside these (bench/baselines/page.json; BENCH_SAVE=1 replaces them).
  const kind = r.path.split('/')[1];
  const previous = readBaseline('page');
  const before = previous?.[kind];
  console.log(
    before
      ? `  previous run (${previous.run}): ${fmt(before.gzipKB, 1)} KB gzipped in ${before.files} files, form interactive after ${before.formMs ?? 'n/a'} ms`
      : '  previous run: none saved',
  );
  const saved = saveBaselinePartIfAsked('page', runNote(), kind, { gzipKB: r.before.gzip / 1024, files: r.before.count, formMs: r.formMs });
  if (saved) console.log(`  figures saved as the next run's "previous" (${saved})`);
  if (r.scripts.length === 0) console.log(`  no JavaScript was loaded; responses: ${r.seen.join(', ')}`);
  for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip)) console.log(`    ${s.url}  ${kb(s.raw)} KB raw, ${kb(s.gzip)} KB gzipped`);
}

/** A fresh checkout to load at /checkout/{accessKey}: an API key of the demo owner, then the merchant API. */
export async function benchCheckoutAccessKey(api, baseUrl) {
  const token = await api.login('owner@demo.test');
  const created = await api.gql('mutation { createKeys(name: "bench") { apiKey secretKey } }', {}, token);
  const { apiKey, secretKey } = created.createKeys;
  const res = await fetch(`${baseUrl}/api/v1/checkouts`, {
    method: 'POST',
    headers: { authorization: `Basic ${Buffer.from(`${apiKey}:${secretKey}`).toString('base64')}`, 'content-type': 'application/json' },
    body: JSON.stringify({ amount: '450.00', orderId: 'BENCH-1', responseUrl: `${baseUrl}/payment-terms`, cancelUrl: `${baseUrl}/restricted-business` }),
  });
  if (res.status !== 201) throw new Error(`bench checkout: ${res.status} ${await res.text()}`);
  const { url } = await res.json();
  return decodeURIComponent(new URL(url).pathname.split('/').pop());
}
