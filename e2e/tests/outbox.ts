import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

import { pollPause } from '../../test-support/sleep';
import { DATA_DIR } from './browser';

/** The newest e-mail in the platform's outbox that mentions `needle`, decoded. */
export async function waitForMail(needle: string, timeoutMs = 30000): Promise<string> {
  const dir = join(DATA_DIR, 'outbox');
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const files = (await readdir(dir).catch(() => [] as string[])).sort().reverse();
    for (const f of files) {
      // Quoted-printable soft line breaks would split the link.
      const text = (await readFile(join(dir, f), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      if (text.includes(needle)) return text;
    }
    await pollPause(250);
  }
  throw new Error(`no e-mail mentioning ${needle} within ${timeoutMs} ms`);
}
