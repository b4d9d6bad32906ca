import { type ArgumentsHost, Catch, HttpStatus, NotFoundException } from '@nestjs/common';
import { BaseExceptionFilter } from '@nestjs/core';

import { ApiError, apiErrorBody } from './api-error';

interface RoutedRequest {
  path?: string;
}
interface JsonResponse {
  status: (code: number) => JsonResponse;
  type: (type: string) => JsonResponse;
  getHeader: (name: string) => unknown;
  send: (body: string) => void;
}

/**
 * A path under /api/v1 that no route answers gets the REST error shape too (the v1 controllers'
 * own filter never sees it); every other not-found is Nest's as before, and GraphQL's untouched.
 */
@Catch(NotFoundException)
export class RestNotFoundFilter extends BaseExceptionFilter {
  override catch(exception: NotFoundException, host: ArgumentsHost): unknown {
    if (host.getType() !== 'http') return exception;
    const req = host.switchToHttp().getRequest<RoutedRequest>();
    if (!req.path?.startsWith('/api/v1/')) return super.catch(exception, host);
    const res = host.switchToHttp().getResponse<JsonResponse>();
    const error = new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', `Unrecognized request URL: ${req.path}`, undefined, 'route_missing');
    res.status(HttpStatus.NOT_FOUND).type('application/json');
    res.send(JSON.stringify(apiErrorBody(error, res.getHeader('x-request-id') as string | undefined)));
    return undefined;
  }
}
