import { defineEntity, p } from '@mikro-orm/core';
import { INDUSTRIES, ORGANIZATION_STATUSES, ORGANIZATION_TYPES, REFUND_POLICY_TERMS } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { searchIndexes } from '../common/search-indexes';
import { eventLinkedTo } from '../events/event.entity';
import { fileOwnedBy, FileSchema } from '../files/file.entity';

const OrganizationSchema = defineEntity({
  name: 'Organization',
  extends: BaseSchema,
  properties: {
    name: p.string(),
    email: p.string().nullable(),
    type: p.enum([...ORGANIZATION_TYPES]),
    industry: p.enum([...INDUSTRIES]).nullable(),
    status: p.enum([...ORGANIZATION_STATUSES]).index(),
    address: p.string().nullable(),
    licenseNumber: p.string().nullable(),
    phoneNumber: p.string().nullable(),
    website: p.string().nullable(),
    shortDescription: p.text().nullable(),
    mccCode: p.string().nullable(),
    refundPolicyTerms: p.enum([...REFUND_POLICY_TERMS]).nullable(),
    refundPolicyLink: p.string().nullable(),
    /** Basis points: 499 = 4.99 %. */
    merchantProcessingFeeBps: p.integer().nullable(),
    platformFeeBps: p.integer().default(499),
    blockTransactions: p.boolean().default(false),
    /** Issue 44: the Owner's idle limit for the organization's sessions, in minutes; null: none (12 h absolute only). */
    sessionIdleMinutes: p.integer().nullable(),
    verified: p.boolean().default(false),
    /** Issue 44: the Owner requires a second factor for everyone in the organization. */
    secondFactorRequired: p.boolean().default(false),
    /** The current logo (spec 002 s3 `logo`); replaced files are deleted. */
    logoFile: () => p.manyToOne(FileSchema).nullable().deleteRule('set null'),
  },
  // Autocomplete and lists page by (name, id).
  indexes: [...searchIndexes('organization'), { properties: ['name', 'id'] }],
  // One e-mail and one licence number per organization, ignoring case (organization-contact.ts
  // says which field a refusal was about). Blank values are no one's and may repeat.
  uniques: [
    {
      name: 'organization_email_lower_unique',
      expression: `create unique index "organization_email_lower_unique" on "organization" (lower("email")) where "email" <> ''`,
    },
    {
      name: 'organization_license_number_lower_unique',
      expression: `create unique index "organization_license_number_lower_unique" on "organization" (lower("license_number")) where "license_number" <> ''`,
    },
  ],
});

export class Organization extends OrganizationSchema.class {}
OrganizationSchema.setClass(Organization);
export { OrganizationSchema };

// This organization's files: the link column lives on stored_file, declared from this side.
declare module '../files/file.entity' {
  interface StoredFile {
    /** Files of an organization (its logo among them). */
    organization?: Organization | null;
  }
}
fileOwnedBy('organization', OrganizationSchema);

// The history rows of this organization: the link column lives on event, declared from this side.
declare module '../events/event.entity' {
  interface GatewayEvent {
    /** The tenant whose history the event is part of. */
    organization?: Organization | null;
  }
}
eventLinkedTo('organization', OrganizationSchema, { index: true });
