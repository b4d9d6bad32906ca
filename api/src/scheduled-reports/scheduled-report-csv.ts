import type { EntityManager } from '@mikro-orm/postgresql';
import {
  canSeeField,
  DISPUTE_PROGRESS_LABELS,
  DISPUTE_STATUS_LABELS,
  formatDate,
  INVOICE_STATUS_LABELS,
  isStaff,
  REFUND_PROGRESS_LABELS,
  REFUND_STATUS_LABELS,
  type ReportKind,
} from '@pg/domain';

import { CheckoutListService } from '../checkouts/checkout-list.service';
import { checkoutReportHeader, checkoutReportRow } from '../checkouts/checkout-report';
import { WebPayment } from '../checkouts/web-payment.entity';
import type { AuthUser } from '../common/auth-user';
import { DisputeListService } from '../disputes/dispute-list.service';
import { Invoice } from '../invoices/invoice.entity';
import { InvoiceListService } from '../invoices/invoice-list.service';
import { LEDGER_EXPORT_HEADER, ledgerExportLines } from '../ledger/ledger-export';
import { Organization } from '../organizations/organization.entity';
import { RefundListService } from '../refunds/refund-list.service';
import { csvAmount, toCsv } from '../reports/csv';
import { TransferListService } from '../transfers/transfer-list.service';
import { transferredByText } from '../transfers/transfer-report';

/** [start, end) in UTC. */
export interface ReportRange {
  start: Date;
  end: Date;
}

export interface ReportFile {
  csv: string;
  rows: number;
}

/** Most rows one report holds: a bound on one e-mail's size (a month of a busy list). */
export const SCHEDULED_REPORT_MAX_ROWS = 10_000;
/** The list services' own page size limit. */
const PAGE = 100;

type Row = readonly (string | number | null | undefined)[];
interface Dated {
  id: string;
  createdAt: Date;
}

/**
 * The rows of a list that were created in the range, read through the list service itself (so
 * its role and tenant rules hold) page by page, newest first, until the page reaches past the
 * start. Ids are kept once, so a row added meanwhile that shifts the pages is not counted twice.
 */
async function collect<T extends Dated>(page: (n: number) => Promise<{ items: T[] }>, range: ReportRange): Promise<T[]> {
  const found = new Map<string, T>();
  for (let n = 1; found.size < SCHEDULED_REPORT_MAX_ROWS; n++) {
    const { items } = await page(n);
    for (const item of items) if (item.createdAt >= range.start && item.createdAt < range.end) found.set(item.id, item);
    if (items.length < PAGE || items[items.length - 1].createdAt < range.start) break;
  }
  return [...found.values()].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id)).slice(0, SCHEDULED_REPORT_MAX_ROWS);
}

/** Newest first, bounded by the range where the list filters dates (its endDate is inclusive). */
const walk = (range: ReportRange, n: number) => ({
  first: PAGE,
  page: n,
  sortField: 'createdAt',
  sortDirection: 'desc',
  startDate: range.start,
  endDate: new Date(range.end.getTime() - 1),
});

const file = (header: readonly string[], rows: Row[]): ReportFile => ({ csv: toCsv(header, rows), rows: rows.length });
const org = (staff: boolean, name: string | undefined) => (staff ? [name ?? ''] : []);

async function checkouts(em: EntityManager, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const list = new CheckoutListService(em);
  const items = await collect((n) => list.list(viewer, { ...walk(range, n), livemode: true }), range);
  const staff = isStaff(viewer.role);
  return file(
    checkoutReportHeader(staff),
    items.map((wp) => checkoutReportRow(wp, staff)),
  );
}

async function invoices(em: EntityManager, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const list = new InvoiceListService(em);
  const items = await collect((n) => list.list(viewer, walk(range, n)), range);
  const staff = isStaff(viewer.role);
  const owners = staff
    ? await organizationNames(
        em,
        items.map((i) => i.owner.id),
      )
    : new Map<string, string>();
  const header = [
    ...(staff ? ['Org'] : []),
    'Date Created',
    'Invoice ID',
    'Invoice Name',
    'Customer',
    'Customer E-mail',
    'Date of Service',
    'Total',
    'Status',
    'Date Paid',
  ];
  return file(
    header,
    items.map((i) => [
      ...org(staff, owners.get(i.owner.id) ?? ''),
      formatDate(i.createdAt, 'UTC'),
      i.code,
      i.name,
      `${i.recipientName} ${i.recipientSurName}`.trim(),
      i.recipientEmail,
      formatDate(i.dateOfService, 'UTC'),
      csvAmount(i.totalCents),
      INVOICE_STATUS_LABELS[i.status],
      i.paidAt ? formatDate(i.paidAt, 'UTC') : '',
    ]),
  );
}

/** The names of organizations by id (the lists give each row's owner by id). */
async function organizationNames(em: EntityManager, ids: string[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await em.find(Organization, { id: { $in: wanted } }, { fields: ['name'] });
  return new Map(rows.map((o) => [o.id, o.name]));
}

/** The code and customer of invoices by id (refund and dispute lists give the invoice by id). */
async function invoiceParts(em: EntityManager, ids: (string | null | undefined)[]): Promise<Map<string, { code: string; customer: string }>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await em.find(Invoice, { id: { $in: wanted } }, { fields: ['code', 'recipientName', 'recipientSurName'] });
  return new Map(rows.map((i) => [i.id, { code: i.code, customer: `${i.recipientName} ${i.recipientSurName}`.trim() }]));
}

/** The codes of checkouts by id (refunds keep a checkout's id only). */
async function checkoutCodes(em: EntityManager, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  if (!wanted.length) return new Map();
  const rows = await em.find(WebPayment, { id: { $in: wanted } }, { fields: ['code'] });
  return new Map(rows.map((w) => [w.id, w.code]));
}

/** The names a refund or dispute row is shown with: its merchant, its invoice's code and customer, its checkout's code. */
async function caseNames<T extends { owner: { id: string }; invoice?: { id: string } | null }>(
  em: EntityManager,
  items: T[],
  checkoutOf: (item: T) => string | null | undefined,
): Promise<{ owners: Map<string, string>; invoices: Map<string, { code: string; customer: string }>; codes: Map<string, string> }> {
  return {
    owners: await organizationNames(
      em,
      items.map((i) => i.owner.id),
    ),
    invoices: await invoiceParts(
      em,
      items.map((i) => i.invoice?.id),
    ),
    codes: await checkoutCodes(em, items.map(checkoutOf)),
  };
}

async function refunds(em: EntityManager, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const list = new RefundListService(em);
  const items = await collect((n) => list.list(viewer, { ...walk(range, n), livemode: true }), range);
  // The list gives relations by id (its page is for the API's field loaders); the report names them.
  const { owners, invoices, codes } = await caseNames(em, items, (r) => r.webPaymentId);
  const staff = isStaff(viewer.role);
  const header = [
    ...(staff ? ['Org'] : []),
    'Date Created',
    'Refund ID',
    'Invoice / Checkout',
    'Customer',
    'Requested Amount',
    'Approved Amount',
    'Reason',
    'Status',
    'Progress',
  ];
  return file(
    header,
    items.map((r) => [
      ...org(staff, owners.get(r.owner.id) ?? ''),
      formatDate(r.createdAt, 'UTC'),
      r.code,
      invoices.get(r.invoice?.id ?? '')?.code ?? (r.webPaymentId ? (codes.get(r.webPaymentId) ?? '') : ''),
      invoices.get(r.invoice?.id ?? '')?.customer ?? '',
      csvAmount(r.requestedAmountCents),
      r.approvedAmountCents === null || r.approvedAmountCents === undefined ? '' : csvAmount(r.approvedAmountCents),
      r.reason,
      REFUND_STATUS_LABELS[r.status],
      REFUND_PROGRESS_LABELS[r.progressStatus],
    ]),
  );
}

async function disputes(em: EntityManager, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const list = new DisputeListService(em);
  // The dispute list has no date filter: newest first until the page reaches past the start.
  const items = await collect((n) => list.list(viewer, { first: PAGE, page: n, sortField: 'createdAt', sortDirection: 'desc', livemode: true }), range);
  // The list gives relations by id; the report names them.
  const { owners, invoices, codes } = await caseNames(em, items, (d) => d.webPayment?.id);
  const staff = isStaff(viewer.role);
  const header = [
    ...(staff ? ['Org'] : []),
    'Date Created',
    'Dispute ID',
    'Invoice / Checkout',
    'Customer',
    'Currency',
    'Dispute Amount',
    'Reason',
    'Response Due',
    'Status',
    'Progress',
  ];
  return file(
    header,
    items.map((d) => [
      ...org(staff, owners.get(d.owner.id) ?? ''),
      formatDate(d.createdAt, 'UTC'),
      d.code,
      invoices.get(d.invoice?.id ?? '')?.code ?? codes.get(d.webPayment?.id ?? '') ?? '',
      invoices.get(d.invoice?.id ?? '')?.customer ?? '',
      d.currency,
      csvAmount(d.disputeAmountCents),
      d.reason,
      formatDate(d.merchantResponseDueDate, 'UTC'),
      DISPUTE_STATUS_LABELS[d.status],
      DISPUTE_PROGRESS_LABELS[d.progressStatus],
    ]),
  );
}

async function transfers(em: EntityManager, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const list = new TransferListService(em);
  const items = await collect((n) => list.list({ first: PAGE, page: n, sortField: 'createdAt', sortDirection: 'desc' }), range);
  // Notes and the bank user's name are the bank-side admin's (FIELD_ACCESS), as on the list.
  const notes = canSeeField(viewer.role, 'Transfer.notes');
  const names = canSeeField(viewer.role, 'Transfer.transferredBy');
  const header = ['Date', 'Transfer ID', 'Amount', 'Transferred By', ...(notes ? ['Notes'] : [])];
  return file(
    header,
    items.map((t) => [formatDate(t.createdAt, 'UTC'), t.code, csvAmount(t.amountCents), transferredByText(t, names), ...(notes ? [t.notes ?? ''] : [])]),
  );
}

/** Every posting of the period, as GET /ledger/export.csv gives it (bank and platform staff). */
async function ledger(em: EntityManager, _viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  const lines: string[] = [];
  for await (const batch of ledgerExportLines(em, range)) {
    lines.push(...batch.slice(0, SCHEDULED_REPORT_MAX_ROWS - lines.length));
    if (lines.length >= SCHEDULED_REPORT_MAX_ROWS) break;
  }
  return { csv: [LEDGER_EXPORT_HEADER.join(','), ...lines].join('\r\n') + '\r\n', rows: lines.length };
}

const BUILDERS: Record<ReportKind, (em: EntityManager, viewer: AuthUser, range: ReportRange) => Promise<ReportFile>> = {
  checkouts,
  invoices,
  refunds,
  disputes,
  transfers,
  ledger,
};

/**
 * A scheduled report's CSV: the rows of its list created in the range, as the viewer's list
 * shows them (role and tenant: the list services' own rules). Who may have which report at all
 * is checked before (canScheduleReport). No card data: no column holds a card number or last four.
 */
export function buildScheduledReport(em: EntityManager, kind: ReportKind, viewer: AuthUser, range: ReportRange): Promise<ReportFile> {
  return BUILDERS[kind](em, viewer, range);
}
