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
