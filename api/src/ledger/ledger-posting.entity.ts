import { defineEntity, p } from '@mikro-orm/core';

import { LedgerAccountSchema } from './ledger-account.entity';
import { LedgerJournalSchema } from './ledger-journal.entity';

// One line of a journal: debit when positive, credit when negative (integer cents).
const LedgerPostingSchema = defineEntity({
  name: 'LedgerPosting',
  properties: {
    id: p.uuid().primary(),
    /** Posting order: an account's entries page newest first by it. */
    seq: p.bigint('number').autoincrement(),
    journal: () => p.manyToOne(LedgerJournalSchema),
    account: () => p.manyToOne(LedgerAccountSchema),
    amountCents: p.bigint('number'),
    /**
     * The writing transaction's id (pg_current_xact_id). Balances are rolled up per account
     * through a transaction id below which every transaction has finished (ledger-balances.ts),
     * so a posting that commits late is never skipped, and no posting locks its account.
     */
    txId: p.bigint('number').defaultRaw('((pg_current_xact_id())::text)::bigint'),
  },
  indexes: [{ properties: ['account', 'seq'] }, { properties: ['account', 'txId'] }, { properties: ['txId'] }, { properties: ['journal'] }],
});

export class LedgerPosting extends LedgerPostingSchema.class {}
LedgerPostingSchema.setClass(LedgerPosting);
export { LedgerPostingSchema };
