// Entry of every npm script: installs dependencies first (only Node's own modules are used up to
// here), then runs the script named by the first argument, whose imports may need them.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { paint, Problem } from './lib/log.mjs';
import { ensureDependencies } from './lib/prepare.mjs';

const [script] = process.argv.splice(2, 1);
try {
  await ensureDependencies();
} catch (error) {
  if (!(error instanceof Problem)) throw error;
  console.error(paint(`✗ ${error.message}`, 31));
  process.exit(1);
}
await import(pathToFileURL(resolve(script)).href);
