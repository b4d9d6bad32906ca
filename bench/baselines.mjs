// The previous run's figures of a bench, printed beside the new ones: bench/baselines/<name>.json.
// `BENCH_SAVE=1` replaces them with this run's (commit the file with the figures in
// docs/performance.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const fileOf = (name) => new URL(`./baselines/${name}.json`, import.meta.url);

/** The saved figures `{ run, ...figures }`, or undefined before the first save. */
export function readBaseline(name) {
  const file = fileOf(name);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** Saves this run's figures when BENCH_SAVE is set; returns the file's path if it did. */
export function saveBaselineIfAsked(name, run, figures) {
  if (!process.env.BENCH_SAVE) return undefined;
  const file = fileOf(name);
  writeFileSync(file, `${JSON.stringify({ run, ...figures }, null, 2)}\n`);
  return file.pathname;
}

/** The same for one part of a bench that prints its parts apart (the pay and checkout pages): the other parts stay. */
export function saveBaselinePartIfAsked(name, run, part, figures) {
  if (!process.env.BENCH_SAVE) return undefined;
  const parts = { ...readBaseline(name) };
  delete parts.run;
  return saveBaselineIfAsked(name, run, { ...parts, [part]: figures });
}

/** When a run printed now is noted: minutes, UTC. */
export const runNote = () => `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
