import { z } from 'zod';

import { restListLimit } from '../developer-keys/rest-query';

/** The query of GET /api/v1/checkouts: `limit`, and the cursor `starting_after` (looked up by the route). */
export const CheckoutListQuery = z.object({
  limit: restListLimit,
  starting_after: z
    .string({ error: (issue) => `No such checkout: '${String(issue.input)}'` })
    .meta({ format: 'uuid' })
    .optional()
    .meta({ description: 'The id of the last checkout of the previous page' }),
});
