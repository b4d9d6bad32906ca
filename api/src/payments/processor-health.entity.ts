import { defineEntity, p } from '@mikro-orm/core';

import { BREAKER_STATES } from './circuit-breaker';

// Issue 41: a processor's health as one process sees its calls (ProcessorHealth), written every
// few seconds while it changes (ProcessorHealthStore). One row per processor and process: the
// gateway settings and the dashboard combine the fresh rows.
const ProcessorHealthRowSchema = defineEntity({
  name: 'ProcessorHealthRow',
  tableName: 'processor_health',
  properties: {
    processor: p.string().primary(),
    /** host:pid of the process whose calls these are. */
    instance: p.string().primary(),
    state: p.enum([...BREAKER_STATES]),
    calls: p.integer(),
    successes: p.integer(),
    p95Ms: p.integer().nullable().fieldName('p95_ms'),
    openedAt: p.datetime().nullable(),
    updatedAt: p.datetime(),
  },
});

export class ProcessorHealthRow extends ProcessorHealthRowSchema.class {}
ProcessorHealthRowSchema.setClass(ProcessorHealthRow);
export { ProcessorHealthRowSchema };
