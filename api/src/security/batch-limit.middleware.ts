import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

const GRAPHQL_PATH = '/api/graphql';

/** Operations one batched GraphQL request may carry (the web app batches at most 10). */
export const MAX_BATCH_OPERATIONS = 10;

export const BATCH_TOO_LARGE_MESSAGE = `A batched request may carry at most ${MAX_BATCH_OPERATIONS} operations.`;

/** Refuses a batch of more operations than the web app ever sends, before any of them runs. */
@Injectable()
export class BatchLimitMiddleware implements NestMiddleware {
  use(req: Request, res: Response, next: NextFunction): void {
    const body: unknown = req.body;
    const graphql = req.method === 'POST' && req.originalUrl.split('?')[0] === GRAPHQL_PATH;
    if (graphql && Array.isArray(body) && body.length > MAX_BATCH_OPERATIONS) {
      res.status(400).json({ errors: [{ message: BATCH_TOO_LARGE_MESSAGE, extensions: { code: 'BATCH_TOO_LARGE' } }] });
      return;
    }
    next();
  }
}
