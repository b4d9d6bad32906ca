// Debian's Chromium for the end-to-end tests (Playwright's own browser download does not work here).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

import { fail, say, timed } from './log.mjs';
import { run } from './run.mjs';

function which(name) {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const find = () => ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync) ?? which('chromium') ?? which('chromium-browser');
const findShell = () => ['/usr/bin/chromium-headless-shell'].find(existsSync) ?? which('chromium-headless-shell');
const canInstall = () => process.getuid?.() === 0 && Boolean(which('apt-get'));

/** apt-get install of one Debian package, quiet unless it fails. */
async function aptInstall(name) {
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { quiet: true, env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', name], { quiet: true, env });
}

/** CHROMIUM_PATH, else an installed Chromium, else apt-get install chromium (as root). */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist: fix or unset it.`);
    return process.env.CHROMIUM_PATH;
  }
  const known = find();
  if (known) return known;
  if (!canInstall()) {
    fail('Chromium is needed for the end-to-end tests: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.');
  }
  await timed('Chromium installed (apt-get install chromium)', async () => {
    try {
      await aptInstall('chromium');
    } catch (error) {
      say(error.output ?? '');
      fail('apt-get could not install chromium (output above): install it yourself or set CHROMIUM_PATH.');
    }
  });
  const installed = find();
  if (!installed) fail('apt-get installed chromium but no chromium binary was found: set CHROMIUM_PATH.');
  return installed;
}

/**
 * The end-to-end tests' browser: CHROMIUM_PATH, else Debian's chromium-headless-shell (installed
 * when missing, as root), else Chromium. The shell is the same Blink without the browser around
 * it: 24% less CPU over the same end-to-end files, measured (docs/performance.md, section 18).
 */
export async function ensureTestBrowser() {
  if (process.env.CHROMIUM_PATH) return ensureChromium();
  const shell = findShell();
  if (shell) return shell;
  if (canInstall()) {
    try {
      await timed('chromium-headless-shell installed (apt-get)', () => aptInstall('chromium-headless-shell'));
    } catch (error) {
      const why = String(error.output ?? error.message)
        .trim()
        .split('\n')
        .pop();
      say(`  apt-get could not install chromium-headless-shell (${why}): Chromium instead`);
    }
  }
  return findShell() ?? ensureChromium();
}
