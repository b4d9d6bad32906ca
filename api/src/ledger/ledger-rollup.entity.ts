import { defineEntity, p } from '@mikro-orm/core';

// Rolled-up balances (ledger-balances.ts): an account's balance is its rollup plus its postings
// written by transactions at or after the mark. Written only by the roll-up, never by a posting.
const LedgerRollupSchema = defineEntity({
  name: 'LedgerRollup',
  properties: {
    accountId: p.string().primary(),
    balanceCents: p.bigint('number').default(0),
    postings: p.bigint('number').default(0),
  },
});

export class LedgerRollup extends LedgerRollupSchema.class {}
LedgerRollupSchema.setClass(LedgerRollup);
export { LedgerRollupSchema };

// The one row holding how far the rollups reach: every transaction below throughXid has ended.
const LedgerRollupMarkSchema = defineEntity({
  name: 'LedgerRollupMark',
  properties: {
    id: p.integer().primary(),
    throughXid: p.bigint('number').default(0),
    rolledAt: p.datetime().nullable(),
  },
});

export class LedgerRollupMark extends LedgerRollupMarkSchema.class {}
LedgerRollupMarkSchema.setClass(LedgerRollupMark);
export { LedgerRollupMarkSchema };

// Postings summed per account, UTC day (of the journal's date) and transaction type: what the
// dashboards chart (api/src/dashboards). Written by the same roll-up, up to the same mark, so a
// day's figure is its row plus the tail of postings at or after the mark.
const LedgerDailyRollupSchema = defineEntity({
  name: 'LedgerDailyRollup',
  properties: {
    accountId: p.string().primary(),
    day: p.date().primary(),
    transactionType: p.string().primary(),
    /** Sum of the account's postings (debit positive). */
    amountCents: p.bigint('number').default(0),
    /** Sum of the debits of the journals those postings belong to: a payment's charged amount. */
    journalDebitCents: p.bigint('number').default(0),
    postings: p.bigint('number').default(0),
  },
  // The platform-wide charts read one day range across every account.
  indexes: [{ properties: ['day'] }],
});

export class LedgerDailyRollup extends LedgerDailyRollupSchema.class {}
LedgerDailyRollupSchema.setClass(LedgerDailyRollup);
export { LedgerDailyRollupSchema };
