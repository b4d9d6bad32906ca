import fc from 'fast-check';

import {
  journalLines,
  journalRefusal,
  type MoneyEvent,
  outstandingBalances,
  payableAccountId,
  payableChangeCents,
  PLATFORM_ACCOUNT_IDS,
  reversalLines,
  transferOverdraftMessage,
  transferOverdrafts,
} from './ledger-journals';
import { organizationCloseRefusal } from './organization-rules';

const ORG = '0b6f6d8e-0000-4000-8000-000000000001';

describe('journals of money events', () => {
  it('a payment of $100 with a $3.50 fee: clearing +100, merchant payable -96.50, fee revenue -3.50', () => {
    expect(journalLines({ kind: 'payment', organizationId: ORG, processor: 'sandbox', chargedCents: 10_000, payableCents: 9_650 })).toEqual([
      { accountId: 'clearing:sandbox', amountCents: 10_000 },
      { accountId: payableAccountId(ORG), amountCents: -9_650 },
      { accountId: PLATFORM_ACCOUNT_IDS.feeRevenue, amountCents: -350 },
    ]);
  });

  it('a chargeback goes through the chargebacks account and is recovered from the merchant; a win returns it', () => {
    const chargeback = journalLines({ kind: 'chargeback', organizationId: ORG, processor: 'stripe', amountCents: 5_000 });
    expect(chargeback.map((l) => [l.accountId, l.amountCents])).toEqual([
      [PLATFORM_ACCOUNT_IDS.chargebacks, 5_000],
      ['clearing:stripe', -5_000],
      [payableAccountId(ORG), 5_000],
      [PLATFORM_ACCOUNT_IDS.chargebacks, -5_000],
    ]);
    expect(payableChangeCents({ kind: 'disputeWon', organizationId: ORG, processor: 'stripe', amountCents: 5_000 })).toBe(5_000);
  });

  const event = fc.oneof(
    fc
      .record({
        kind: fc.constant('payment' as const),
        organizationId: fc.constant(ORG),
        processor: fc.constantFrom('sandbox', 'stripe'),
        chargedCents: fc.integer({ min: 1, max: 10 ** 9 }),
        payableCents: fc.integer({ min: 1, max: 10 ** 9 }),
      })
      .filter((e) => e.payableCents <= e.chargedCents),
    fc.record({
      kind: fc.constantFrom('refund' as const, 'chargeback' as const, 'disputeWon' as const),
      organizationId: fc.constant(ORG),
      processor: fc.constant('sandbox'),
      amountCents: fc.integer({ min: 1, max: 10 ** 9 }),
    }),
    fc.record({ kind: fc.constantFrom('disputeFee' as const), organizationId: fc.constant(ORG), amountCents: fc.integer({ min: 1, max: 10 ** 9 }) }),
    fc.record({
      kind: fc.constant('payout' as const),
      organizationId: fc.constant(ORG),
      amountCents: fc.integer({ min: -(10 ** 9), max: 10 ** 9 }).filter((n) => n !== 0),
    }),
  ) as fc.Arbitrary<MoneyEvent>;

  it('every event is a journal: two or more whole-cent lines summing to zero; its reversal too, and both cancel out', () => {
    fc.assert(
      fc.property(event, (e) => {
        const lines = journalLines(e);
        expect(journalRefusal(lines)).toBeUndefined();
        expect(journalRefusal(reversalLines(lines))).toBeUndefined();
        const net = new Map<string, number>();
        for (const l of [...lines, ...reversalLines(lines)]) net.set(l.accountId, (net.get(l.accountId) ?? 0) + l.amountCents);
        expect([...net.values()].every((v) => v === 0)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('refuses lines that are not a journal', () => {
    expect(journalRefusal([{ accountId: 'a', amountCents: 1 }])).toBe('A journal needs two or more lines');
    expect(
      journalRefusal([
        { accountId: 'a', amountCents: 1 },
        { accountId: 'b', amountCents: -2 },
      ]),
    ).toBe('A journal must sum to zero, got -1');
    expect(
      journalRefusal([
        { accountId: 'a', amountCents: 0.5 },
        { accountId: 'b', amountCents: -0.5 },
      ]),
    ).toMatch(/whole, non-zero/);
  });
});

describe('transfer overdrafts', () => {
  it('names each organization a transfer would pay more than its balance', () => {
    const overdrafts = transferOverdrafts(
      [
        { organizationId: 'a', amountCents: 500 },
        { organizationId: 'b', amountCents: 100 },
        { organizationId: 'c', amountCents: -50 },
      ],
      new Map([
        ['a', 200],
        ['b', 100],
        ['c', -500],
      ]),
    );
    expect(overdrafts).toEqual([{ organizationId: 'a', balanceCents: 200, shareCents: 500, overdraftCents: 300 }]);
    expect(transferOverdraftMessage([{ ...overdrafts[0], organizationName: 'Berlin Birders' }])).toBe(
      'This transfer would overdraw Berlin Birders by $3.00 (balance $2.00, this transfer pays $5.00). A Bank Admin can confirm the overdraft.',
    );
  });

  it('what the bank owes merchants sums positive balances; organizations that owe are apart', () => {
    expect(outstandingBalances([1_000, -300, 0, 200, -1])).toEqual({ owedCents: 1_200, owingCents: 301, owingOrganizations: 2 });
  });
});

describe('closing an organization', () => {
  const none = { balanceCents: 0, refundsInProgress: 0, disputesInProgress: 0, transfersInProgress: 0 };
  it('is allowed only with a zero balance and nothing in progress, and says what is open', () => {
    expect(organizationCloseRefusal(none)).toBeUndefined();
    expect(organizationCloseRefusal({ ...none, balanceCents: 1_234 })).toBe(
      'This organization can not be closed while its balance of $12.34 has not been transferred.',
    );
    expect(organizationCloseRefusal({ ...none, balanceCents: -500, disputesInProgress: 1 })).toBe(
      'This organization can not be closed while it owes $5.00 and 1 dispute is in progress.',
    );
    expect(organizationCloseRefusal({ ...none, refundsInProgress: 2, transfersInProgress: 1 })).toBe(
      'This organization can not be closed while 2 refunds, 1 transfer are in progress.',
    );
  });
});
