import { Logger } from '@nestjs/common';

import { sleep } from '../../../test-support/sleep';
import { receiptAtOnce } from './charge-steps';

// The charge activity's own receipt: true only when it went out in time; otherwise the process
// sends it, so a failure or a slow mail server must neither throw nor hold the payer's answer.
describe('receiptAtOnce', () => {
  let warnings: string[];
  beforeEach(() => {
    warnings = [];
    jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => void warnings.push(String(message)));
  });
  afterEach(() => jest.restoreAllMocks());

  // Fake timers: the receipt's wait is the test's to pass; each send ends when the test says so.
  afterEach(() => jest.useRealTimers());

  /** A send that is still out until `finish` or `fail` is called. */
  function heldSend() {
    let finish!: () => void;
    let fail!: (error: Error) => void;
    const state = { finished: false, started: false };
    const send = () => {
      state.started = true;
      return new Promise<void>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      }).then(() => void (state.finished = true));
    };
    return { send, state, finish: () => finish(), fail: (error: Error) => fail(error) };
  }

  it('is true when the receipt went out', async () => {
    let sent = 0;
    expect(await receiptAtOnce(async () => void sent++)).toBe(true);
    expect(sent).toBe(1);
    expect(warnings).toEqual([]);
  });

  it('is false, with the reason logged, when sending failed', async () => {
    expect(await receiptAtOnce(() => Promise.reject(new Error('mail server unreachable')))).toBe(false);
    expect(warnings).toEqual(['receipt not sent (mail server unreachable): the process sends it']);
  });

  it('is false after its wait when the mail server is slow, and the late send neither throws nor is lost', async () => {
    jest.useFakeTimers();
    const held = heldSend();
    let answer: boolean | undefined;
    const answered = receiptAtOnce(held.send, 20).then((outcome) => void (answer = outcome));
    await jest.advanceTimersByTimeAsync(19);
    expect(answer).toBeUndefined(); // still within its wait
    await jest.advanceTimersByTimeAsync(1);
    await answered;
    // Answered at its wait, while the send is still out.
    expect(answer).toBe(false);
    expect(held.state).toEqual({ started: true, finished: false });
    expect(warnings).toEqual(['receipt not sent within 20 ms: the process sends it']);
    held.finish();
    await jest.advanceTimersByTimeAsync(0);
    expect(held.state.finished).toBe(true);
  });

  it('a slow send that fails later leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      jest.useFakeTimers();
      const held = heldSend();
      const answered = receiptAtOnce(held.send, 10);
      await jest.advanceTimersByTimeAsync(10);
      expect(await answered).toBe(false);
      held.fail(new Error('connection reset'));
      // Node reports an unhandled rejection once the microtasks are done: a real turn of the loop.
      jest.useRealTimers();
      await sleep(0);
      await sleep(0);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
