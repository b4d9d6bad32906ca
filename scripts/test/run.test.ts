// Services started by the scripts (scripts/lib/run.mjs): what a service prints once it was asked
// to stop is kept in its log, not printed (the Temporal dev server's shutdown errors after the
// test summary read like a failure).
import { pollPause } from '../../test-support/sleep';

interface Child {
  exited: Promise<unknown>;
}
interface Run {
  service: (name: string, cmd: string, args: string[], options?: { onOutput?: (text: string) => void }) => Child;
  stopServices: (only?: Child[], graceMs?: number) => Promise<void>;
}

let run: Run;
beforeAll(async () => {
  run = (await import('../lib/run.mjs')) as Run;
});

it("prints a service's lines until it is asked to stop, and logs them all", async () => {
  const printed: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    printed.push(String(chunk));
    return true;
  });
  try {
    const logged: string[] = [];
    const script = `console.log('ready'); process.on('SIGTERM', () => { console.log('ERROR service failures while stopping'); process.exit(0); }); setInterval(() => {}, 1000);`;
    const child = run.service('svc', process.execPath, ['-e', script], { onOutput: (text) => logged.push(text) });
    // Generous bounds: on a busy CI machine a child node can take seconds to start or to answer.
    for (let i = 0; i < 600 && !logged.join('').includes('ready'); i++) await pollPause(50);
    await run.stopServices([child], 30000);
    await child.exited;
    expect(printed.join('')).toContain('ready');
    expect(printed.join('')).not.toContain('service failures');
    expect(logged.join('')).toContain('ERROR service failures while stopping');
  } finally {
    spy.mockRestore();
  }
});
