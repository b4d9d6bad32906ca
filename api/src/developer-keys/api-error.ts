import { HttpException, HttpStatus } from '@nestjs/common';

/**
 * An error of the merchant REST API, in one shape: `{ error: { type, code, message, param } }`
 * (param: the first field at fault, or null; `fields` lists every field's message when several).
 * The answer adds `request_id` (apiErrorBody below). `retryAfterSeconds` becomes the
 * Retry-After header of a 429 or 503.
 */
export class ApiError extends HttpException {
  constructor(
    status: HttpStatus,
    type: string,
    message: string,
    fields?: Record<string, string>,
    code?: string,
    readonly retryAfterSeconds?: number,
  ) {
    const param = fields ? (Object.keys(fields).find((k) => fields[k]) ?? null) : null;
    super({ error: { type, code: code ?? (param ? 'parameter_invalid' : defaultCode(status)), message, param, ...(fields ? { fields } : {}) } }, status);
  }
}

/** A code for errors that name none: what the HTTP status already says, in Stripe's words. */
function defaultCode(status: HttpStatus): string {
  switch (status) {
    case HttpStatus.UNAUTHORIZED:
      return 'invalid_api_key';
    case HttpStatus.FORBIDDEN:
      return 'permission_denied';
    case HttpStatus.NOT_FOUND:
      return 'resource_missing';
    case HttpStatus.TOO_MANY_REQUESTS:
      return 'rate_limited';
    case HttpStatus.CONFLICT:
      return 'idempotency_key_in_use';
    case HttpStatus.UNPROCESSABLE_ENTITY:
      return 'idempotency_key_reused';
    default:
      return 'invalid_request';
  }
}

/** The JSON error of an answer: the error's own body plus the request id the answer carries. */
export function apiErrorBody(error: HttpException, requestId: string | undefined): { error: Record<string, unknown> } {
  const body = error.getResponse() as { error: Record<string, unknown> };
  return { error: { ...body.error, request_id: requestId ?? null } };
}
