import { randomUUID } from 'node:crypto';

import { defineEntity, p } from '@mikro-orm/core';
import { TRANSFER_ITEM_KINDS } from '@pg/domain';

import { OrganizationSchema } from '../organizations/organization.entity';
import { TransferSchema } from './transfer.entity';

// What a transfer took, as it counted it: the item's kind, id, code, organization and unsigned
// amount when locked. The unique (kind, itemId) is the last guard that no item is ever in two
// transfers, whatever a source's own claim does; a failed transfer's rows are removed.
const TransferItemSchema = defineEntity({
  name: 'TransferItem',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    transfer: () => p.manyToOne(TransferSchema),
    kind: p.enum([...TRANSFER_ITEM_KINDS]),
    itemId: p.uuid(),
    code: p.string(),
    organization: () => p.manyToOne(OrganizationSchema),
    amountCents: p.bigint('number'),
  },
  uniques: [{ properties: ['kind', 'itemId'] }],
  indexes: [{ properties: ['transfer', 'kind'] }],
});

export class TransferItem extends TransferItemSchema.class {}
TransferItemSchema.setClass(TransferItem);
export { TransferItemSchema };
