import { lookup } from 'node:dns/promises';
import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';

import { isPublicAddress } from './webhook-address';

// Where a webhook may go (issue 46): outside development, https to a public address only, checked
// when the URL is saved and again at every delivery (the name may point elsewhere by then: DNS
// rebinding), and the delivery connects to the very address checked, never looking the name up
// a second time. Development (`npm start`, tests with local receivers) sets
// WEBHOOK_ALLOW_PRIVATE=1 to keep http://localhost receivers working.

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** A name's addresses: the system's resolver, or one a test controls. */
export type WebhookResolver = (hostname: string) => Promise<ResolvedAddress[]>;

const systemResolver: WebhookResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

let resolver: WebhookResolver = systemResolver;

/** Replaces the resolver (tests: names they control, nothing sent to the network); none restores the system's. */
export function useWebhookResolver(next?: WebhookResolver): void {
  resolver = next ?? systemResolver;
}

/** The development switch: private and loopback receivers allowed, http included (WEBHOOK_ALLOW_PRIVATE=1). */
export function webhookAllowPrivate(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true';
}

export const WEBHOOK_TARGET_MESSAGES = {
  https: 'The URL must use https',
  notPublic: 'The URL must lead to a public internet address',
  notFound: 'The URL’s host could not be found',
} as const;

export type WebhookTarget = { ok: true; url: URL; pinned: ResolvedAddress | null } | { ok: false; reason: string };

/**
 * Checks `url` for a delivery: its host resolved once, every address public (one private
 * address among public ones is enough to refuse). `pinned` is the address to connect to (null
 * in development: the system connects as it likes).
 */
export async function checkWebhookTarget(text: string, allowPrivate = webhookAllowPrivate()): Promise<WebhookTarget> {
  const url = new URL(text);
  if (allowPrivate) return { ok: true, url, pinned: null };
  if (url.protocol !== 'https:') return { ok: false, reason: WEBHOOK_TARGET_MESSAGES.https };
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    try {
      addresses = await resolver(host);
    } catch {
      addresses = [];
    }
  }
  if (!addresses.length) return { ok: false, reason: WEBHOOK_TARGET_MESSAGES.notFound };
  if (!addresses.every((a) => isPublicAddress(a.address))) return { ok: false, reason: WEBHOOK_TARGET_MESSAGES.notPublic };
  return { ok: true, url, pinned: addresses[0] };
}

/**
 * The check when an endpoint is saved: the URL's error, if any. A name that does not resolve yet
 * is accepted (DNS may not be live when the merchant sets it up); every delivery checks again.
 */
export async function webhookUrlRefusal(text: string, allowPrivate = webhookAllowPrivate()): Promise<string | undefined> {
  const target = await checkWebhookTarget(text, allowPrivate);
  return target.ok || target.reason === WEBHOOK_TARGET_MESSAGES.notFound ? undefined : target.reason;
}

/** The connection goes to the checked address whatever the name resolves to now. */
function pinnedLookup(pinned: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    const cb = callback as (err: NodeJS.ErrnoException | null, address: string | ResolvedAddress[], family?: number) => void;
    if ((options as { all?: boolean }).all) cb(null, [pinned]);
    else cb(null, pinned.address, pinned.family);
  };
}

const MAX_READ = 64 * 1024;

/**
 * POSTs `body` to the checked target, without following redirects (a 3xx is the answer), within
 * `timeoutMs`. Answers the status and the start of the body (at most 64 KiB read).
 */
export function postWebhook(target: Extract<WebhookTarget, { ok: true }>, headers: Record<string, string>, body: string, timeoutMs: number) {
  const { url, pinned } = target;
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        signal: AbortSignal.timeout(timeoutMs),
        ...(pinned ? { lookup: pinnedLookup(pinned) } : {}),
        // One connection per delivery: a pooled socket could be to an address checked earlier.
        agent: false,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size >= MAX_READ) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= MAX_READ) res.destroy();
        });
        const done = () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
