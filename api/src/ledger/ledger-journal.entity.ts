import { defineEntity, p } from '@mikro-orm/core';
import { LEDGER_TRANSACTION_TYPES } from '@pg/domain';

import { UserSchema } from '../users/user.entity';

// One money event of the books: two or more postings summing to zero (checked by a deferred
// database trigger at commit). Append-only: triggers refuse update, delete and truncate; a
// mistake is undone by a reversing journal (`reverses`).
const LedgerJournalSchema = defineEntity({
  name: 'LedgerJournal',
  properties: {
    id: p.uuid().primary(),
    seq: p.bigint('number').autoincrement(),
    transactionType: p.enum([...LEDGER_TRANSACTION_TYPES]),
    /** What it came from: invoice, webPayment, refund, dispute, transfer... and its id. */
    sourceType: p.string(),
    sourceId: p.uuid(),
    /** Idempotency: one money event, one key; posting the same key again changes nothing. */
    sourceKey: p.string().unique(),
    /** The Description column of "Ledger Details". */
    remarks: p.text(),
    /** The journal this one undoes. */
    reverses: p.uuid().nullable(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
  },
  // Export by date; links from a source to its journals.
  indexes: [{ properties: ['createdAt', 'seq'] }, { properties: ['sourceType', 'sourceId'] }],
});

export class LedgerJournal extends LedgerJournalSchema.class {}
LedgerJournalSchema.setClass(LedgerJournal);
export { LedgerJournalSchema };
