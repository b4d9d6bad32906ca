import { defineEntity, p } from '@mikro-orm/core';

// The lists' totals, kept by PostgreSQL triggers (migration 20261127140000_list_counts): the
// number of listed rows per list kind, organization, key and mode, so a total is one index range
// read whatever the organization's size. Never written by the API.
const ListCountSchema = defineEntity({
  name: 'ListCount',
  properties: {
    /** The listed table: invoice, web_payment, refund, dispute, transfer, app_user, organization. */
    kind: p.string().primary(),
    /** The owner; ALL_ORGANIZATIONS (ffffffff-...) for the row summing every organization. */
    organizationId: p.uuid().primary(),
    /** The filterable columns of the list, joined by ':' (e.g. a refund's `open:initiated`). */
    key: p.string().primary(),
    /** Live or test objects; true for tables without test mode. */
    livemode: p.boolean().primary(),
    /** Writers spread over 32 slots (by transaction id) so that concurrent writes rarely wait on one row. */
    slot: p.smallint().primary(),
    count: p.bigint('number').default(0),
  },
});

export class ListCount extends ListCountSchema.class {}
ListCountSchema.setClass(ListCount);
export { ListCountSchema };
