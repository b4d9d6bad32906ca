import { Role } from '@pg/domain';

/** The demo accounts of the six roles (api/src/seeders/demo-data.ts). */
export const ROLE_OF: Record<string, Role> = {
  'pg.admin@demo.test': Role.PG_ADMIN,
  'bank.admin@demo.test': Role.BANK_ADMIN,
  'bank.finance@demo.test': Role.BANK_FINANCE,
  'owner@demo.test': Role.OWNER,
  'admin@demo.test': Role.ADMIN,
  'user@demo.test': Role.USER,
};

export interface RouteVisit {
  who: string;
  route: string;
  path: string;
  /** Whether the route table lets the role open it (a refused page is audited too). */
  allowed: boolean;
  problems: string[];
}

// The app's routes with parameters (web/src/modules/app/router/paths.ts); any other path is its
// own route. Longer first, so /ledger/accounts/:accountId is not taken for /ledger/:id.
const PATTERNS = [
  '/reset-password/:userId/:token',
  '/verify-email/:userId/:token',
  '/refunds/initiate-refund/:id',
  '/refunds/details/:id',
  '/refunds/deny/:id',
  '/disputes/details/:id',
  '/disputes/deny/:id',
  '/ledger/accounts/:accountId',
  '/pay/:accessKey',
  '/new-pay/:accessKey',
  '/checkout/:accessKey',
  '/invoices/:id',
  '/checkouts/:id',
  '/transactions/:id',
  '/transfers/:id',
  '/ledger/:id',
  '/users/:id',
  '/organizations/:id',
];
const STATIC = new Set(['/invoices/add', '/developer/api-docs', '/ledger/audits', '/users/invite', '/organizations/create']);

const matcher = (pattern: string) => new RegExp('^' + pattern.replace(/:[A-Za-z]+/g, '[^/]+') + '/?$');
const MATCHERS = PATTERNS.map((p) => [p, matcher(p)] as const);

/** The route-table pattern of a path ('/invoices/7f3a' is '/invoices/:id'); the path itself if none. */
export function routePatternOf(pathWithQuery: string): string {
  const path = pathWithQuery.split('?')[0];
  if (STATIC.has(path)) return path;
  return MATCHERS.find(([, re]) => re.test(path))?.[0] ?? path;
}

// Customer pages and one-time links are audited signed out; downloads and the API are not pages.
const NOT_CRAWLED = [
  '/pay/:accessKey',
  '/new-pay/:accessKey',
  '/checkout/:accessKey',
  '/reset-password/:userId/:token',
  '/verify-email/:userId/:token',
  '/signin',
];

/** A page of the signed-in app the crawler should open. */
export function isAppPath(path: string): boolean {
  if (/^\/(api|files|sandbox|uploads|assets|health|ready|metrics)\b/.test(path) || /\.[a-z0-9]+$/i.test(path)) return false;
  return !NOT_CRAWLED.some((p) => matcher(p).test(path));
}

/** Pages opened by buttons rather than links (no href to follow): the crawler opens them too. */
export const BUTTON_PAGES = ['/users/invite', '/organizations/create', '/send-summary', '/ledger/audits', '/transactions/any'];

/** Pages a button on `path` opens, made from its record id (refund from a record, decline, ledger). */
export function buttonPagesOf(path: string): string[] {
  const [, section, a, b] = path.split('/');
  if (section === 'invoices' && a && a !== 'add') return [`/refunds/initiate-refund/${a}?type=invoice`];
  if (section === 'checkouts' && a) return [`/refunds/initiate-refund/${a}?type=checkout`];
  if (section === 'refunds' && a === 'details' && b) return [`/refunds/deny/${b}`];
  if (section === 'disputes' && a === 'details' && b) return [`/disputes/deny/${b}`];
  if (section === 'organizations' && a && a !== 'create') return [`/ledger/${a}`];
  return [];
}
