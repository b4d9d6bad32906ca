import { z } from 'zod';

import { UUID } from '../common/list-query';
import { restCursor, restListLimit } from '../developer-keys/rest-query';

/** The query of GET /api/v1/refunds: `limit`, and the cursor `starting_after` (looked up by the route). */
export const RefundListQuery = z.object({
  limit: restListLimit,
  starting_after: restCursor('refund', UUID),
});
