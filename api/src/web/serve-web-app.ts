import { existsSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';

/** The slice of Express's request and response the web app's serving needs. */
export interface WebRequest {
  method: string;
  path: string;
  headers: { 'accept-encoding'?: string | string[] };
}
export interface WebResponse {
  setHeader: (name: string, value: string) => void;
  sendFile: (path: string, options?: { headers?: Record<string, string> }) => void;
}

/** Paths the server answers itself; every other GET is the web app's. */
export const SERVER_PATHS = [
  '/api/',
  '/health',
  '/ready',
  '/metrics',
  '/issuePresignedURL',
  '/files/',
  '/transfer/',
  '/dispute/',
  '/webhooks/',
  '/sandbox/',
  '/ledger/export.csv',
];
/**
 * The public pay page is its own small entry (web/pay.html), not a route of the web app;
 * checkout.html is the same entry with the checkout's title painted before its script runs.
 */
const PAY_PAGES: { prefix: string; html: string }[] = [
  { prefix: '/pay/', html: 'pay.html' },
  { prefix: '/new-pay/', html: 'pay.html' },
  { prefix: '/checkout/', html: 'checkout.html' },
];

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/**
 * How long a file may be cached: Vite's hashed files under /assets/ never change (a year,
 * immutable); HTML and the update worker are asked for anew every time (a deploy is seen at
 * once); anything else an hour.
 */
export function cacheControlFor(urlPath: string): string {
  if (urlPath.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (urlPath.endsWith('.html') || urlPath.endsWith('service-worker.js')) return 'no-cache';
  return 'public, max-age=3600';
}

/** The precompressed variant to send for what the browser accepts: brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | string[] | undefined, available: { br: boolean; gz: boolean }): 'br' | 'gzip' | null {
  const accepted = (Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? ''))
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || Number(q.split('=')[1]) > 0)
    .map(([name]) => name.toLowerCase());
  if (available.br && accepted.includes('br')) return 'br';
  if (available.gz && (accepted.includes('gzip') || accepted.includes('*'))) return 'gzip';
  return null;
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * Express middleware serving the built web app from `webDist`: files with their cache lifetime
 * and their precompressed variant when the browser accepts it (written at build, see
 * web/vite.config.ts), and index.html (pay.html, checkout.html for the pay pages) for client-side routes.
 */
export function serveWebApp(webDist: string) {
  const root = normalize(webDist + sep);
  const indexHtml = join(webDist, 'index.html');
  // A pay page's HTML; a build without it (older, or pay.html alone) falls back to pay.html, then index.html.
  const payHtml = join(webDist, 'pay.html');
  const pageFor = (path: string): string => {
    const html = PAY_PAGES.find((p) => path.startsWith(p.prefix))?.html;
    if (!html) return indexHtml;
    return [join(webDist, html), payHtml].find((file) => existsSync(file)) ?? indexHtml;
  };

  const send = (req: WebRequest, res: WebResponse, file: string, urlPath: string) => {
    const encoding = encodingFor(req.headers['accept-encoding'], { br: isFile(`${file}.br`), gz: isFile(`${file}.gz`) });
    const headers: Record<string, string> = { 'Cache-Control': cacheControlFor(urlPath), Vary: 'Accept-Encoding', 'X-Content-Type-Options': 'nosniff' };
    const type = TYPES[extname(file)];
    if (type) headers['Content-Type'] = type;
    if (encoding) headers['Content-Encoding'] = encoding;
    res.sendFile(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file, { headers });
  };

  return (req: WebRequest, res: WebResponse, next: () => void): void => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.some((p) => req.path.startsWith(p))) return next();
    const file = normalize(join(webDist, decodeURIComponent(req.path)));
    // Never outside the build folder; a real file is sent as itself, anything else is a route.
    if (file.startsWith(root) && isFile(file) && !file.endsWith('.br') && !file.endsWith('.gz')) return send(req, res, file, req.path);
    send(req, res, pageFor(req.path), '/index.html');
  };
}
