import { totpCodeAt, totpStep } from '../api/src/auth/second-factor/totp';
import { DEMO_TOTP_KEY } from '../api/src/seeders/demo-data';
import { pollPause } from './sleep';

// Issue 44: the enrolled demo accounts (staff, Owner, Admin) sign in with a code of the public demo key. The API accepts
// each code once (a step after the last one it accepted) and one step either side of now, so a
// run signing in as one account several times within 30 seconds takes the next step each time,
// and waits (on the clock's step, not a fixed time) only when the next one is not yet in reach.

export { DEMO_TOTP_KEY };

/** The last step used per account; `load` and `save` keep it across processes (e2e files). */
export interface StepStore {
  load: () => Record<string, number>;
  save: (steps: Record<string, number>) => void;
}

export function memoryStepStore(): StepStore {
  let steps: Record<string, number> = {};
  return { load: () => steps, save: (next) => (steps = next) };
}

export class DemoCodes {
  private chain: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly store: StepStore = memoryStepStore(),
    private readonly key: string = DEMO_TOTP_KEY,
  ) {}

  /** True when a fresh code for `email` is usable now (no wait). */
  inReach(email: string, now = Date.now()): boolean {
    return this.stepFor(email, now) <= totpStep(now) + 1;
  }

  /** The next code the API has not accepted for `email`, marked used; waits for the clock if needed. One at a time. */
  next(email: string): Promise<string> {
    const run = this.chain.then(async () => {
      const step = this.stepFor(email, Date.now());
      while (totpStep() + 1 < step) await pollPause(250);
      this.store.save({ ...this.store.load(), [email]: step });
      return totpCodeAt(this.key, step);
    });
    this.chain = run.catch(() => undefined);
    return run;
  }

  /**
   * The step to use: never the one before now, though the API still takes it: on a loaded
   * machine the clock can pass a step's end between typing the code and its check, and the
   * step before would then be two behind (refused). The current one lasts 30 s more at least.
   */
  private stepFor(email: string, now: number): number {
    const last = this.store.load()[email] ?? 0;
    return Math.max(totpStep(now), last + 1);
  }
}
