import { defineEntity, p } from '@mikro-orm/core';
import { BaseSchema } from '../common/base.entity';
import { DisbursementSchema } from '../invoices/disbursement.entity';
import { InvoiceSchema } from '../invoices/invoice.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { RefundSchema } from '../refunds/refund.entity';
import { DisputeSchema } from '../disputes/dispute.entity';
import { UserSchema } from '../users/user.entity';

// One row per stored object. Owners are nullable links so later domains (invoices,
// disbursements, refunds) add their own link column without a new table.
const FileSchema = defineEntity({
  name: 'File',
  tableName: 'stored_file',
  extends: BaseSchema,
  properties: {
    type: p.string().index(),
    path: p.string(),
    caption: p.string().nullable(),
    mimetype: p.string(),
    size: p.integer(),
    organization: () => p.manyToOne(OrganizationSchema).nullable().index(),
    user: () => p.manyToOne(UserSchema).nullable().index(),
    /** credit_advice files of an invoice. */
    invoice: () => p.manyToOne(InvoiceSchema).nullable().index().deleteRule('cascade'),
    /** hotel_invoice and doi_document files of a disbursement. */
    disbursement: () => p.manyToOne(DisbursementSchema).nullable().index().deleteRule('cascade'),
    /** refund_supporting_document and extended_policy_file files of a refund (spec 001 s3). */
    refund: () => p.manyToOne(RefundSchema).nullable().index().deleteRule('cascade'),
    /** dispute_supporting_document, dispute_refund_proof and dispute_credit_voucher_proof files of a dispute (spec 001 s3). */
    dispute: () => p.manyToOne(DisputeSchema).nullable().index().deleteRule('cascade'),
  },
});

export class StoredFile extends FileSchema.class {}
FileSchema.setClass(StoredFile);
export { FileSchema };
