import { canVisit, formatMoney, isMerchant, isStaff, organizationListTypes, type Role } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import type { SearchTerms } from './search-terms';

export const SEARCH_KINDS = ['invoice', 'checkout', 'refund', 'dispute', 'transfer', 'user', 'organization'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** A row as every kind's statement returns it (total is the count of all matches, over()). */
export interface SearchRow {
  id: string;
  title: string;
  subtitle: string | null;
  cents: string | number | null;
  total: string | number;
}

/** One kind's statement: SQL with `?` placeholders and its values. */
export interface SearchStatement {
  sql: string;
  params: unknown[];
}

/** The list page of a kind: a role that may not open it finds none of its records. */
export const KIND_ROUTE: Record<SearchKind, string> = {
  invoice: '/invoices',
  checkout: '/checkouts',
  refund: '/refunds',
  dispute: '/disputes',
  transfer: '/transfers',
  user: '/users',
  organization: '/organizations',
};

/** The detail page of a record (the web app's route table, web/src/modules/app/router/paths.ts). */
export function detailUrl(kind: SearchKind, id: string): string {
  const encoded = encodeURIComponent(id);
  if (kind === 'refund') return `/refunds/details/${encoded}`;
  if (kind === 'dispute') return `/disputes/details/${encoded}`;
  return `${KIND_ROUTE[kind]}/${encoded}`;
}

export const PER_KIND = 5;

/** Text of a row's amount for its subtitle. */
export function amountText(cents: SearchRow['cents']): string | null {
  return cents === null ? null : formatMoney(Number(cents));
}

// Each statement finds the matching ids with one OR per indexed column (trigram GIN for text,
// btree for amounts and last four, docs/decisions/README.md), scopes them to the caller's tenant,
// and returns the newest five with the count of all matches: one round trip per kind.
function tenant(user: AuthUser, column: string, params: unknown[]): string {
  if (isStaff(user.role)) return '';
  params.push(user.organizationId);
  return ` and ${column} = ?`;
}

function amount(t: SearchTerms, column: string, params: unknown[]): string {
  if (t.cents === null) return '';
  params.push(t.cents);
  return ` or ${column} = ?`;
}

const SELECT_TAIL = `count(*) over () as total`;

/** Counting stops here: past it the box says "1000+" (a broad match must not count 100,000 rows). */
export const TOTAL_CAP = 1001;

// Invoices are the big table (100,000 and more): the conditions stay inline so that a broad
// match can walk the created-at index newest first and stop after five, and the count stops
// at TOTAL_CAP; a narrow one still ORs the trigram and amount bitmaps (docs/performance.md).
function invoice(user: AuthUser, t: SearchTerms): SearchStatement {
  // placeholders in text order: the tenant filter comes first in `where`
  const p: unknown[] = [];
  const scope = tenant(user, 'i.owner_id', p);
  p.push(t.like, t.like, t.like);
  let conds = `i.code ilike ? or (i.recipient_name || ' ' || i.recipient_sur_name) ilike ? or i.recipient_email ilike ?${amount(t, 'i.total_cents', p)}`;
  if (t.last4) {
    conds += ` or i.id in (select invoice_id from payment where last4 = ?)`;
    p.push(t.last4);
  }
  const where = `i.deleted_at is null${scope} and (${conds})`;
  return {
    sql: `select t.*, (select count(*) from (select 1 from invoice i where ${where} limit ${TOTAL_CAP}) c) as total
      from (select i.id, i.code as title, (i.recipient_name || ' ' || i.recipient_sur_name || ' · ' || i.recipient_email) as subtitle, i.total_cents as cents, i.created_at
        from invoice i where ${where} order by i.created_at desc, i.id desc limit ${PER_KIND}) t order by t.created_at desc, t.id desc`,
    params: [...p, ...p],
  };
}

function checkout(user: AuthUser, t: SearchTerms): SearchStatement {
  const params: unknown[] = [t.like, t.like];
  let hits = `select id from web_payment where code ilike ? or order_id ilike ?${amount(t, 'amount_cents', params)}
    union select web_payment_id from checkout_payment where customer_name ilike ? or email ilike ?`;
  params.push(t.like, t.like);
  if (t.last4) {
    hits += ` or last4 = ?`;
    params.push(t.last4);
  }
  const scope = tenant(user, 'w.owner_id', params);
  return {
    sql: `select w.id, w.code as title,
        (select nullif(concat_ws(' · ', p.customer_name, p.email), '') from checkout_payment p where p.web_payment_id = w.id order by p.created_at desc limit 1) as subtitle,
        w.amount_cents as cents, ${SELECT_TAIL}
      from web_payment w where w.id in (${hits})${scope} order by w.created_at desc, w.id limit ${PER_KIND}`,
    params,
  };
}

/** Refunds and disputes: their own code and amount, or the invoice or checkout they are about. */
function paymentCase(table: 'refund' | 'dispute', amountColumn: string, user: AuthUser, t: SearchTerms): SearchStatement {
  const params: unknown[] = [t.like];
  let hits = `select id from ${table} where code ilike ?${amount(t, amountColumn, params)}
    union select c.id from ${table} c join invoice i on i.id = c.invoice_id
      where i.code ilike ? or (i.recipient_name || ' ' || i.recipient_sur_name) ilike ? or i.recipient_email ilike ?
    union select c.id from ${table} c join web_payment w on w.id = c.web_payment_id where w.code ilike ?`;
  params.push(t.like, t.like, t.like, t.like);
  if (t.last4) {
    hits += ` union select c.id from ${table} c join payment p on p.invoice_id = c.invoice_id where p.last4 = ?
      union select c.id from ${table} c join checkout_payment p on p.web_payment_id = c.web_payment_id where p.last4 = ?`;
    params.push(t.last4, t.last4);
  }
  const scope = tenant(user, 'c.owner_id', params);
  return {
    sql: `select c.id, c.code as title,
        coalesce(i.recipient_name || ' ' || i.recipient_sur_name || ' · ' || i.code, w.code) as subtitle,
        c.${amountColumn} as cents, ${SELECT_TAIL}
      from ${table} c left join invoice i on i.id = c.invoice_id left join web_payment w on w.id = c.web_payment_id
      where c.id in (${hits})${scope} order by c.created_at desc, c.id limit ${PER_KIND}`,
    params,
  };
}

function transfer(_user: AuthUser, t: SearchTerms): SearchStatement {
  const params: unknown[] = [t.like];
  const where = `code ilike ?${amount(t, 'amount_cents', params)}`;
  return {
    sql: `select id, code as title, status as subtitle, amount_cents as cents, ${SELECT_TAIL}
      from transfer where ${where} order by created_at desc, id limit ${PER_KIND}`,
    params,
  };
}

function user(caller: AuthUser, t: SearchTerms): SearchStatement {
  const params: unknown[] = [t.like, t.like];
  let scope = '';
  // users (spec 002 s7): merchants only their own organization's users; staff everyone
  if (isMerchant(caller.role)) {
    scope = ' and u.organization_id = ?';
    params.push(caller.organizationId);
  }
  return {
    sql: `select u.id, (u.name || ' ' || coalesce(u.surname, '')) as title, (u.email || ' · ' || o.name) as subtitle, null as cents, ${SELECT_TAIL}
      from app_user u join organization o on o.id = u.organization_id
      where ((u.name || ' ' || coalesce(u.surname, '')) ilike ? or u.email ilike ?)${scope} order by u.created_at desc, u.id limit ${PER_KIND}`,
    params,
  };
}

function organization(caller: AuthUser, t: SearchTerms): SearchStatement {
  // the same types the organization list shows the caller (Bank Finance never sees the platform)
  const types = organizationListTypes(caller.role);
  const params: unknown[] = [t.like, t.like, t.like, ...types];
  return {
    sql: `select id, name as title, nullif(concat_ws(' · ', email, type), '') as subtitle, null as cents, ${SELECT_TAIL}
      from organization where (name ilike ? or email ilike ? or license_number ilike ?) and type in (${types.map(() => '?').join(', ')})
      order by created_at desc, id limit ${PER_KIND}`,
    params,
  };
}

const STATEMENTS: Record<SearchKind, (user: AuthUser, t: SearchTerms) => SearchStatement> = {
  invoice,
  checkout,
  refund: (u, t) => paymentCase('refund', 'requested_amount_cents', u, t),
  dispute: (u, t) => paymentCase('dispute', 'dispute_amount_cents', u, t),
  transfer,
  user,
  organization,
};

/** The kinds a role searches: those whose list page it may open. */
export function kindsFor(role: Role): SearchKind[] {
  return SEARCH_KINDS.filter((kind) => canVisit(role, KIND_ROUTE[kind]));
}

export function statementFor(kind: SearchKind, user: AuthUser, terms: SearchTerms): SearchStatement {
  return STATEMENTS[kind](user, terms);
}
