import { defineEntity, p } from '@mikro-orm/core';
import { LEDGER_TRANSACTION_TYPES } from '@pg/domain';
import { randomUUID } from 'node:crypto';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// One line of an organization's ledger (spec 002 s3 "Ledger entry"). Append-only: entries are
// written by LedgerService and never updated or deleted; a mistake is undone by a new entry.
const LedgerEntrySchema = defineEntity({
  name: 'LedgerEntry',
  properties: {
    id: p.uuid().primary().onCreate(() => randomUUID()),
    /** Posting order. Entries of one organization are posted under its row lock, so seq order is balance order. */
    seq: p.bigint('number').autoincrement(),
    organization: () => p.manyToOne(OrganizationSchema),
    transactionType: p.enum([...LEDGER_TRANSACTION_TYPES]),
    /** Signed cents: positive credits the balance, negative debits it. */
    amountCents: p.bigint('number'),
    /** The organization's balance right after this entry. */
    balanceCents: p.bigint('number'),
    remarks: p.text(),
    /** What the entry came from: invoice, refund, transfer, webPayment, dispute... and its id. */
    sourceType: p.string(),
    sourceId: p.uuid(),
    /** Idempotency: one money event, one key; posting the same key again changes nothing. */
    sourceKey: p.string().unique(),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
  indexes: [{ properties: ['organization', 'seq'] }, { properties: ['sourceType', 'sourceId'] }],
});

export class LedgerEntry extends LedgerEntrySchema.class {}
LedgerEntrySchema.setClass(LedgerEntry);
export { LedgerEntrySchema };
