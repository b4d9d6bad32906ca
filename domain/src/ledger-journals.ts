// The double-entry books under the spec's ledger screens (docs/decisions/0055-double-entry-books.md).
//
// Every money event is one journal of two or more lines that sum to zero. Sign convention:
// a line's amount is a debit when positive and a credit when negative. Each account has a
// normal side; the screens show an account's balance on its normal side, so the merchant's
// payable (a credit-normal liability: what the platform owes it) shows as the same positive
// balance as before the books were double entry.
import { formatMoney } from './money';

export const LEDGER_ACCOUNT_KINDS = ['payable', 'clearing', 'feeRevenue', 'disputeFeeRevenue', 'chargebacks', 'bankSettlement', 'refundReserve'] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const LEDGER_ACCOUNT_KIND_LABELS: Record<LedgerAccountKind, string> = {
  payable: 'Merchant payable',
  clearing: 'Card processor clearing',
  feeRevenue: 'Platform fee revenue',
  disputeFeeRevenue: 'Dispute fee revenue',
  chargebacks: 'Chargebacks lost',
  bankSettlement: 'Bank settlement',
  refundReserve: 'Refunds reserved',
};

/** Which side each kind grows on. Credit-normal balances are shown negated (as positive figures). */
export const LEDGER_NORMAL_SIDES: Record<LedgerAccountKind, 'debit' | 'credit'> = {
  payable: 'credit',
  clearing: 'debit',
  feeRevenue: 'credit',
  disputeFeeRevenue: 'credit',
  chargebacks: 'debit',
  bankSettlement: 'credit',
  refundReserve: 'credit',
};

/** The platform's own accounts (one each); clearing accounts are per processor. */
export const PLATFORM_ACCOUNT_IDS = {
  feeRevenue: 'platform:fee-revenue',
  disputeFeeRevenue: 'platform:dispute-fee-revenue',
  chargebacks: 'platform:chargebacks-lost',
  bankSettlement: 'platform:bank-settlement',
  refundReserve: 'platform:refunds-reserved',
} as const satisfies Partial<Record<LedgerAccountKind, string>>;

export const payableAccountId = (organizationId: string): string => `payable:${organizationId}`;
export const clearingAccountId = (processor: string): string => `clearing:${processor}`;

/** The kind of an account id (ids name their kind: payable:<org>, clearing:<processor>, platform:...). */
export function ledgerAccountKindOf(accountId: string): LedgerAccountKind {
  if (accountId.startsWith('payable:')) return 'payable';
  if (accountId.startsWith('clearing:')) return 'clearing';
  const platform = (Object.entries(PLATFORM_ACCOUNT_IDS) as [LedgerAccountKind, string][]).find(([, id]) => id === accountId);
  if (!platform) throw new RangeError(`Unknown ledger account ${accountId}`);
  return platform[0];
}

/** A debit-positive amount as the account's screens show it (on its normal side). */
export function shownAmountCents(kind: LedgerAccountKind, amountCents: number): number {
  // 0 - x, not -x: a zero balance is 0, never -0.
  return LEDGER_NORMAL_SIDES[kind] === 'credit' ? 0 - amountCents : amountCents;
}

/** One line of a journal: debit when positive, credit when negative, integer cents. */
export interface JournalLine {
  accountId: string;
  amountCents: number;
}

/**
 * The money events of the platform, each as its journal (see journalLines). Amounts are positive
 * cents except `payout`'s, which is the organization's signed share (negative: it receives money
 * back, e.g. a transfer whose refunds outweigh its payments).
 */
export type MoneyEvent =
  /** A card payment: the processor holds what was charged; the merchant is owed its payable, the platform keeps the rest as fees. */
  | { kind: 'payment'; organizationId: string; processor: string; chargedCents: number; payableCents: number }
  /** Money back to the card: the merchant's payable pays it, out of the processor's clearing (a refund with no reserve, before issue 47). */
  | { kind: 'refund'; organizationId: string; processor: string; amountCents: number }
  /**
   * A refund the bank approved: the merchant's payable sets its amount aside for the cardholder, so
   * the books and the transfers count it from the same moment (bankApproved). Reversed if the refund
   * is denied or not refunded.
   */
  | { kind: 'refundReserve'; organizationId: string; amountCents: number }
  /** The reserved refund paid to the card: the reserve is spent out of the processor's clearing (the payable does not move again). */
  | { kind: 'refundFromReserve'; organizationId: string; processor: string; amountCents: number }
  /** The processor takes the disputed amount back; the platform recovers it from the merchant. */
  | { kind: 'chargeback'; organizationId: string; processor: string; amountCents: number }
  /** The fee of an accepted dispute, from the merchant to the platform's dispute fee revenue. */
  | { kind: 'disputeFee'; organizationId: string; amountCents: number }
  /** A won dispute: the processor returns the amount, which is the merchant's again. */
  | { kind: 'disputeWon'; organizationId: string; processor: string; amountCents: number }
  /** Money paid out to the organization's bank account: a transfer share or a disbursement. */
  | { kind: 'payout'; organizationId: string; amountCents: number };

/** The journal lines of an event (zero lines left out; see MoneyEvent). */
export function journalLines(event: MoneyEvent): JournalLine[] {
  const payable = payableAccountId(event.organizationId);
  let lines: JournalLine[];
  switch (event.kind) {
    case 'payment':
      lines = [
        { accountId: clearingAccountId(event.processor), amountCents: event.chargedCents },
        { accountId: payable, amountCents: -event.payableCents },
        { accountId: PLATFORM_ACCOUNT_IDS.feeRevenue, amountCents: event.payableCents - event.chargedCents },
      ];
      break;
    case 'refund':
      lines = [
        { accountId: payable, amountCents: event.amountCents },
        { accountId: clearingAccountId(event.processor), amountCents: -event.amountCents },
      ];
      break;
    case 'refundReserve':
      lines = [
        { accountId: payable, amountCents: event.amountCents },
        { accountId: PLATFORM_ACCOUNT_IDS.refundReserve, amountCents: -event.amountCents },
      ];
      break;
    case 'refundFromReserve':
      lines = [
        { accountId: PLATFORM_ACCOUNT_IDS.refundReserve, amountCents: event.amountCents },
        { accountId: clearingAccountId(event.processor), amountCents: -event.amountCents },
      ];
      break;
    case 'chargeback':
      lines = [
        { accountId: PLATFORM_ACCOUNT_IDS.chargebacks, amountCents: event.amountCents },
        { accountId: clearingAccountId(event.processor), amountCents: -event.amountCents },
        { accountId: payable, amountCents: event.amountCents },
        { accountId: PLATFORM_ACCOUNT_IDS.chargebacks, amountCents: -event.amountCents },
      ];
      break;
    case 'disputeFee':
      lines = [
        { accountId: payable, amountCents: event.amountCents },
        { accountId: PLATFORM_ACCOUNT_IDS.disputeFeeRevenue, amountCents: -event.amountCents },
      ];
      break;
    case 'disputeWon':
      lines = [
        { accountId: clearingAccountId(event.processor), amountCents: event.amountCents },
        { accountId: payable, amountCents: -event.amountCents },
      ];
      break;
    case 'payout':
      lines = [
        { accountId: payable, amountCents: event.amountCents },
        { accountId: PLATFORM_ACCOUNT_IDS.bankSettlement, amountCents: -event.amountCents },
      ];
      break;
  }
  return lines.filter((line) => line.amountCents !== 0);
}

/** How the event changes the merchant's payable balance as shown (credit positive). */
export function payableChangeCents(event: MoneyEvent): number {
  const payable = payableAccountId(event.organizationId);
  return -journalLines(event).reduce((sum, line) => (line.accountId === payable ? sum + line.amountCents : sum), 0);
}

/** Why lines are not a journal (whole cents, two or more, summing to zero), or undefined. */
export function journalRefusal(lines: readonly JournalLine[]): string | undefined {
  if (lines.length < 2) return 'A journal needs two or more lines';
  let sum = 0;
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amountCents) || line.amountCents === 0)
      return `A journal line must be a whole, non-zero number of cents, got ${line.amountCents}`;
    sum += line.amountCents;
  }
  if (!Number.isSafeInteger(sum)) return 'A journal is too large';
  return sum === 0 ? undefined : `A journal must sum to zero, got ${sum}`;
}

/** The lines that undo a journal (a mistake is never edited: it is reversed). */
export function reversalLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ accountId: line.accountId, amountCents: -line.amountCents }));
}

/** An organization a transfer would pay more than its payable balance. */
export interface TransferOverdraft {
  organizationId: string;
  /** Its payable balance before the transfer (shown side, cents). */
  balanceCents: number;
  /** What the transfer pays it (cents). */
  shareCents: number;
  /** shareCents - balanceCents: what it would owe after the transfer. */
  overdraftCents: number;
}

/** The overdrafts of a transfer: organizations whose share exceeds their balance (a zero balance is not owed anything). */
export function transferOverdrafts(
  shares: readonly { organizationId: string; amountCents: number }[],
  balances: ReadonlyMap<string, number>,
): TransferOverdraft[] {
  return shares
    .map((s) => ({ organizationId: s.organizationId, balanceCents: balances.get(s.organizationId) ?? 0, shareCents: s.amountCents }))
    .filter((o) => o.shareCents > 0 && o.shareCents > o.balanceCents)
    .map((o) => ({ ...o, overdraftCents: o.shareCents - o.balanceCents }));
}

export type NamedTransferOverdraft = TransferOverdraft & { organizationName: string };

/** The refusal (and the confirmation's text) of an overdrawing transfer, naming each organization. */
export function transferOverdraftMessage(overdrafts: readonly NamedTransferOverdraft[]): string {
  const each = overdrafts.map(
    (o) =>
      `${o.organizationName} by ${formatMoney(o.overdraftCents)} (balance ${formatMoney(o.balanceCents)}, this transfer pays ${formatMoney(o.shareCents)})`,
  );
  return `This transfer would overdraw ${each.join('; ')}. A Bank Admin can confirm the overdraft.`;
}

/** "Outstanding Balance to Bank": what is owed to merchants, with organizations that owe money apart (never netted). */
export function outstandingBalances(balances: readonly number[]): { owedCents: number; owingCents: number; owingOrganizations: number } {
  let owedCents = 0;
  let owingCents = 0;
  let owingOrganizations = 0;
  for (const cents of balances) {
    if (cents > 0) owedCents += cents;
    else if (cents < 0) {
      owingCents -= cents;
      owingOrganizations += 1;
    }
  }
  return { owedCents, owingCents, owingOrganizations };
}
