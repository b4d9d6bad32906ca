import { defineEntity, p } from '@mikro-orm/core';
import type { NamedTransferOverdraft, TransferItemKind } from '@pg/domain';

export type TransferOverdraftRecord = NamedTransferOverdraft;
import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { UserSchema } from '../users/user.entity';

export const TRANSFER_STATUSES = ['pending', 'completed', 'failed'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** What createTransaction asked for: item ids by kind. The saga's lock step takes exactly these. */
export type TransferRequest = Partial<Record<TransferItemKind, string[]>>;

// A transfer (payout) of spec 002: the read model of the transfer saga (workflow
// `transfer-<code>`). Written `pending` by createTransaction; the saga completes it, or fails it
// and undoes what it did. Lists and the detail page show completed transfers only.
const TransferSchema = defineEntity({
  name: 'Transfer',
  extends: BaseSchema,
  properties: {
    /** Readable, from a sequence: TRF-2026-000123 (Temporal workflow id transfer-<code>). */
    code: p.string().unique(),
    status: p.enum([...TRANSFER_STATUSES]),
    /** invoices net + checkouts net - disputes - refunds + won disputes (domain transferItemsTotalCents). */
    amountCents: p.bigint('number').default(0),
    notes: p.text().nullable(),
    requested: p.json<TransferRequest>(),
    transferredBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    completedAt: p.datetime().nullable(),
    /** Why the saga failed and undid the transfer. */
    failureReason: p.text().nullable(),
    /** Bank Admin confirmed paying organizations more than their balances (overdrafts lists them). */
    allowOverdraft: p.boolean().default(false),
    /** The overdrafts the transfer was recorded with, as confirmed. */
    overdrafts: p.json<TransferOverdraftRecord[]>().nullable(),
  },
  // The list shows completed transfers sorted by date, code or amount, id breaking ties.
  indexes: [...searchIndexes('transfer'), { properties: ['status', 'createdAt', 'id'] }, { properties: ['status', 'amountCents', 'id'] }],
});

export class Transfer extends TransferSchema.class {}
TransferSchema.setClass(Transfer);
export { TransferSchema };
