import { Logger } from '@nestjs/common';

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

  const after = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    let finished = false;
    const started = Date.now();
    const outcome = await receiptAtOnce(async () => {
      await after(600);
      finished = true;
    }, 20);
    expect(outcome).toBe(false);
    // Answered at its wait, not at the send's end (a wide margin for a busy machine).
    expect(Date.now() - started).toBeLessThan(500);
    expect(finished).toBe(false);
    expect(warnings).toEqual(['receipt not sent within 20 ms: the process sends it']);
    await after(700);
    expect(finished).toBe(true);
  });

  it('a slow send that fails later leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      expect(
        await receiptAtOnce(async () => {
          await after(60);
          throw new Error('connection reset');
        }, 10),
      ).toBe(false);
      await after(120);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
