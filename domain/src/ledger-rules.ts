// The ledger of organization balances (spec 002 s2 Ledger, s3 "Ledger entry"). A balance is what
// the platform holds for an organization and has not yet transferred to it: card payments
// credit it, refunds to the card, disbursements outside a transfer, disputes and transfers
// debit it. Every entry is signed by its transaction type (docs/decisions/0055-double-entry-books.md).

export const LEDGER_TRANSACTION_TYPES = [
  'invoicePayment',
  'checkoutPayment',
  'refund',
  'disbursement',
  'transfer',
  'transferReversal',
  'dispute',
  'disputeWon',
  'adjustment',
] as const;
export type LedgerTransactionType = (typeof LEDGER_TRANSACTION_TYPES)[number];

export const LEDGER_TRANSACTION_LABELS: Record<LedgerTransactionType, string> = {
  invoicePayment: 'Invoice Payment',
  checkoutPayment: 'Checkout Payment',
  refund: 'Refund',
  disbursement: 'Disbursement',
  transfer: 'Transfer',
  transferReversal: 'Transfer Reversal',
  dispute: 'Dispute',
  disputeWon: 'Dispute Won',
  adjustment: 'Adjustment',
};

/**
 * Which sign an entry of each type may carry. Payments and won disputes credit (+); refunds,
 * disbursements and disputes debit (-). A transfer debits each organization its share, which is
 * negative (so the entry credits) when the organization's refunds outweigh its payments in it;
 * a reversal undoes a transfer entry; an adjustment is a correction either way.
 */
export const LEDGER_DIRECTIONS: Record<LedgerTransactionType, 'credit' | 'debit' | 'either'> = {
  invoicePayment: 'credit',
  checkoutPayment: 'credit',
  refund: 'debit',
  disbursement: 'debit',
  transfer: 'either',
  transferReversal: 'either',
  dispute: 'debit',
  disputeWon: 'credit',
  adjustment: 'either',
};

/** Why an amount cannot be posted with a type, or undefined when it can. */
export function ledgerAmountRefusal(type: LedgerTransactionType, amountCents: number): string | undefined {
  if (!Number.isSafeInteger(amountCents)) return `A ledger amount must be a whole number of cents, got ${amountCents}`;
  if (amountCents === 0) return 'A ledger entry can not be zero';
  const direction = LEDGER_DIRECTIONS[type];
  if (direction === 'credit' && amountCents < 0) return `${LEDGER_TRANSACTION_LABELS[type]} entries credit the balance`;
  if (direction === 'debit' && amountCents > 0) return `${LEDGER_TRANSACTION_LABELS[type]} entries debit the balance`;
  return undefined;
}

/** The balance after an entry; refuses a sum that would lose cents. */
export function nextLedgerBalance(balanceCents: number, amountCents: number): number {
  const next = balanceCents + amountCents;
  if (!Number.isSafeInteger(next)) throw new RangeError('ledger balance is too large');
  return next;
}

/** Running balances of entries posted in order from an opening balance (the Balance column). */
export function runningBalances(openingCents: number, amounts: readonly number[]): number[] {
  let balance = openingCents;
  return amounts.map((amount) => (balance = nextLedgerBalance(balance, amount)));
}
