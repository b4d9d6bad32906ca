import { Injectable, type NestMiddleware } from '@nestjs/common';

/** The parts of Express's request and response this middleware uses. */
interface BatchRequest {
  method: string;
  originalUrl: string;
  body?: unknown;
}
interface BatchResponse {
  status: (code: number) => { json: (body: unknown) => void };
}

const GRAPHQL_PATH = '/api/graphql';

/** Operations one batched GraphQL request may carry (the web app batches at most 10). */
export const MAX_BATCH_OPERATIONS = 10;

export const BATCH_TOO_LARGE_MESSAGE = `A batched request may carry at most ${MAX_BATCH_OPERATIONS} operations.`;

/** Refuses a batch of more operations than the web app ever sends, before any of them runs. */
@Injectable()
export class BatchLimitMiddleware implements NestMiddleware {
  use(req: BatchRequest, res: BatchResponse, next: () => void): void {
    const body: unknown = req.body;
    const graphql = req.method === 'POST' && req.originalUrl.split('?')[0] === GRAPHQL_PATH;
    if (graphql && Array.isArray(body) && body.length > MAX_BATCH_OPERATIONS) {
      res.status(400).json({ errors: [{ message: BATCH_TOO_LARGE_MESSAGE, extensions: { code: 'BATCH_TOO_LARGE' } }] });
      return;
    }
    next();
  }
}
