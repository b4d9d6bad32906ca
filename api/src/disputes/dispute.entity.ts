import { defineEntity, p } from '@mikro-orm/core';
import { DEFAULT_PRODUCT_OR_SERVICE_DETAILS, DISPUTE_PROGRESS_STATUSES, DISPUTE_STATUSES, REFUND_PARENT_TYPES } from '@pg/domain';

import { WebPaymentSchema } from '../checkouts/web-payment.entity';
import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { fileOwnedBy } from '../files/file.entity';
import { InvoiceSchema } from '../invoices/invoice.entity';
import { OrganizationSchema } from '../organizations/organization.entity';

// The dispute (chargeback) is the read model of its process (workflow `dispute-<code>`): the
// intake writes it from the processor's event; the workflow's activities move its stage. Field
// names are the contract's (spec 001 s3), its spellings included (calcellationDelay...).
const DisputeSchema = defineEntity({
  name: 'Dispute',
  extends: BaseSchema,
  properties: {
    /** Readable, from a sequence: DSP-2026-000123 (Temporal workflow id dispute-<code>). */
    code: p.string().unique(),
    /** What was disputed: an invoice's payment or a checkout's. */
    type: p.enum([...REFUND_PARENT_TYPES]),
    invoice: () => p.manyToOne(InvoiceSchema).nullable().index().deleteRule('set null'),
    webPayment: () => p.manyToOne(WebPaymentSchema).nullable().index().deleteRule('set null'),
    owner: () => p.manyToOne(OrganizationSchema),
    /** false for a dispute of a test checkout (test mode): no money moves, in no transfer or report. */
    livemode: p.boolean().default(true),
    /** The processor that reported it (sandbox, stripe) and its ids. */
    processor: p.string(),
    /** The contract's stripeDisputeId: the processor's dispute id, whatever the processor. */
    processorDisputeId: p.string(),
    /** The contract's stripeStatus: the processor's own status (needs_response, under_review, won, lost). */
    processorStatus: p.string(),
    chargeId: p.string(),
    disputeAmountCents: p.integer(),
    currency: p.string().default('USD'),
    status: p.enum([...DISPUTE_STATUSES]),
    progressStatus: p.enum([...DISPUTE_PROGRESS_STATUSES]),
    /** The processor's reason (fraudulent, product_not_received, ...). */
    reason: p.string(),
    merchantResponseDueDate: p.datetime(),
    resolutionDate: p.datetime().nullable(),
    /** The USD 15 owed when the dispute is accepted (merchantApproved or autoApproved); for the ledger. */
    acceptanceFeeCents: p.integer().default(0),
    // The merchant's decline (spec 001 s3 and s7 merchantDenyDispute).
    reasonToWinDispute: p.string().nullable(),
    withdrawalDateByCustomer: p.datetime().nullable(),
    customerAlreadyRefunded: p.string().nullable(),
    refundDate: p.datetime().nullable(),
    refundAmountCents: p.integer().nullable(),
    /** The invoice's earlier refund, when the customer was refunded through the gateway. */
    refundId: p.uuid().nullable(),
    refundDescription: p.text().nullable(),
    creditVoucherGivenDate: p.datetime().nullable(),
    creditVoucherAmountCents: p.integer().nullable(),
    creditVoucherDescription: p.text().nullable(),
    calcellationDelayDate: p.datetime().nullable(),
    calcellationDelayDescription: p.text().nullable(),
    otherReasonDescription: p.text().nullable(),
    productOrServiceDetails: p.text().nullable().default(DEFAULT_PRODUCT_OR_SERVICE_DETAILS),
    productServiceTypeProvided: p.string().nullable(),
    additionalInformation: p.text().nullable(),
    /** When the evidence reached the processor. */
    evidenceSubmittedAt: p.datetime().nullable(),
    /** The processor's last refusal of the evidence, shown until a retry succeeds. */
    lastError: p.text().nullable(),
    /** The transfer that took the disputed amount from the merchant (transfers module). */
    transferId: p.uuid().nullable().index(),
    /** The transfer that gave a won dispute's amount back (transfers module). */
    refundTransferId: p.uuid().nullable().index(),
  },
  uniques: [{ properties: ['processor', 'processorDisputeId'] }],
  // Lists filter by owner and stage and sort by created date, newest first, id breaking ties.
  indexes: [
    ...searchIndexes('dispute'),
    { properties: ['owner', 'createdAt', 'id'] },
    { properties: ['progressStatus', 'createdAt', 'id'] },
    { properties: ['createdAt', 'id'] },
    { properties: ['chargeId'] },
  ],
});

export class Dispute extends DisputeSchema.class {}
DisputeSchema.setClass(Dispute);
export { DisputeSchema };

// This dispute's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** dispute_supporting_document, dispute_refund_proof and dispute_credit_voucher_proof files of a dispute (spec 001 s3). */
    dispute?: Dispute | null;
  }
}
fileOwnedBy('dispute', DisputeSchema, 'cascade');
