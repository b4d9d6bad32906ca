import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import { apiLogin, gql } from './api';
import { BASE_URL } from './browser';

// The REST API as an integrator's contract fuzzer sees it (issue 45, decision 0187): Schemathesis
// (PyPI, pinned) runs every check with its coverage, fuzzing and stateful phases against
// /api/v1/openapi.json, with a live key and then a test key, and must find nothing. It is
// installed on first use into a virtual environment under .tools/ (no python3: skipped, said so).

const ROOT = join(__dirname, '..', '..');
const SCHEMATHESIS = 'schemathesis==4.32.5';
const VENV = join(ROOT, '.tools', 'schemathesis');
const ST = join(VENV, 'bin', 'st');
const CONFIG = join(ROOT, 'e2e', 'contract', 'schemathesis.toml');
/** Each key's time budget: both runs within the 90 s the stage allows them. */
const SECONDS_PER_KEY = 35;

function python(): string | null {
  try {
    execFileSync('python3', ['--version'], { stdio: 'ignore' });
    return 'python3';
  } catch {
    return null;
  }
}

/** The pinned Schemathesis in .tools/schemathesis, installed when missing or of another version. */
function ensureSchemathesis(py: string): void {
  const wanted = SCHEMATHESIS.split('==')[1];
  const installed = existsSync(ST) ? execFileSync(ST, ['--version'], { encoding: 'utf8' }) : '';
  if (installed.includes(wanted)) return;
  execFileSync(py, ['-m', 'venv', VENV], { stdio: 'ignore' });
  execFileSync(join(VENV, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', SCHEMATHESIS], { stdio: 'pipe', timeout: 300_000 });
}

async function createKey(token: string, livemode: boolean): Promise<{ apiKey: string; secretKey: string }> {
  const r = await gql<{ createKeys: { apiKey: string; secretKey: string } }>(
    'mutation($n: String!, $l: Boolean) { createKeys(name: $n, livemode: $l) { apiKey secretKey } }',
    { n: `Contract fuzzer (${livemode ? 'live' : 'test'})`, l: livemode },
    token,
  );
  return r.createKeys;
}

/** One Schemathesis run with a key: its exit code and output. */
function fuzz(key: { apiKey: string; secretKey: string }): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      ST,
      [
        '--config-file',
        CONFIG,
        'run',
        `${BASE_URL}/api/v1/openapi.json`,
        '--checks',
        'all',
        '--phases',
        'examples,coverage,fuzzing,stateful',
        '--max-time',
        String(SECONDS_PER_KEY),
        // Below the key's 100 a second (API_RATE_LIMIT_PER_SECOND): the fuzzer tests the logic,
        // not the 429 (api/test/rest-api.test.ts does).
        '--rate-limit',
        '80/s',
      ],
      { env: { ...process.env, ST_API_KEY: key.apiKey, ST_SECRET_KEY: key.secretKey, NO_COLOR: '1' }, maxBuffer: 32 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

const py = python();
const describeWithPython = py ? describe : describe.skip;
if (!py) console.warn('rest-contract: python3 is missing, so Schemathesis cannot run: the REST contract is not fuzzed in this run');

describeWithPython('the REST API under Schemathesis', () => {
  let owner: string;

  beforeAll(async () => {
    ensureSchemathesis(py!);
    owner = await apiLogin('owner@demo.test');
  }, 300_000);

  it.each([
    ['a live key', true],
    ['a test key', false],
  ])('finds no failure with %s', async (_name, livemode) => {
    const { code, output } = await fuzz(await createKey(owner, livemode));
    // The summary names the failures and how to reproduce each (curl).
    if (code !== 0) throw new Error(`Schemathesis found failures (exit ${code}):\n${output.slice(-20_000)}`);
    expect(output).toMatch(/Stateful/);
    expect(output).not.toMatch(/failures? in/);
  });
});
