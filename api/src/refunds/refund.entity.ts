import { defineEntity, p } from '@mikro-orm/core';
import { REFUND_PARENT_TYPES, REFUND_POLICY_TERMS, REFUND_PROGRESS_STATUSES, REFUND_STATUSES } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { fileOwnedBy } from '../files/file.entity';
import { InvoiceSchema } from '../invoices/invoice.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// The refund is the read model of the refund process (workflow `refund-<code>`): the
// workflow's activities move its stage; lists and detail pages read it from here.
const RefundSchema = defineEntity({
  name: 'Refund',
  extends: BaseSchema,
  properties: {
    /** Readable, from a sequence: REF-2026-000123 (Temporal workflow id refund-<code>). */
    code: p.string().unique(),
    /** What it was taken against: an invoice now; a checkout (web payment) once checkouts exist. */
    type: p.enum([...REFUND_PARENT_TYPES]),
    invoice: () => p.manyToOne(InvoiceSchema).nullable().index(),
    /** The checkout (web payment) refunded, when type is checkout; a plain id until that table exists. */
    webPaymentId: p.uuid().nullable().index(),
    /** false: the refund of a test checkout (test mode): no ledger journal, never in a transfer. */
    livemode: p.boolean().default(true),
    owner: () => p.manyToOne(OrganizationSchema),
    requestedBy: () => p.manyToOne(UserSchema).nullable().deleteRule('set null'),
    status: p.enum([...REFUND_STATUSES]),
    progressStatus: p.enum([...REFUND_PROGRESS_STATUSES]),
    /** Line items' sum, the fee under the parent's policy terms, and their sum (requested). */
    subtotalCents: p.integer(),
    feeCents: p.integer(),
    requestedAmountCents: p.integer(),
    /** Set by the platform's approval: what is refunded. */
    approvedAmountCents: p.integer().nullable(),
    /** The parent's terms when requested (they decide the fee). */
    refundPolicyTerms: p.enum([...REFUND_POLICY_TERMS]),
    reason: p.string(),
    notes: p.text().nullable(),
    pointOfContact: p.string().nullable(),
    /** Bank or platform denial reason, or the platform's "not refunded" reason. */
    denialReason: p.text().nullable(),
    closedDate: p.datetime().nullable(),
    // The merchant's decline (spec 001 s7 merchantDecline).
    merchantDeclineReason: p.string().nullable(),
    merchantDeclineExplanation: p.text().nullable(),
    hasCancelPolicyExtended: p.boolean().nullable(),
    extendedCancellationPolicyText: p.text().nullable(),
    refundAlreadyPaid: p.string().nullable(),
    transactionDate: p.datetime().nullable(),
    transactionId: p.string().nullable(),
    refundAlreadyPaidAmountCents: p.integer().nullable(),
    // The payment refunded and the processor's answer.
    processor: p.string().nullable(),
    chargeId: p.string().nullable(),
    processorRefundId: p.string().nullable(),
    /** A try's claim on the processor refund while it calls the processor (attempt-claim.ts). */
    attemptClaimedUntil: p.datetime().nullable(),
    /** The processor's last refusal, shown until a retry succeeds. */
    lastError: p.text().nullable(),
    transferId: p.uuid().nullable().index(),
    /** Issue 47: the transfer that paid back this refund's released reserve (denied after a transfer deducted it). */
    releaseTransferId: p.uuid().nullable().index(),
  },
  // Lists filter by owner and stage and sort by created date, newest first, id breaking ties.
  indexes: [
    ...searchIndexes('refund'),
    { properties: ['owner', 'createdAt', 'id'] },
    { properties: ['progressStatus', 'createdAt', 'id'] },
    { properties: ['createdAt', 'id'] },
  ],
});

export class Refund extends RefundSchema.class {}
RefundSchema.setClass(Refund);
export { RefundSchema };

// This refund's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** refund_supporting_document and extended_policy_file files of a refund (spec 001 s3). */
    refund?: Refund | null;
  }
}
fileOwnedBy('refund', RefundSchema, 'cascade');
