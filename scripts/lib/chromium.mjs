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

/** CHROMIUM_PATH, else an installed Chromium, else apt-get install chromium (as root). */
export async function ensureChromium() {
  if (process.env.CHROMIUM_PATH) {
    if (!existsSync(process.env.CHROMIUM_PATH)) fail(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist: fix or unset it.`);
    return process.env.CHROMIUM_PATH;
  }
  const known = find();
  if (known) return known;
  if (process.getuid?.() !== 0 || !which('apt-get')) {
    fail('Chromium is needed for the end-to-end tests: install it (Debian: sudo apt-get install chromium) or set CHROMIUM_PATH.');
  }
  await timed('Chromium installed (apt-get install chromium)', async () => {
    const env = { DEBIAN_FRONTEND: 'noninteractive' };
    try {
      await run('apt-get', ['update', '-qq'], { quiet: true, env });
      await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { quiet: true, env });
    } catch (error) {
      say(error.output ?? '');
      fail('apt-get could not install chromium (output above): install it yourself or set CHROMIUM_PATH.');
    }
  });
  const installed = find();
  if (!installed) fail('apt-get installed chromium but no chromium binary was found: set CHROMIUM_PATH.');
  return installed;
}
