import { defineEntity, p } from '@mikro-orm/core';
import { LEDGER_ACCOUNT_KINDS } from '@pg/domain';

import { OrganizationSchema } from '../organizations/organization.entity';

// An account of the double-entry books (domain ledger-journals). Ids name their kind:
// payable:<organization id>, clearing:<processor>, platform:<name>. An organization's payable is
// created with the organization (database trigger), the platform's accounts by the migration,
// a processor's clearing account on its first posting.
const LedgerAccountSchema = defineEntity({
  name: 'LedgerAccount',
  properties: {
    id: p.string().primary(),
    kind: p.enum([...LEDGER_ACCOUNT_KINDS]),
    organization: () => p.manyToOne(OrganizationSchema).nullable().unique(),
    processor: p.string().nullable(),
    name: p.string(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class LedgerAccount extends LedgerAccountSchema.class {}
LedgerAccountSchema.setClass(LedgerAccount);
export { LedgerAccountSchema };
