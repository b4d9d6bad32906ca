import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';

import type { AppConfig } from '../config/app-config';
import { MailService } from './mail.service';

describe('the outbox (no SMTP_URL)', () => {
  let dir: string;
  // Each message's log line (40 of them) would bury the suite's report: errors only here.
  beforeAll(() => {
    Logger.overrideLogger(['error']);
  });
  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']);
  });
  beforeEach(async () => (dir = await mkdtemp(join(tmpdir(), 'outbox-'))));
  afterEach(() => rm(dir, { recursive: true, force: true }));

  const service = (outboxDir: string) => new MailService({ smtpUrl: undefined, mailFrom: 'noreply@demo.test', outboxDir } as unknown as AppConfig);

  it('keeps every message, also many with one subject at once, in the order they were sent', async () => {
    const two = [service(dir), service(dir)]; // the API's and the worker's, in one process under the tests
    for (let i = 0; i < 40; i++) await two[i % 2].send({ to: `payer${i}@demo.test`, subject: 'Payment receipt for invoice INV-1', text: `message ${i}` });
    const files = (await readdir(dir)).sort();
    expect(files).toHaveLength(40);
    const bodies = await Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
    expect(bodies.map((b) => Number(/message (\d+)/.exec(b)?.[1]))).toEqual([...Array(40).keys()]);
    expect(files[0]).toMatch(/^\d{13}-\d{6}-\d+-payment-receipt-for-invoice-inv-1\.eml$/);
  });
});
