import { defineEntity, p } from '@mikro-orm/core';
import { ORGANIZATION_TYPES } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { fileOwnedBy } from '../files/file.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { InvoiceSchema } from './invoice.entity';

// Money of an invoice that goes to someone other than the merchant (immigration, hotels,
// airlines, the agency's foreign-currency account). Files link to it from stored_file.
const DisbursementSchema = defineEntity({
  name: 'Disbursement',
  extends: BaseSchema,
  properties: {
    invoice: () => p.manyToOne(InvoiceSchema).deleteRule('cascade'),
    recipient: () => p.manyToOne(OrganizationSchema).index(),
    type: p.enum([...ORGANIZATION_TYPES]),
    amountCents: p.integer(),
    /** The fixed Department Of Immigration row: type and recipient fixed, cannot be removed. */
    isDefault: p.boolean().default(false),
    sort: p.integer().default(0),
  },
  indexes: [{ properties: ['invoice', 'sort'] }],
});

export class Disbursement extends DisbursementSchema.class {}
DisbursementSchema.setClass(Disbursement);
export { DisbursementSchema };

// This disbursement's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** hotel_invoice and doi_document files of a disbursement. */
    disbursement?: Disbursement | null;
  }
}
fileOwnedBy('disbursement', DisbursementSchema, 'cascade');
