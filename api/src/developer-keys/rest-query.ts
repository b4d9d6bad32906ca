import { applyDecorators, HttpStatus } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import { z } from 'zod';

import { ApiError } from './api-error';
import { parseRestBody, restBodyJsonSchema } from './rest-body';

// The query parameters of the REST API v1's lists, as one zod schema per route (issue 49): the
// parser (its output is what the route uses), the refusal in the REST shape, and the
// document's parameters (RestApiQuery). A parameter the document does not declare is refused
// before the route runs (rest-strict.middleware.ts, decision 0187).

export const LIMIT_MESSAGE = 'limit must be a whole number from 1 to 100';

/** `limit` of a list: 1..100, 10 when absent (Number() of the text, as before: " 5 " is 5). */
export const restListLimit = z.coerce
  .number({ error: LIMIT_MESSAGE })
  .int({ error: LIMIT_MESSAGE })
  .min(1, { error: LIMIT_MESSAGE })
  .max(100, { error: LIMIT_MESSAGE })
  .default(10)
  .meta({ description: 'How many, 1 to 100' });

/** The query as the schema parses it, or a 400 naming the parameter at fault (the bodies' shape). */
export function parseRestQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  return parseRestBody(schema, query);
}

/** The document's query parameters, one per field of the schema, with its JSON Schema and description. */
export function RestApiQuery(schema: z.ZodType): MethodDecorator {
  const json = restBodyJsonSchema(schema);
  const required = json.required ?? [];
  return applyDecorators(
    ...Object.entries(json.properties ?? {}).map(([name, property]) => {
      if ('$ref' in property) return ApiQuery({ name, required: required.includes(name), schema: property });
      // The description belongs to the parameter (the reference page shows it there).
      const { description, ...rest } = property;
      return ApiQuery({ name, required: required.includes(name), schema: rest, description });
    }),
  );
}

const noSuch = (noun: string, id: unknown) => `No such ${noun}: '${String(id)}'`;

/**
 * `starting_after` of a list: the id of the last object of the previous page, of `shape` (a
 * malformed one is 400; a well-formed one that names no object of the key's is 404,
 * restCursorMissing, as a retrieve of it would be).
 */
export function restCursor(noun: string, shape: RegExp) {
  return z
    .string({ error: (issue) => noSuch(noun, issue.input) })
    .regex(shape, { error: (issue) => noSuch(noun, issue.input) })
    .optional()
    .meta({ description: `The id of the last ${noun} of the previous page` });
}

/** The answer to a cursor that names no object of the key's organization and mode. */
export function restCursorMissing(noun: string, id: string): ApiError {
  const message = noSuch(noun, id);
  return new ApiError(HttpStatus.NOT_FOUND, 'invalid_request_error', message, { starting_after: message }, 'resource_missing');
}
