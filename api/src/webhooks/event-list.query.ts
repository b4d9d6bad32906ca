import { WEBHOOK_EVENT_TYPES } from '@pg/domain';
import { z } from 'zod';

import { restCursor, restListLimit } from '../developer-keys/rest-query';
import { EVENT_ID } from './webhook-events.service';

/** The query of GET /api/v1/events: `limit`, the cursor `starting_after` (looked up by the service) and a `type`. */
export const EventListQuery = z.object({
  limit: restListLimit,
  starting_after: restCursor('event', EVENT_ID),
  type: z
    .enum(WEBHOOK_EVENT_TYPES, { error: (issue) => `Unknown event type: '${String(issue.input)}'` })
    .optional()
    .meta({ description: 'Only events of this type' }),
});
