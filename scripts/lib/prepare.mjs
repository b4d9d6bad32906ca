// Dependencies and compiled outputs, brought up to date only when needed.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

import { fail, say, timed } from './log.mjs';
import { ROOT, WORKFLOW_BUNDLE, WORKSPACES } from './paths.mjs';
import { run } from './run.mjs';

function mtime(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

const SKIP = new Set(['node_modules', 'dist', '.data', '.tools', '.test-data', 'storybook-static', 'coverage']);

/** Newest modification time of any file below `dir` (skipping outputs and dependencies). */
function newest(dir) {
  let latest = mtime(dir);
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : mtime(path));
  }
  return latest;
}

/**
 * `npm install` when node_modules is missing or older than package-lock.json or any
 * package.json (`npm ci` does not work against this registry: the lockfile lacks other
 * platforms' optional binaries).
 */
export async function ensureDependencies() {
  const marker = join(ROOT, 'node_modules', '.package-lock.json');
  const manifests = ['package.json', 'package-lock.json', ...WORKSPACES.map((w) => join(w, 'package.json'))];
  const stale = !existsSync(marker) || manifests.some((m) => mtime(join(ROOT, m)) > mtime(marker));
  if (!stale) return false;
  await timed('dependencies installed (npm install)', async () => {
    try {
      await run('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { quiet: true });
    } catch (error) {
      say(error.output ?? '');
      fail('npm install failed (output above): check access to the npm registry and try again.');
    }
  });
  return true;
}

/** Workspaces compiled by swc (src -> dist): always rebuilt, it takes about a second. */
const SWC = ['domain', 'client', 'workflows', 'api', 'worker'].filter((w) => WORKSPACES.includes(w));

async function buildWorkspaces(names, what) {
  const args = ['run', 'build', '--silent', '--if-present', ...names.flatMap((w) => ['-w', w])];
  await run('npm', args, { quiet: true }).catch((error) => {
    say(error.output ?? '');
    fail(`Compiling ${what} failed (output above): fix the error and try again.`);
  });
}

/** Whether `output` is newer than every file below `dirs` (relative to ROOT) and the lockfile. */
function isFresh(output, dirs) {
  return mtime(output) > Math.max(...dirs.map((d) => newest(join(ROOT, d))), mtime(join(ROOT, 'package-lock.json')));
}

/**
 * The workflow bundle a worker starts from (WORKFLOW_BUNDLE), when the workflow or domain
 * sources changed since it was made: webpack once here instead of in every worker that starts.
 */
async function ensureWorkflowBundle() {
  if (isFresh(WORKFLOW_BUNDLE, [join('workflows', 'src'), join('domain', 'src')])) return;
  await timed('workflow bundle built (webpack)', () =>
    run(process.execPath, [join(ROOT, 'worker/dist/cli/bundle-workflows.js'), WORKFLOW_BUNDLE], { quiet: true }).catch((error) => {
      say(error.output ?? '');
      fail('Bundling the workflows failed (output above): fix the error and try again.');
    }),
  );
}

/** Compiles the Node packages (swc), the workflow bundle and, unless `web` is false, the web app when their sources changed. */
export async function ensureBuild({ web = true } = {}) {
  await timed(`${SWC.join(', ')} compiled (swc)`, () => buildWorkspaces(SWC, SWC.join(', ')));
  if (SWC.includes('worker')) await ensureWorkflowBundle();
  if (!web || !WORKSPACES.includes('web')) return;
  if (isFresh(join(ROOT, 'web', 'dist', 'index.html'), ['web', 'ui-kit', join('domain', 'src')])) return;
  await timed('web app built (vite)', () => buildWorkspaces(['web'], 'the web app'));
}
