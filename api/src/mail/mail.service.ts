import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';

import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface MailMessage {
  to: string | string[];
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the message (reports): text or bytes, with their MIME type. */
  attachments?: { filename: string; content: string | Buffer; contentType: string }[];
}

/** Numbers this process's outbox files: two messages with one subject in one millisecond were one file. */
let outboxFiles = 0;

// SMTP when SMTP_URL is set; otherwise every message is written to DATA_DIR/outbox as an .eml
// file a person can open, and its subject is logged.
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transport: Transporter;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    // SMTP through a pool of open connections: every paid invoice sends two messages, and a
    // connection of its own each (TCP, greeting, EHLO, STARTTLS's TLS handshake, login, QUIT) cost
    // the sender several times the message itself (docs/performance.md section 22). The URL's own
    // `pool=false` still wins.
    this.transport = config.smtpUrl
      ? nodemailer.createTransport({ url: config.smtpUrl, pool: true })
      : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  }

  /** Closes the pool's connections (QUIT) when the API or the worker stops. */
  onModuleDestroy(): void {
    this.transport.close();
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transport.sendMail({ from: this.config.mailFrom, ...message });
    if (!this.config.smtpUrl) {
      const slug = message.subject
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .slice(0, 40);
      // Time first, so that the names sort as the messages were sent; the process id apart from the
      // API's and the worker's messages, which share the outbox.
      const file = join(this.config.outboxDir, `${Date.now()}-${String(++outboxFiles).padStart(6, '0')}-${process.pid}-${slug}.eml`);
      await writeOutboxFile(this.config.outboxDir, file, (info as { message: Buffer }).message);
      this.logger.log(`"${message.subject}" to ${String(message.to)} -> ${file}`);
    }
  }
}

/** Writes a message file, making the outbox folder only when it is missing (not a mkdir before every message). */
async function writeOutboxFile(dir: string, file: string, message: Buffer): Promise<void> {
  try {
    await writeFile(file, message);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dir, { recursive: true });
    await writeFile(file, message);
  }
}
