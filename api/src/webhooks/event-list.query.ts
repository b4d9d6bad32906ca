import { WEBHOOK_EVENT_TYPES } from '@pg/domain';
import { z } from 'zod';

import { restListLimit } from '../developer-keys/rest-query';

/** The query of GET /api/v1/events: `limit`, the cursor `starting_after` (looked up by the service) and a `type`. */
export const EventListQuery = z.object({
  limit: restListLimit,
  starting_after: z
    .string({ error: (issue) => `No such event: '${String(issue.input)}'` })
    .optional()
    .meta({ description: 'The id of the last event of the previous page' }),
  type: z
    .enum(WEBHOOK_EVENT_TYPES, { error: (issue) => `Unknown event type: '${String(issue.input)}'` })
    .optional()
    .meta({ description: 'Only events of this type' }),
});
