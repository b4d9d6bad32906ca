// Is the typed REST client (client/, decision 0188) current? It is generated from the OpenAPI
// document the API builds: `npm run generate -w client` writes client/openapi.json (by
// api/dist/cli/print-openapi.js) and client/src/schema.ts (openapi-typescript). This builds both
// again into memory and a scratch file and fails when either differs from the committed one.
//
// `node scripts/check-client.mjs` on its own (after a build), and a stage of `npm test` (with --types).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Problem } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';

const STALE = 'the typed REST client is stale: run `npm run build -w api && npm run generate -w client` and commit client/';

/** openapi-typescript's command, as the client workspace installed it. */
function generator() {
  const manifest = createRequire(join(ROOT, 'client', 'package.json')).resolve('openapi-typescript/package.json');
  return join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin['openapi-typescript']);
}

export async function checkClient(env = {}) {
  const script = join(ROOT, 'api/dist/cli/print-openapi.js');
  if (!existsSync(script)) throw new Problem('api/dist/cli/print-openapi.js does not exist: run npm run build -w api');
  const printed = await run(process.execPath, [script], { env: { DEV_MODE: '1', ...env }, quiet: true });
  if (printed !== readFileSync(join(ROOT, 'client/openapi.json'), 'utf8'))
    throw new Problem(`client/openapi.json differs from the document the API builds: ${STALE}`);
  const dir = mkdtempSync(join(tmpdir(), 'client-check-'));
  try {
    const out = join(dir, 'schema.ts');
    await run(process.execPath, [generator(), join(ROOT, 'client/openapi.json'), '--output', out], { cwd: join(ROOT, 'client'), quiet: true });
    if (readFileSync(out, 'utf8') !== readFileSync(join(ROOT, 'client/src/schema.ts'), 'utf8'))
      throw new Problem(`client/src/schema.ts differs from openapi.json: ${STALE}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  checkClient().then(
    () => console.log('the typed REST client is current'),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
