// `npm run storybook-audit`: every story of the static Storybook (run `npm run build-storybook`
// first) opened in headless Chromium, its play function left to run, then axe-core with every rule
// the Storybook addon uses, colour contrast included (which jsdom, in `npm test`, cannot judge).
// Fails when a story has a violation, a page error or a failed play function.
//   npm run storybook-audit -- [id-prefix]        only stories whose id starts with the prefix
//   SCREENSHOTS=dir npm run storybook-audit       also a screenshot of the Foundations and Button docs
// Chromium: CHROMIUM_PATH, else /usr/bin/chromium (as the e2e tests).
import { mkdir, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(join(root, 'package.json'));
const { chromium } = require('playwright-core');
const dir = join(root, 'storybook-static');
const prefix = process.argv[2] ?? '';

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.json': 'application/json',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
  try {
    const body = await readFile(join(dir, path === '/' ? 'index.html' : path.replace(/^\/+/, '')));
    res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
    res.end(body);
  } catch {
    res.writeHead(404);
    res.end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;

let index;
try {
  index = JSON.parse(await readFile(join(dir, 'index.json'), 'utf8'));
} catch {
  console.error('storybook-static/index.json is missing: run `npm run build-storybook` first.');
  process.exit(1);
}
const stories = Object.values(index.entries).filter((e) => e.type === 'story' && e.id.startsWith(prefix));
const axeSource = await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });

if (process.env.SCREENSHOTS) {
  await mkdir(process.env.SCREENSHOTS, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const id of ['foundations-theme-tokens--docs', 'ui-kit-actions-button--docs']) {
    await page.goto(`${base}/index.html?path=/docs/${id}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: join(process.env.SCREENSHOTS, `${id}.png`) });
  }
  await page.close();
}

const started = Date.now();
const problems = [];
for (const story of stories) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const pageErrors = [];
  page.on('pageerror', (error) => pageErrors.push(String(error)));
  await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`);
  await page
    .waitForFunction(() => document.querySelector('#storybook-root')?.childElementCount > 0, null, { timeout: 10000 })
    .catch(() => pageErrors.push('nothing rendered'));
  // Let the play function and the addon's own axe run finish.
  await page.waitForTimeout(800);
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    for (let attempt = 0; attempt < 40; attempt++) {
      try {
        const result = await window.axe.run(document.body, { rules: { region: { enabled: false } }, resultTypes: ['violations'] });
        return result.violations.map(
          (v) =>
            `${v.id}: ${v.help} (${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')})`,
        );
      } catch (error) {
        if (!String(error).includes('already running')) throw error;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    }
    return ['axe did not get to run'];
  });
  const playError = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay') ? (document.querySelector('#error-message')?.textContent ?? 'error') : null,
  );
  const found = [...violations, ...pageErrors, ...(playError ? [`play: ${playError}`] : [])];
  if (found.length) problems.push({ id: story.id, found });
  await page.close();
}
await browser.close();
server.close();

for (const { id, found } of problems) console.log(`✗ ${id}\n  ${found.join('\n  ')}`);
console.log(`${stories.length} stories in Chromium, ${problems.length} with problems (${Math.round((Date.now() - started) / 1000)} s)`);
process.exit(problems.length ? 1 : 0);
