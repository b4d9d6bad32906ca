import { defineEntity, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';
import { DisputeSchema } from './dispute.entity';

// Every processor event the intake took in, by the processor's event id: a redelivered event
// finds its row and writes nothing new (DESIGN.md s2: activities and intakes are idempotent).
const DisputeProcessorEventSchema = defineEntity({
  name: 'DisputeProcessorEvent',
  tableName: 'dispute_processor_event',
  extends: BaseSchema,
  properties: {
    processor: p.string(),
    eventId: p.string(),
    kind: p.string(),
    processorStatus: p.string(),
    dispute: () => p.manyToOne(DisputeSchema).index().deleteRule('cascade'),
  },
  uniques: [{ properties: ['processor', 'eventId'] }],
});

export class DisputeProcessorEvent extends DisputeProcessorEventSchema.class {}
DisputeProcessorEventSchema.setClass(DisputeProcessorEvent);
export { DisputeProcessorEventSchema };
