import {
  CHECKOUT_STATUS_LABELS,
  DISPUTE_PROGRESS_LABELS,
  formatMoney,
  INVOICE_STATUS_LABELS,
  REFUND_PROGRESS_LABELS,
  TRANSFER_PROVIDER_TEXT,
  type TransferItemKind,
} from '@pg/domain';

// Display helpers and paths of the transfer and transaction screens.
export { date, dateTime, money } from '../app/format';

export const cents = (value: number): string => formatMoney(value);

export const transferDetailsPath = (id: string): string => `/transfers/${encodeURIComponent(id)}`;
export const transfersPath = '/transfers';
export const transactionsPath = '/transactions';
export const ORGANIZATION_CREATE_PATH = '/organizations/create';
export const ledgerDetailsPath = (id: string): string => `/ledger/${encodeURIComponent(id)}`;

/**
 * "Transferred By": the bank user's name for the bank-side admin; the API withholds it from
 * other roles (FIELD_ACCESS), who see the provider's name instead (spec 002 s6).
 */
export const transferredByName = (transfer: { transferredBy: { name: string } | null }): string => transfer.transferredBy?.name ?? TRANSFER_PROVIDER_TEXT;

/** Where an item of a transfer is shown (a dispute, won or not, on its details page). */
export function itemPath(kind: TransferItemKind, id: string): string {
  const safe = encodeURIComponent(id);
  switch (kind) {
    case 'invoice':
      return `/invoices/${safe}`;
    case 'checkout':
      return `/checkouts/${safe}`;
    case 'refund':
      return `/refunds/details/${safe}`;
    default:
      return `/disputes/details/${safe}`;
  }
}

/** An item's status in words: invoice and checkout statuses, a refund's or dispute's progress stage. */
export function itemStatusLabel(kind: TransferItemKind, status: string): string {
  const labels: Record<string, string> =
    kind === 'invoice'
      ? INVOICE_STATUS_LABELS
      : kind === 'checkout'
        ? CHECKOUT_STATUS_LABELS
        : kind === 'refund'
          ? REFUND_PROGRESS_LABELS
          : DISPUTE_PROGRESS_LABELS;
  return labels[status] ?? status.charAt(0).toUpperCase() + status.slice(1);
}
