import fc from 'fast-check';

import {
  DISPUTE_ACTIONS,
  DISPUTE_OUTCOMES,
  disputeDeadlineTransition,
  disputeFeeCentsFor,
  disputeOutcomeTransition,
  disputeStatusOf,
  disputeTransition,
} from './dispute-rules';
import { transferTotalCents } from './fees';
import { LEDGER_TRANSACTION_TYPES, ledgerAmountRefusal, nextLedgerBalance, runningBalances } from './ledger-rules';
import { ALL_ROLES } from './roles';
import {
  canSubmitTransfer,
  DISPUTE_STAGES_FOR_TRANSFER,
  disputeTransferAmountCents,
  signedTransferAmountCents,
  TRANSFER_ITEM_KINDS,
  type TransferItemAmount,
  transferItemsByKind,
  transferItemsTotalCents,
  transferSharesByOrganization,
  wonDisputeTransferAmountCents,
} from './transfer-rules';

const item = fc.record({
  kind: fc.constantFrom(...TRANSFER_ITEM_KINDS),
  organizationId: fc.constantFrom('org-a', 'org-b', 'org-c', 'org-d'),
  amountCents: fc.integer({ min: 0, max: 1e10 }),
});
const items = fc.array(item, { maxLength: 40 });

describe('transfer total (spec 002 s4: invoices net + checkouts net - disputes - refunds + won disputes)', () => {
  it('an example with every kind', () => {
    const list: TransferItemAmount[] = [
      { kind: 'invoice', organizationId: 'a', amountCents: 100_000 },
      { kind: 'invoice', organizationId: 'b', amountCents: 9_500 },
      { kind: 'checkout', organizationId: 'a', amountCents: 12_095 },
      { kind: 'refund', organizationId: 'a', amountCents: 7_927 },
      { kind: 'dispute', organizationId: 'b', amountCents: 5_000 },
      { kind: 'wonDispute', organizationId: 'b', amountCents: 2_500 },
    ];
    expect(transferItemsTotalCents(list)).toBe(100_000 + 9_500 + 12_095 - 7_927 - 5_000 + 2_500);
    expect(transferSharesByOrganization(list)).toEqual([
      { organizationId: 'a', amountCents: 100_000 + 12_095 - 7_927, items: 3 },
      { organizationId: 'b', amountCents: 9_500 - 5_000 + 2_500, items: 3 },
    ]);
  });

  it('equals the sum of the signed amounts, whatever the order', () => {
    fc.assert(
      fc.property(items, (list) => {
        const signed = list.reduce((sum, i) => sum + signedTransferAmountCents(i.kind, i.amountCents), 0);
        const reversed = [...list].reverse();
        return transferItemsTotalCents(list) === signed && transferItemsTotalCents(reversed) === signed;
      }),
    );
  });

  it('agrees with transferTotalCents over the same items grouped by kind', () => {
    fc.assert(fc.property(items, (list) => transferItemsTotalCents(list) === transferTotalCents(transferItemsByKind(list))));
  });

  it('organization shares add up to the total, cover every item once and come sorted by organization', () => {
    fc.assert(
      fc.property(items, (list) => {
        const shares = transferSharesByOrganization(list);
        const ids = shares.map((s) => s.organizationId);
        return (
          shares.reduce((sum, s) => sum + s.amountCents, 0) === transferItemsTotalCents(list) &&
          shares.reduce((sum, s) => sum + s.items, 0) === list.length &&
          ids.every((id, i) => i === 0 || ids[i - 1] < id) &&
          new Set(ids).size === new Set(list.map((i) => i.organizationId)).size
        );
      }),
    );
  });

  it('an added invoice or checkout raises the total by its amount; a refund or dispute lowers it', () => {
    fc.assert(
      fc.property(items, item, (list, extra) => {
        const delta = transferItemsTotalCents([...list, extra]) - transferItemsTotalCents(list);
        const up = extra.kind === 'invoice' || extra.kind === 'checkout' || extra.kind === 'wonDispute' || extra.kind === 'releasedRefund';
        return delta === (up ? extra.amountCents : -extra.amountCents);
      }),
    );
  });

  it('refuses negative item amounts and fractions of a cent', () => {
    expect(() => transferItemsTotalCents([{ kind: 'invoice', organizationId: 'a', amountCents: -1 }])).toThrow(RangeError);
    expect(() => transferItemsTotalCents([{ kind: 'refund', organizationId: 'a', amountCents: 1.5 }])).toThrow(RangeError);
  });

  it('Submit needs an invoice or a checkout (spec 002 s4)', () => {
    expect(canSubmitTransfer({ invoiceIds: [], checkoutIds: [] })).toBe(false);
    expect(canSubmitTransfer({ invoiceIds: ['i'], checkoutIds: [] })).toBe(true);
    expect(canSubmitTransfer({ invoiceIds: [], checkoutIds: ['c'] })).toBe(true);
  });
});

describe('ledger rules', () => {
  it('credits and debits by transaction type', () => {
    expect(ledgerAmountRefusal('invoicePayment', 100)).toBeUndefined();
    expect(ledgerAmountRefusal('invoicePayment', -100)).toBe('Invoice Payment entries credit the balance');
    expect(ledgerAmountRefusal('refund', 100)).toBe('Refund entries debit the balance');
    expect(ledgerAmountRefusal('transfer', 100)).toBeUndefined();
    expect(ledgerAmountRefusal('transfer', -100)).toBeUndefined();
    expect(ledgerAmountRefusal('adjustment', 0)).toBe('A ledger entry can not be zero');
    expect(ledgerAmountRefusal('refund', -0.5)).toMatch(/whole number of cents/);
    expect(LEDGER_TRANSACTION_TYPES).toContain('disputeWon');
  });

  it('running balances end at the opening balance plus every amount, entry by entry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.array(fc.integer({ min: -1e10, max: 1e10 }), { maxLength: 50 }), (opening, amounts) => {
        const balances = runningBalances(opening, amounts);
        return (
          balances.length === amounts.length &&
          balances.every((b, i) => b - (i === 0 ? opening : balances[i - 1]) === amounts[i]) &&
          (balances.at(-1) ?? opening) === opening + amounts.reduce((s, a) => s + a, 0)
        );
      }),
    );
    expect(() => nextLedgerBalance(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
  });

  it('a transfer that debits every share brings the balances the items credited back to zero', () => {
    // Payments credit, refunds and disputes debit, won disputes credit, when they happen; the
    // transfer then debits each organization its share: what the platform held is paid out.
    fc.assert(
      fc.property(items, (list) => {
        const balances = new Map<string, number>();
        for (const i of list) balances.set(i.organizationId, (balances.get(i.organizationId) ?? 0) + signedTransferAmountCents(i.kind, i.amountCents));
        for (const share of transferSharesByOrganization(list)) balances.set(share.organizationId, balances.get(share.organizationId)! - share.amountCents);
        return [...balances.values()].every((b) => b === 0);
      }),
    );
  });
});

describe('disputes in transfers (spec 002 s4)', () => {
  it('a dispute deducts its amount and the acceptance fee; a won dispute gives the amount back, the fee stays owed', () => {
    expect(disputeTransferAmountCents(43_050, 1_500)).toBe(44_550);
    expect(disputeTransferAmountCents(43_050, 0)).toBe(43_050);
    expect(wonDisputeTransferAmountCents(43_050)).toBe(43_050);
    expect(() => disputeTransferAmountCents(0.5, 0)).toThrow();
  });

  it('offers a dispute once the merchant answered or the due date passed: no move from there owes a fee any more', () => {
    expect(DISPUTE_STAGES_FOR_TRANSFER).not.toContain('received');
    expect([...DISPUTE_STAGES_FOR_TRANSFER].sort()).toEqual(['autoApproved', 'inReview', 'merchantApproved', 'merchantDeclined', 'overturned', 'refunded']);
    let checked = 0;
    for (const from of DISPUTE_STAGES_FOR_TRANSFER) {
      const next = [
        ...DISPUTE_ACTIONS.flatMap((action) => ALL_ROLES.map((role) => disputeTransition(role, action, disputeStatusOf(from), from))),
        ...DISPUTE_OUTCOMES.map((outcome) => disputeOutcomeTransition(from, outcome)),
        disputeDeadlineTransition(from),
      ].filter((to) => to !== undefined);
      for (const to of next) expect({ from, to, fee: disputeFeeCentsFor(to) }).toEqual({ from, to, fee: 0 });
      checked += next.length;
    }
    expect(checked).toBeGreaterThan(5);
  });
});
