import { HttpStatus } from '@nestjs/common';

import { ApiError } from './api-error';

const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** The `limit` of a REST v1 list (checkouts, events): 1..100, 10 when absent; else a 400 naming it. */
export function restListLimit(text: string | undefined): number {
  const limit = text === undefined ? 10 : Number(text);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100)
    throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', LIMIT_MESSAGE, { limit: LIMIT_MESSAGE });
  return limit;
}
