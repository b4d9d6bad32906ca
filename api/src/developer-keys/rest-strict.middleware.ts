import { HttpStatus } from '@nestjs/common';
import type { OpenAPIObject } from '@nestjs/swagger';

import { ApiError, apiErrorBody } from './api-error';
import { PARAMETER_UNKNOWN, REST_BODY_MESSAGES } from './rest-body';

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** One path of the document: its matcher, its methods and each method's query parameters. */
interface RestRoute {
  pattern: RegExp;
  methods: Map<string, Set<string>>;
}

interface StrictRequest {
  method: string;
  baseUrl: string;
  path: string;
  query: Record<string, unknown>;
}
interface StrictResponse {
  status: (code: number) => StrictResponse;
  type: (type: string) => StrictResponse;
  setHeader: (name: string, value: string) => void;
  getHeader: (name: string) => unknown;
  send: (body?: string) => void;
  end: () => void;
}

/** The routes of the OpenAPI document, as matchers ({id} is one path segment). */
export function restRoutes(document: OpenAPIObject): RestRoute[] {
  return Object.entries(document.paths).map(([path, item]) => {
    const source = path
      .split(/\{[^}]+\}/)
      .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    const methods = new Map<string, Set<string>>();
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const query = (operation.parameters ?? []).filter((p) => 'in' in p && p.in === 'query').map((p) => ('name' in p ? p.name : ''));
      methods.set(method.toUpperCase(), new Set(query));
    }
    return { pattern: new RegExp(`^${source}/?$`), methods };
  });
}

/** The methods a path answers, as the Allow header lists them (HEAD with GET, and OPTIONS). */
export function allowHeader(route: RestRoute): string {
  const methods = [...route.methods.keys()];
  if (methods.includes('GET')) methods.push('HEAD');
  return [...methods, 'OPTIONS'].join(', ');
}

function refuse(res: StrictResponse, error: ApiError): void {
  res.status(error.getStatus()).type('application/json');
  res.send(JSON.stringify(apiErrorBody(error, res.getHeader('x-request-id') as string | undefined)));
}

/**
 * Express middleware for /api/v1 (decision 0187): the document is the contract, so a request
 * outside it is refused before any route runs: a method the path does not have is 405 with
 * `Allow` (OPTIONS is answered 204 with it), a query parameter the operation does not declare is
 * 400 `parameter_unknown` naming it (Stripe's strictness, as for body fields). A path the
 * document does not have goes on to the REST not-found answer (404).
 */
export function restStrict(routes: () => RestRoute[]) {
  return (req: StrictRequest, res: StrictResponse, next: () => void): void => {
    const path = `${req.baseUrl}${req.path}`;
    const route = routes().find((r) => r.pattern.test(path));
    if (!route) return next();
    const method = req.method === 'HEAD' ? 'GET' : req.method;
    const query = route.methods.get(method);
    if (!query) {
      const allow = allowHeader(route);
      res.setHeader('Allow', allow);
      if (req.method === 'OPTIONS') {
        res.status(HttpStatus.NO_CONTENT);
        return res.end();
      }
      const message = `${req.method} is not allowed on ${path}: use ${allow}`;
      return refuse(res, new ApiError(HttpStatus.METHOD_NOT_ALLOWED, 'invalid_request_error', message, undefined, 'method_not_allowed'));
    }
    const unknown = Object.keys(req.query).find((name) => !query.has(name));
    if (unknown !== undefined) {
      const message = REST_BODY_MESSAGES.unknown(unknown);
      return refuse(res, new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', message, { [unknown]: message }, PARAMETER_UNKNOWN));
    }
    next();
  };
}
