import { applyDecorators, HttpStatus, UseFilters } from '@nestjs/common';
import { ApiBasicAuth, ApiExtraModels, ApiHeader, ApiResponse, ApiTags } from '@nestjs/swagger';

import { ApiExceptionFilter } from './api-exception.filter';
import { ApiErrorDto } from './dtos/api-error.dto';

/** The security scheme name of the OpenAPI document (HTTP Basic: API key as user, secret as password). */
export const REST_API_AUTH = 'apiKey';

const ERROR_DESCRIPTIONS: Partial<Record<HttpStatus, string>> = {
  [HttpStatus.BAD_REQUEST]: 'Invalid parameters: `param` names the first one at fault',
  [HttpStatus.UNAUTHORIZED]: 'Missing, unknown or inactive API key, or a wrong secret',
  [HttpStatus.FORBIDDEN]: 'The merchant is not accepting payments at the moment',
  [HttpStatus.NOT_FOUND]: 'No such object in your organization',
  [HttpStatus.CONFLICT]: 'A request with this Idempotency-Key is still being answered: retry in a moment',
  [HttpStatus.UNPROCESSABLE_ENTITY]: 'This Idempotency-Key was used with other parameters',
  [HttpStatus.TOO_MANY_REQUESTS]: 'Rate limit of the API key reached: retry after the seconds in Retry-After',
  [HttpStatus.INTERNAL_SERVER_ERROR]: 'An error on our side (api_error): retry, and quote request_id to support',
  [HttpStatus.SERVICE_UNAVAILABLE]:
    'The platform is restarting (service_unavailable): nothing was done; send the same request again, with the same Idempotency-Key, after Retry-After',
};

/** Error answers of an operation, each with the one error shape. */
export function RestApiErrors(...statuses: HttpStatus[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: ERROR_DESCRIPTIONS[status],
        type: ApiErrorDto,
        // 429, a 401 after too many failed attempts with one key (api-key-auth.service.ts), and a 503 while restarting (decision 0192).
        ...(status === HttpStatus.TOO_MANY_REQUESTS || status === HttpStatus.UNAUTHORIZED || status === HttpStatus.SERVICE_UNAVAILABLE
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
      }),
    ),
  );
}

/**
 * A controller of the REST API v1: its routes join /api/v1/openapi.json under `tag`, take the API
 * key, answer errors in the REST shape (ApiExceptionFilter) and document the errors every route
 * can give. Put it on any controller under /api/v1 (README: Developer API).
 */
export function RestApiController(tag: string): ClassDecorator {
  return applyDecorators(
    ApiTags(tag),
    ApiBasicAuth(REST_API_AUTH),
    ApiExtraModels(ApiErrorDto),
    UseFilters(ApiExceptionFilter),
    ApiHeader({
      name: 'X-Request-Id',
      required: false,
      description: 'Your own id for the request (1–200 of A-Z a-z 0-9 . _ -), echoed in the answer; else one is made',
    }),
    RestApiErrors(
      HttpStatus.UNAUTHORIZED,
      HttpStatus.FORBIDDEN,
      HttpStatus.TOO_MANY_REQUESTS,
      HttpStatus.INTERNAL_SERVER_ERROR,
      HttpStatus.SERVICE_UNAVAILABLE,
    ),
  );
}

/** A POST taking Idempotency-Key (api-idempotency.service.ts). */
export function IdempotentPost(): MethodDecorator {
  return applyDecorators(
    ApiHeader({
      name: 'Idempotency-Key',
      required: false,
      // The server's own rule (api-idempotency.service.ts), so a client can check a key before sending it.
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]{1,255}$' },
      description:
        'Up to 255 visible ASCII characters. The first answer is stored for 24 hours and replayed byte for byte (header Idempotent-Replayed: true); other parameters with the same key: 422',
    }),
    RestApiErrors(HttpStatus.CONFLICT, HttpStatus.UNPROCESSABLE_ENTITY),
  );
}
