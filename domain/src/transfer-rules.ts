import { checkoutTotals, invoiceTotals, sumCents, type TransferItems, transferTotalCents } from './fees';
import type { DisputeProgressStatus } from './statuses';

// Transfers (payouts) of spec 002 sections 2, 4 and 6: which items a transfer takes, the sign
// each kind carries in the total, each organization's share, and the texts of the screens.
// The API's transfer saga, the ledger postings and the /transactions side panel all compute
// from these functions, so the figure a user sees before submitting is the one that is posted.

/** What a transfer is built from (spec 002 s4 "Transfer creation: only the following are offered"). */
export const TRANSFER_ITEM_KINDS = ['invoice', 'checkout', 'refund', 'dispute', 'wonDispute', 'releasedRefund'] as const;
export type TransferItemKind = (typeof TRANSFER_ITEM_KINDS)[number];

/**
 * invoices net + checkouts net - disputes - refunds + won disputes; + released refunds (issue 47:
 * a refund an earlier transfer deducted and that was then denied or not refunded is given back).
 */
export const TRANSFER_ITEM_SIGNS: Record<TransferItemKind, 1 | -1> = {
  invoice: 1,
  checkout: 1,
  refund: -1,
  dispute: -1,
  wonDispute: 1,
  releasedRefund: 1,
};

export const TRANSFER_ITEM_LABELS: Record<TransferItemKind, string> = {
  invoice: 'Invoices',
  checkout: 'Checkouts',
  refund: 'Refunds',
  dispute: 'Disputes',
  wonDispute: 'Won Disputes',
  releasedRefund: 'Released Refunds',
};

/** One item as a transfer counts it: its organization and its unsigned amount in cents. */
export interface TransferItemAmount {
  kind: TransferItemKind;
  organizationId: string;
  amountCents: number;
}

/** The items grouped the way transferTotalCents reads them. */
export function transferItemsByKind(items: readonly TransferItemAmount[]): TransferItems {
  const lists: Record<TransferItemKind, number[]> = { invoice: [], checkout: [], refund: [], dispute: [], wonDispute: [], releasedRefund: [] };
  for (const item of items) {
    if (item.amountCents < 0) throw new RangeError(`${item.kind} amount must not be negative, got ${item.amountCents}`);
    lists[item.kind].push(item.amountCents);
  }
  return {
    invoices: lists.invoice,
    checkouts: lists.checkout,
    refunds: lists.refund,
    disputes: lists.dispute,
    wonDisputes: lists.wonDispute,
    releasedRefunds: lists.releasedRefund,
  };
}

/** Spec 002 s4 over a list of items: the transferred amount. */
export function transferItemsTotalCents(items: readonly TransferItemAmount[]): number {
  return transferTotalCents(transferItemsByKind(items));
}

export interface TransferShare {
  organizationId: string;
  /** The organization's part of the total (may be negative: its refunds outweigh its payments). */
  amountCents: number;
  /** How many items of the organization the transfer holds. */
  items: number;
}

/**
 * Each organization's part of the transfer, ordered by organization id (the order the ledger
 * locks organizations in, so two transfers never deadlock). The shares add up to the total.
 */
export function transferSharesByOrganization(items: readonly TransferItemAmount[]): TransferShare[] {
  const byOrg = new Map<string, TransferItemAmount[]>();
  for (const item of items) {
    const list = byOrg.get(item.organizationId) ?? [];
    list.push(item);
    byOrg.set(item.organizationId, list);
  }
  return [...byOrg.keys()].sort().map((organizationId) => {
    const own = byOrg.get(organizationId)!;
    return { organizationId, amountCents: transferItemsTotalCents(own), items: own.length };
  });
}

/** Signed contribution of one item (for the side panel's running total and the report rows). */
export function signedTransferAmountCents(kind: TransferItemKind, amountCents: number): number {
  return TRANSFER_ITEM_SIGNS[kind] * amountCents;
}

/** Spec 002 s4: Submit is disabled if neither an invoice nor a checkout is selected. */
export function canSubmitTransfer(selection: { invoiceIds: readonly string[]; checkoutIds: readonly string[] }): boolean {
  return selection.invoiceIds.length + selection.checkoutIds.length > 0;
}

/** Selection queries fetch the first 1000 (spec 002 s9); a transfer holds at most that many of each kind. */
export const MAX_TRANSFER_ITEMS_PER_KIND = 1000;

/** The spec's words (s2, s5, s8, s9) and ours where it gives none (docs/decisions/0062-transfer-saga.md). */
export const TRANSFER_MESSAGES = {
  success: 'Transfer Success',
  notesUpdated: 'Notes Updates',
  confirmSubmit: 'Are you sure you want to submit transaction?',
  nothingSelected: 'Please select at least one invoice or checkout',
  tooMany: `A transfer can hold at most ${MAX_TRANSFER_ITEMS_PER_KIND} items of each kind`,
  negativeTotal: 'The transfer total can not be negative',
  unavailable: 'Some of the selected items are no longer available for a transfer',
  failed: 'The transfer could not be completed. Nothing was transferred; please try again',
} as const;

/**
 * Spec 002 s6: roles other than the bank-side admin see a fixed "transferred by" text naming
 * the provider instead of the bank user's name.
 */
export const TRANSFER_PROVIDER_TEXT = 'BhutanPay';

/** Sum of unsigned amounts of one kind (the dialogs' footers). */
export function sumTransferAmounts(amounts: readonly number[]): number {
  return sumCents(amounts, 'transfer item amount');
}

/**
 * What a paid invoice contributes to a transfer and credits its merchant's ledger: its payable,
 * subtotal less the merchant processing fee (spec 000 s9). Disbursements to other recipients
 * (DOI, hotels) are paid out of it by the bank, so they are not deducted here.
 */
export function invoiceTransferAmountCents(subtotalCents: number, merchantFeeBps: number): number {
  return invoiceTotals({ lineItems: [{ quantity: 1, priceCents: subtotalCents }], platformFeeBps: merchantFeeBps, merchantFeeBps }).payableCents;
}

/** What a paid checkout contributes: its amount less the merchant processing fee (absolute on checkouts, spec 002 s9). */
export function checkoutTransferAmountCents(amountCents: number, merchantFeeCents: number): number {
  return checkoutTotals({ amountCents, transactionFeeCents: 0, merchantFeeCents }).payableCents;
}

/**
 * Disputes a transfer may deduct (spec 002 s4 "disputes without a transfer"), by stage: every
 * stage once the merchant has answered or the response due date has passed. A dispute still at
 * `received` may yet be accepted and owe the USD 15 fee, which a transfer that had taken it
 * could never deduct (docs/decisions/0064-dispute-money.md).
 */
export const DISPUTE_STAGES_FOR_TRANSFER: readonly DisputeProgressStatus[] = [
  'merchantApproved',
  'autoApproved',
  'merchantDeclined',
  'inReview',
  'overturned',
  'refunded',
];

/** A won dispute (spec 002 s4): overturned, and the processor's status (the contract's stripeStatus) is this. */
export const WON_DISPUTE_PROCESSOR_STATUS = 'won';

/** What a dispute deducts from a transfer: the amount the processor took back and the acceptance fee, if owed. */
export function disputeTransferAmountCents(disputeAmountCents: number, acceptanceFeeCents: number): number {
  return sumCents([disputeAmountCents, acceptanceFeeCents], 'dispute amount');
}

/** What a won dispute gives back in a transfer: the amount the processor returned (the fee stays owed). */
export function wonDisputeTransferAmountCents(disputeAmountCents: number): number {
  return disputeAmountCents;
}
