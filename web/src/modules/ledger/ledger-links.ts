import { checkoutDetailsPath } from '../checkouts/format';
import { disputeDetailsPath } from '../disputes/format';
import { invoiceDetailsPath } from '../invoices/list/InvoiceList';
import { refundDetailsPath } from '../refunds/format';
import { transferDetailsPath } from '../transfers/format';

// Where a ledger entry came from, as a link (every row of the ledgers opens its source).

const SOURCE_PATHS: Record<string, (id: string) => string> = {
  invoice: invoiceDetailsPath,
  webPayment: checkoutDetailsPath,
  refund: (id) => refundDetailsPath(id),
  dispute: (id) => disputeDetailsPath(id),
  transfer: transferDetailsPath,
};

const SOURCE_LABELS: Record<string, string> = {
  invoice: 'Invoice',
  webPayment: 'Checkout',
  refund: 'Refund',
  dispute: 'Dispute',
  transfer: 'Transfer',
};

/** The screen of an entry's source, or null for a source without one. */
export function ledgerSourcePath(sourceType: string, sourceId: string): string | null {
  // Own keys only: a source type like 'constructor' is not a screen.
  return Object.hasOwn(SOURCE_PATHS, sourceType) ? SOURCE_PATHS[sourceType](sourceId) : null;
}

export const ledgerSourceLabel = (sourceType: string): string => (Object.hasOwn(SOURCE_LABELS, sourceType) ? SOURCE_LABELS[sourceType] : sourceType);

/** /ledger/accounts/{id}: a platform account's entries (ids hold ':', so encoded). */
export const platformAccountPath = (accountId: string): string => `/ledger/accounts/${encodeURIComponent(accountId)}`;
export const LEDGER_AUDITS_PATH = '/ledger/audits';

/** GET /ledger/export.csv for a range and an account (empty: all). */
export const ledgerExportUrl = (from: string, to: string, account: string): string =>
  `/ledger/export.csv?${new URLSearchParams({ from, to, ...(account ? { account } : {}) }).toString()}`;
