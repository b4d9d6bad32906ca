import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { Logger } from '@nestjs/common';
import { SMTPServer } from 'smtp-server';

import { sleep } from '../../../test-support/sleep';
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

describe('SMTP (SMTP_URL)', () => {
  interface Received {
    to: string[];
    text: string;
  }
  let server: SMTPServer;
  let port: number;
  let connections: number;
  let received: Received[];
  let logins: string[];

  beforeAll(() => {
    Logger.overrideLogger(['error']);
  });
  afterAll(() => {
    Logger.overrideLogger(['log', 'error', 'warn', 'debug', 'verbose']);
  });

  beforeEach(async () => {
    connections = 0;
    received = [];
    logins = [];
    // A real SMTP server on loopback: STARTTLS with its own test certificate, login required.
    server = new SMTPServer({
      logger: false,
      onConnect: (_session, done) => {
        connections++;
        done();
      },
      onAuth: (auth, _session, done) => {
        logins.push(auth.username ?? '');
        done(auth.password === 'secret' ? null : new Error('Invalid login'), { user: auth.username });
      },
      onData: (stream, session, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), text: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const smtp = (query = '', password = 'secret') =>
    new MailService({
      smtpUrl: `smtp://mailer:${password}@127.0.0.1:${port}/?tls.rejectUnauthorized=false${query}`,
      mailFrom: 'noreply@demo.test',
    } as unknown as AppConfig);

  it('sends many messages at once over a few kept connections, each to its own address', async () => {
    const mail = smtp();
    try {
      await Promise.all(
        Array.from({ length: 24 }, (_, i) => mail.send({ to: `payer${i}@demo.test`, subject: `Payment receipt for invoice INV-${i}`, text: `message ${i}` })),
      );
      // Then one more after the burst: it goes over a connection already open.
      await mail.send({ to: 'merchant@demo.test', subject: 'Invoice INV-1 has been paid', text: 'last' });
    } finally {
      mail.onModuleDestroy();
    }
    expect(received).toHaveLength(25);
    for (let i = 0; i < 24; i++) {
      const message = received.find((r) => r.to[0] === `payer${i}@demo.test`);
      expect(message?.text).toContain(`Subject: Payment receipt for invoice INV-${i}`);
      expect(message?.text).toContain(`message ${i}`);
    }
    // nodemailer's pool opens at most 5 connections; one connection per message would be 25.
    expect(connections).toBeGreaterThanOrEqual(1);
    expect(connections).toBeLessThanOrEqual(5);
    expect(logins).toHaveLength(connections);
    expect(new Set(logins)).toEqual(new Set(['mailer']));
  });

  it('opens a connection again after the server closed an idle one', async () => {
    const mail = smtp();
    try {
      await mail.send({ to: 'a@demo.test', subject: 'first', text: 'one' });
      // The server drops every open connection (as a relay does with idle ones).
      for (const connection of (server as unknown as { connections: Set<{ close: () => void }> }).connections) connection.close();
      await sleep(100);
      await mail.send({ to: 'b@demo.test', subject: 'second', text: 'two' });
    } finally {
      mail.onModuleDestroy();
    }
    expect(received.map((r) => r.to[0])).toEqual(['a@demo.test', 'b@demo.test']);
    expect(connections).toBe(2);
  });

  it('fails the send (so the activity retries) when the server refuses the login', async () => {
    const mail = smtp('', 'wrong');
    try {
      await expect(mail.send({ to: 'a@demo.test', subject: 'refused', text: 'x' })).rejects.toThrow(/Invalid login/);
    } finally {
      mail.onModuleDestroy();
    }
    expect(received).toHaveLength(0);
  });

  it('keeps one connection per message when the URL says pool=false', async () => {
    const mail = smtp('&pool=false');
    try {
      for (let i = 0; i < 3; i++) await mail.send({ to: `p${i}@demo.test`, subject: 's', text: 't' });
    } finally {
      mail.onModuleDestroy();
    }
    expect(received).toHaveLength(3);
    expect(connections).toBe(3);
  });
});
