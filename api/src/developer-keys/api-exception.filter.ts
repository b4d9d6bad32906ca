import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';

import { GatewayErrorCode, GatewayException } from '../common/gateway.exception';
import { isTransientFailure, RETRY_AFTER_SECONDS, SERVICE_UNAVAILABLE_MESSAGE } from '../common/transient-failure';
import { ApiError, apiErrorBody } from './api-error';

export const API_ERROR_MESSAGE = 'An unexpected error occurred on our side. Please retry; if it persists, contact support with the request id.';

interface ErrorResponse {
  status: (code: number) => ErrorResponse;
  setHeader: (name: string, value: string) => void;
  getHeader: (name: string) => unknown;
  type: (type: string) => ErrorResponse;
  send: (body: string) => void;
  headersSent?: boolean;
}

/**
 * Any failure as the REST API's error: an ApiError as it is; the services' GraphQL refusals
 * (not found, bad input, forbidden) in the REST shape; Nest's own HTTP errors (malformed JSON,
 * payload too large) by their status; a database or Temporal restart 503 service_unavailable with
 * Retry-After; anything else 500 api_error, logged, never shown.
 */
export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof GatewayException) {
    const fields = error.extensions.fields as Record<string, string> | undefined;
    switch (error.code) {
      case GatewayErrorCode.NOT_FOUND:
        return new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', error.message);
      case GatewayErrorCode.BAD_USER_INPUT:
        return new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', error.message, fields);
      case GatewayErrorCode.FORBIDDEN:
      case GatewayErrorCode.ACCOUNT_LOCKED:
      case GatewayErrorCode.INCOMPLETE_PROFILE:
        return new ApiError(HttpStatus.FORBIDDEN, 'permission_error', error.message);
      case GatewayErrorCode.TOO_MANY_ATTEMPTS:
        return new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'rate_limit_error', error.message);
      case GatewayErrorCode.SERVICE_UNAVAILABLE:
        return serviceUnavailableApiError();
      default:
        return null;
    }
  }
  // PostgreSQL or Temporal restarting: nothing was done, the same request may come again.
  if (isTransientFailure(error)) return serviceUnavailableApiError();
  if (error instanceof HttpException && error.getStatus() < 500) {
    const status: HttpStatus = error.getStatus();
    const message = error.message || 'The request could not be understood';
    return new ApiError(status, status === HttpStatus.TOO_MANY_REQUESTS ? 'rate_limit_error' : 'invalid_request_error', message);
  }
  return null;
}

/** 503 service_unavailable with Retry-After: a retry with the same Idempotency-Key completes the request once. */
export function serviceUnavailableApiError(): ApiError {
  return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'api_error', SERVICE_UNAVAILABLE_MESSAGE, undefined, 'service_unavailable', RETRY_AFTER_SECONDS);
}

/** On every REST v1 controller (@UseFilters): errors in one shape, with the request id. */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('RestApi');

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<ErrorResponse>();
    if (res.headersSent) return;
    const requestId = res.getHeader('x-request-id') as string | undefined;
    let error = toApiError(exception);
    if (!error) {
      // Ours to fix: the log has the details, the merchant gets the request id to quote.
      this.logger.error(`request ${requestId ?? '-'}: ${exception instanceof Error ? (exception.stack ?? exception.message) : String(exception)}`);
      error = new ApiError(HttpStatus.INTERNAL_SERVER_ERROR, 'api_error', API_ERROR_MESSAGE, undefined, 'internal_error');
    }
    if (error.retryAfterSeconds) res.setHeader('Retry-After', String(error.retryAfterSeconds));
    res.status(error.getStatus()).type('application/json');
    res.send(JSON.stringify(apiErrorBody(error, requestId)));
  }
}

/**
 * Express error middleware for /api/v1, right after the JSON body parser (http-app.ts): a body
 * that is not JSON, or too large, is the caller's error in the REST shape, before any route runs.
 */
export function restApiBodyErrors(error: unknown, _req: unknown, res: ErrorResponse, next: (error?: unknown) => void): void {
  const status = (error as { status?: unknown } | null)?.status;
  if (res.headersSent || (status !== HttpStatus.BAD_REQUEST && status !== HttpStatus.PAYLOAD_TOO_LARGE)) return next(error);
  const tooLarge = status === HttpStatus.PAYLOAD_TOO_LARGE;
  const apiError = new ApiError(
    status,
    'invalid_request_error',
    tooLarge ? 'The request body is too large' : 'The request body is not valid JSON',
    undefined,
    tooLarge ? 'body_too_large' : 'body_invalid',
  );
  res.status(status).type('application/json');
  res.send(JSON.stringify(apiErrorBody(apiError, res.getHeader('x-request-id') as string | undefined)));
}
