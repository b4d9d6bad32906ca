import { randomUUID } from 'node:crypto';

const VALID = /^[A-Za-z0-9._-]{1,200}$/;

interface IdRequest {
  headers: { 'x-request-id'?: string | string[] };
}
interface IdResponse {
  setHeader: (name: string, value: string) => void;
}

/**
 * Every answer of the merchant REST API carries `X-Request-Id`: the caller's own when it sent a
 * sensible one, else a new uuid, so a merchant and our support can name the same request.
 */
export function requestId(req: IdRequest, res: IdResponse, next: () => void): void {
  const given = req.headers['x-request-id'];
  res.setHeader('X-Request-Id', typeof given === 'string' && VALID.test(given) ? given : randomUUID());
  next();
}
