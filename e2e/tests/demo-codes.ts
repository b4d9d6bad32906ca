import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { DemoCodes } from '../../test-support/demo-totp';
import { DATA_DIR } from './browser-env';

// Issue 44: the demo accounts' codes, with the last step used per account kept in the
// run's data directory, so the next test file (another process) takes the next code.
const FILE = join(DATA_DIR, 'e2e-totp-steps.json');

export const demoCodes = new DemoCodes({
  load: () => (existsSync(FILE) ? (JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, number>) : {}),
  save: (steps) => {
    // The run's data directory may not exist yet when the first file signs in.
    mkdirSync(DATA_DIR, { recursive: true });
    writeFileSync(FILE, JSON.stringify(steps));
  },
});

/** The demo accounts enrolled with the demo key by the seed (api/src/seeders/demo-second-factor.ts): staff, Owner and Admin. */
export { DEMO_TOTP_EMAILS } from '../../api/src/seeders/demo-data';
