import { defineEntity, p } from '@mikro-orm/core';
import { INVOICE_STATUSES, INVOICE_TYPES, REFUND_POLICY_TERMS } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { fileOwnedBy } from '../files/file.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// The invoice is the read model of the invoice process (workflow `invoice-<code>`): the
// workflow's activities move its status; lists and detail pages read it from here.
const InvoiceSchema = defineEntity({
  name: 'Invoice',
  extends: BaseSchema,
  properties: {
    /** Readable, from a sequence: INV-2026-000123 (Temporal workflow id invoice-<code>). */
    code: p.string().unique(),
    /** The pay link's credential: 32 random bytes, base64url. Never listed to other tenants. */
    accessKey: p.string().unique(),
    status: p.enum([...INVOICE_STATUSES]),
    type: p.enum([...INVOICE_TYPES]),
    /** Group name. */
    name: p.string(),
    recipientName: p.string(),
    recipientSurName: p.string(),
    recipientEmail: p.string(),
    numberOfPax: p.integer(),
    dateOfService: p.datetime(),
    dateOfArrival: p.datetime().nullable(),
    merchantPO: p.string().nullable(),
    /** Snapshots taken at creation, so later profile changes do not reprice the invoice. */
    merchantProcessingFeeBps: p.integer(),
    platformFeeBps: p.integer(),
    refundPolicyTerms: p.enum([...REFUND_POLICY_TERMS]),
    /** Kept in step with the line items (domain invoiceTotals), so lists sort by amount. */
    subtotalCents: p.integer().default(0),
    feeCents: p.integer().default(0),
    totalCents: p.integer().default(0),
    owner: () => p.manyToOne(OrganizationSchema),
    createdBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    deletedAt: p.datetime().nullable(),
    paidAt: p.datetime().nullable(),
    estimatedDisbursementDate: p.datetime().nullable(),
    actualDisbursementDate: p.datetime().nullable(),
    disbursedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    transferId: p.uuid().nullable().index(),
    /** The successful charge's id at the card processor. */
    gatewayTransactionId: p.string().nullable(),
    paymentGateway: p.string().nullable(),
  },
  // Lists filter by owner and status and sort by created date, newest first, with id as the
  // tie-breaker; these keep `invoices(first: 50)` an index scan at any table size.
  indexes: [
    ...searchIndexes('invoice'),
    { properties: ['owner', 'status', 'createdAt', 'id'] },
    { properties: ['owner', 'createdAt', 'id'] },
    { properties: ['status', 'createdAt', 'id'] },
    { properties: ['createdAt', 'id'] },
    // The list's total: an index-only count of the live rows of one owner (and status), about
    // 6x cheaper than a scan at 100,000 invoices (docs/performance.md).
    {
      name: 'invoice_live_owner_status_index',
      expression: 'create index "invoice_live_owner_status_index" on "invoice" ("owner_id", "status") where "deleted_at" is null',
    },
    // /transactions' Invoices tab: paid invoices no transfer holds yet, newest paid first (small:
    // an invoice leaves it when a transfer takes it).
    {
      name: 'invoice_awaiting_transfer_index',
      expression:
        'create index "invoice_awaiting_transfer_index" on "invoice" ("paid_at", "id") where "status" = \'paid\' and "transfer_id" is null and "deleted_at" is null',
    },
  ],
});

export class Invoice extends InvoiceSchema.class {}
InvoiceSchema.setClass(Invoice);
export { InvoiceSchema };

// This invoice's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** credit_advice files of an invoice. */
    invoice?: Invoice | null;
  }
}
fileOwnedBy('invoice', InvoiceSchema, 'cascade');
