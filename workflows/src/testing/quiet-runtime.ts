import { DefaultLogger, Runtime } from '@temporalio/worker';

let installed = false;

/** Tests: keep the worker's state-change chatter out of the output; warnings still show. */
export function quietTemporalRuntime(): void {
  if (installed) return;
  installed = true;
  try {
    Runtime.install({ logger: new DefaultLogger('WARN') });
  } catch {
    // Already installed by another helper in this process.
  }
}
