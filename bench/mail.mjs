// The receipts' e-mail over SMTP: what a message costs its sender through a pool of open
// connections (MailService's default) against a connection of its own per message (the URL's
// pool=false, as before). The real MailService of api/dist against a real SMTP server (smtp-server,
// STARTTLS and login, in a child process), receipt-sized messages, 16 at once as 16 payers' receipts.
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

import { closedLoop } from './stats.mjs';

const require = createRequire(import.meta.url);
const SINK = fileURLToPath(new URL('./smtp-sink.mjs', import.meta.url));
const MESSAGES = 400;
const CONCURRENCY = 16;

// About a receipt's length (api/src/payments/charge-steps.ts sendReceiptMails).
const BODY = `Dear Ada Lovelace,\n\nThank you, we received your payment.\n\n${'Invoice: INV-123456 (Kayak tour)\nMerchant: Demo Tours\nSubtotal: $120.00\n'.repeat(2)}\nThe seller's refund policy applies.`;

/**
 * The SMTP server in a child process: { pid, port, ask('cpu'), stop() }. `detached`: a process
 * group of its own, so that the pay bench's CPU meter (bench/cpu.mjs) counts it as a service.
 */
export function startSmtpSink({ detached = false } = {}) {
  const child = fork(SINK, [], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'], detached });
  const ask = (what) =>
    new Promise((resolve) => {
      child.once('message', resolve);
      child.send(what);
    });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', ({ port }) => resolve({ pid: child.pid, port, ask, stop: () => child.connected && child.send('stop') }));
  });
}

/** SMTP_URL for the sink: STARTTLS with its test certificate, login; pooled unless `pool` is false. */
export function smtpSinkUrl(port, pool = true) {
  return `smtp://bench:secret@127.0.0.1:${port}/?tls.rejectUnauthorized=false${pool ? '' : '&pool=false'}`;
}

async function phase(MailService, pool) {
  const sink = await startSmtpSink();
  const mail = new MailService({ smtpUrl: smtpSinkUrl(sink.port, pool), mailFrom: 'noreply@demo.test' });
  // Warm-up (not measured): the code paths compiled, the pool's connections open.
  await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => mail.send({ to: `warm${i}@demo.test`, subject: 'warm-up', text: BODY })));
  const before = await sink.ask('cpu');
  const self = process.cpuUsage();
  const result = await closedLoop({
    count: MESSAGES,
    concurrency: CONCURRENCY,
    op: (i) => mail.send({ to: `payer${i}@demo.test`, subject: `Payment receipt for invoice INV-${i}`, text: BODY }),
  });
  const sender = process.cpuUsage(self);
  const after = await sink.ask('cpu');
  mail.onModuleDestroy();
  sink.stop();
  const ms = (u) => (u.user + u.system) / 1000;
  return {
    ...result,
    senderMs: ms(sender) / MESSAGES,
    serverMs: (ms(after.cpu) - ms(before.cpu)) / MESSAGES,
    // Opened during the measured messages (the pool's were opened by the warm-up).
    connections: after.connections - before.connections,
  };
}

export async function mailBenchmark() {
  const { MailService } = require('../api/dist/mail/mail.service.js');
  const { Logger } = require('@nestjs/common');
  Logger.overrideLogger(['error']);
  const perMessage = await phase(MailService, false);
  const pooled = await phase(MailService, true);
  return { perMessage, pooled };
}

export function printMail({ perMessage, pooled }) {
  const row = (name, r) =>
    `${name.padEnd(34)}${r.perSecond.toFixed(1).padStart(12)}${r.p50.toFixed(1).padStart(9)}${r.p99.toFixed(1).padStart(9)}${r.senderMs.toFixed(2).padStart(16)}${r.serverMs.toFixed(2).padStart(16)}${String(r.connections).padStart(17)}${`${r.failed}/${r.count}`.padStart(9)}`;
  console.log(
    `${'SMTP, 16 at once, STARTTLS + login'.padEnd(34)}${'messages/s'.padStart(12)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'sender CPU ms'.padStart(16)}${'server CPU ms'.padStart(16)}${'new connections'.padStart(17)}${'failed'.padStart(9)}`,
  );
  console.log(row('a connection per message (before)', perMessage));
  console.log(row('pooled connections (now)', pooled));
  console.log(
    `  pooled against a connection per message: sender CPU per message ${(perMessage.senderMs / pooled.senderMs).toFixed(1)}x less, throughput ${(pooled.perSecond / perMessage.perSecond).toFixed(1)}x; a paid invoice sends two (the payer's receipt, the merchant's notice)`,
  );
}
