// Are the committed typed GraphQL documents current? `npm run codegen` writes them (web/src/gql
// and web/src/modules/payments/gql, config web/codegen.ts) from api/schema.graphql and the
// documents in web/src; this runs the same generation in GraphQL Code Generator's check mode,
// which writes nothing and fails when a generated file would change. It also fails when a
// document does not validate against the schema (an unknown field, a wrong argument type).
//
// `node scripts/check-codegen.mjs` on its own, and a stage of `npm test` (with --types).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Problem } from './lib/log.mjs';
import { ROOT } from './lib/paths.mjs';
import { binOf, run } from './lib/run.mjs';

export async function checkCodegen() {
  const cli = binOf('@graphql-codegen/cli', 'graphql-codegen');
  try {
    await run(process.execPath, [cli, '--config', 'codegen.ts', '--check'], { cwd: join(ROOT, 'web'), quiet: true });
  } catch (error) {
    const output = String(error.output ?? error.message);
    if (output.includes('stale files')) {
      const stale = [...output.matchAll(/^[\s,]*- (\S+)$/gm)].map((m) => `  web/${m[1]}`);
      throw new Problem(`generated GraphQL types are stale: run \`npm run codegen\` and commit the result\n${stale.join('\n')}`);
    }
    throw new Problem(`GraphQL Code Generator failed (a document may not match api/schema.graphql):\n${output.trim()}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  checkCodegen().then(
    () => console.log('generated GraphQL types are current'),
    (error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
