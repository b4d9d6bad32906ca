import {
  canSubmitTransfer,
  checkoutTransferAmountCents,
  disputeTransferAmountCents,
  invoiceTransferAmountCents,
  percentToBps,
  sumTransferAmounts,
  toCents,
  TRANSFER_ITEM_KINDS,
  type TransferItemKind,
  transferItemsTotalCents,
  wonDisputeTransferAmountCents,
} from '@pg/domain';

import type { CreateTransactionMutationVariables as CreateTransactionVariables } from '../../../gql/graphql';
import type { TransactionCheckout, TransactionDispute, TransactionInvoice, TransactionRefund } from '../graphql/transfers';

// What the bank admin has picked on /transactions, across tabs, pages and dialogs. Pure state:
// the page keeps it in React state; the side panel and the mutation read it through these.

export interface SelectedItem {
  kind: TransferItemKind;
  id: string;
  code: string;
  organizationId: string;
  /** Unsigned cents the item counts in the transfer (domain: the server computes the same). */
  amountCents: number;
}

export type Selection = Readonly<Record<TransferItemKind, readonly SelectedItem[]>>;

export const EMPTY_SELECTION: Selection = { invoice: [], checkout: [], refund: [], dispute: [], wonDispute: [], releasedRefund: [] };

export function invoiceItem(invoice: TransactionInvoice): SelectedItem {
  const amountCents = invoiceTransferAmountCents(toCents(invoice.totals.subtotal), percentToBps(invoice.merchantProcessingFee));
  return { kind: 'invoice', id: invoice.id, code: invoice.code, organizationId: invoice.owner.id, amountCents };
}

export function checkoutItem(checkout: TransactionCheckout): SelectedItem {
  const amountCents = checkoutTransferAmountCents(toCents(checkout.amount), toCents(checkout.merchantProcessingFee));
  return { kind: 'checkout', id: checkout.id, code: checkout.code, organizationId: checkout.owner.id, amountCents };
}

export function refundItem(refund: TransactionRefund): SelectedItem {
  return {
    kind: 'refund',
    id: refund.id,
    code: refund.code,
    organizationId: refund.owner.id,
    amountCents: toCents(refund.approvedAmount ?? refund.requestedAmount),
  };
}

/** A dispute deducts what the processor took back and the acceptance fee, if owed. */
export function disputeItem(dispute: TransactionDispute): SelectedItem {
  const amountCents = disputeTransferAmountCents(toCents(dispute.disputeAmount), toCents(dispute.acceptanceFee));
  return { kind: 'dispute', id: dispute.id, code: dispute.code, organizationId: dispute.owner.id, amountCents };
}

/** A won dispute gives back what the processor returned. */
export function wonDisputeItem(dispute: TransactionDispute): SelectedItem {
  return {
    kind: 'wonDispute',
    id: dispute.id,
    code: dispute.code,
    organizationId: dispute.owner.id,
    amountCents: wonDisputeTransferAmountCents(toCents(dispute.disputeAmount)),
  };
}

export function isSelected(selection: Selection, kind: TransferItemKind, id: string): boolean {
  return selection[kind].some((i) => i.id === id);
}

/** Adds the item, or takes it out when it was in. */
export function toggle(selection: Selection, item: SelectedItem): Selection {
  const list = selection[item.kind];
  const next = list.some((i) => i.id === item.id) ? list.filter((i) => i.id !== item.id) : [...list, item];
  return { ...selection, [item.kind]: next };
}

/** Selects all of `items` (of one kind), or clears them when all were selected already. */
export function toggleAll(selection: Selection, items: readonly SelectedItem[]): Selection {
  if (items.length === 0) return selection;
  const kind = items[0].kind;
  const ids = new Set(items.map((i) => i.id));
  const all = items.every((i) => isSelected(selection, kind, i.id));
  const rest = selection[kind].filter((i) => !ids.has(i.id));
  return { ...selection, [kind]: all ? rest : [...rest, ...items] };
}

/** Replaces the selection of one kind (a dialog's Save). */
export function replaceKind(selection: Selection, kind: TransferItemKind, items: readonly SelectedItem[]): Selection {
  return { ...selection, [kind]: items };
}

export interface SelectionSummary {
  counts: Record<TransferItemKind, number>;
  /** Unsigned sums per kind. */
  sums: Record<TransferItemKind, number>;
  /** Spec 002 s4: invoices net + checkouts net - disputes - refunds + won disputes. */
  totalCents: number;
  canSubmit: boolean;
}

export function summarize(selection: Selection): SelectionSummary {
  const all = TRANSFER_ITEM_KINDS.flatMap((kind) => selection[kind]);
  const per = <T>(f: (kind: TransferItemKind) => T) => Object.fromEntries(TRANSFER_ITEM_KINDS.map((k) => [k, f(k)])) as Record<TransferItemKind, T>;
  return {
    counts: per((k) => selection[k].length),
    sums: per((k) => sumTransferAmounts(selection[k].map((i) => i.amountCents))),
    totalCents: transferItemsTotalCents(all),
    canSubmit: canSubmitTransfer({ invoiceIds: selection.invoice.map((i) => i.id), checkoutIds: selection.checkout.map((i) => i.id) }),
  };
}

/** createTransaction's arguments (spec 002 s7). */
export function transactionVariables(selection: Selection, notes: string): CreateTransactionVariables {
  const ids = (kind: TransferItemKind) => selection[kind].map((i) => i.id);
  return {
    notes: notes.trim() || null,
    invoiceIds: ids('invoice'),
    refundIds: ids('refund'),
    disputeIds: ids('dispute'),
    checkoutIds: ids('checkout'),
    wonDisputeIds: ids('wonDispute'),
    releasedRefundIds: ids('releasedRefund'),
  };
}
