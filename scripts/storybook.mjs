// `npm run storybook`: the component workshop on :6006 (ui-kit components and web screens).
// `npm run build-storybook` (this script with `build`): the static site into storybook-static/
// (gitignored), to open from any web server or a file:// URL.
// Plain Node so it runs the same on every machine; flags keep Storybook off the network
// (no version check) and non-interactive (no prompts, no browser opening).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const port = process.env.STORYBOOK_PORT ?? '6006';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

const build = process.argv[2] === 'build';
const args = build
  ? ['storybook', 'build', '-o', 'storybook-static', '--disable-telemetry', ...process.argv.slice(3)]
  : ['storybook', 'dev', '-p', port, '--no-version-updates', '--ci', ...process.argv.slice(2)];

const child = spawn(npx, args, {
  cwd: root,
  stdio: 'inherit',
  // Own process group: npx does not pass signals on to storybook, so stopping this script
  // signals the whole group (otherwise an orphaned server keeps port 6006).
  detached: process.platform !== 'win32',
  env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
});

const stop = (signal) => {
  try {
    if (process.platform === 'win32') child.kill(signal);
    else process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal));
process.on('exit', () => stop('SIGTERM'));
child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
