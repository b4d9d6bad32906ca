import type { GatewayEvent } from './event.entity';

/** Events whose changed record is not their subject (EventsService.record's `changed`), read by the flush subscriber. */
export const changedRecordOf = new WeakMap<GatewayEvent, object>();
