import { z } from 'zod';

import { UUID } from '../common/list-query';
import { restCursor, restListLimit } from '../developer-keys/rest-query';

/** The query of GET /api/v1/checkouts: `limit`, and the cursor `starting_after` (looked up by the route). */
export const CheckoutListQuery = z.object({
  limit: restListLimit,
  starting_after: restCursor('checkout', UUID),
});
