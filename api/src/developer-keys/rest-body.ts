import { HttpStatus } from '@nestjs/common';
import { ApiBody, type OpenAPIObject } from '@nestjs/swagger';
import { z } from 'zod';

import { ApiError } from './api-error';

/** @nestjs/swagger's SchemaObject (its package exports the document's type only). */
type SchemaObject = Exclude<NonNullable<NonNullable<OpenAPIObject['components']>['schemas']>[string], { $ref: string }>;

// The bodies of the REST API v1 (issue 49): one zod schema per POST is the parser (its output
// is what the service gets: typed, trimmed, in cents), the refusal (each field's message, the
// domain validator's text verbatim) and the OpenAPI body (z.toJSONSchema), so the shape is
// described once.

export const REST_BODY_MESSAGES = {
  /** Stripe's words; the body is strict so a misspelt optional field is not dropped unseen. */
  unknown: (name: string) => `Received unknown parameter: ${name}`,
  /** A type the domain rule has no message for (it would have ignored the field). */
  text: (name: string) => `${name} must be text`,
} as const;

/** Code of a refusal whose first parameter is not one of the body's (Stripe's). */
export const PARAMETER_UNKNOWN = 'parameter_unknown';

/**
 * Runs a domain rule inside a schema and converts the value it accepted: the rule's message
 * (verbatim) when it fails, else what `convert` makes of the value. `convert` returning
 * undefined is a value the rule let through but cannot be used: refused with `fallback`.
 */
export function ruled<I, O>(rule: (value: NoInfer<I>) => string | undefined, convert: (value: I) => O | undefined, fallback: string) {
  return (value: I, ctx: z.RefinementCtx): O => {
    const message = rule(value);
    const converted = message ? undefined : convert(value);
    if (message || converted === undefined) {
      ctx.addIssue({ code: 'custom', message: message ?? fallback, input: value });
      return z.NEVER;
    }
    return converted;
  };
}

/** A zod refinement from a domain rule: its message, verbatim, when it fails. */
export function domainCheck<I>(rule: (value: NoInfer<I>) => string | undefined) {
  return (value: I, ctx: z.RefinementCtx): void => {
    const message = rule(value);
    if (message) ctx.addIssue({ code: 'custom', message, input: value });
  };
}

/**
 * The body as the schema parses it, or a 400 in the REST shape: `fields` holds each parameter's
 * first message (in `order`, else the issues' order, then unknown ones), `message` and `param`
 * the first. A body that is not a JSON object is read as an empty one, as before (each required
 * field's message).
 */
export function parseRestBody<S extends z.ZodType>(schema: S, body: unknown, order: readonly string[] = []): z.output<S> {
  const input = body !== null && typeof body === 'object' && !Array.isArray(body) ? body : {};
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = restBodyErrors(result.error, order);
  const [param, message] = Object.entries(fields)[0] ?? ['', 'Invalid request body'];
  const unknown = result.error.issues.some((issue) => issue.code === 'unrecognized_keys' && issue.keys.includes(param));
  throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_request_error', message, fields, unknown ? PARAMETER_UNKNOWN : undefined);
}

/** { parameter: first message } of a failed parse: known parameters first, in `order` (else the issues'). */
export function restBodyErrors(error: z.ZodError, order: readonly string[] = []): Record<string, string> {
  const known: [string, string][] = [];
  const unknown: [string, string][] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
      for (const key of issue.keys) unknown.push([key, REST_BODY_MESSAGES.unknown(key)]);
    } else {
      known.push([String(issue.path[0] ?? ''), issue.message]);
    }
  }
  const rank = (param: string) => (order.includes(param) ? order.indexOf(param) : order.length);
  known.sort((a, b) => rank(a[0]) - rank(b[0]));
  const fields: Record<string, string> = {};
  for (const [param, message] of [...known, ...unknown]) fields[param] ??= message;
  return fields;
}

const BODY_SCHEMAS = new Map<string, z.ZodType>();

/** The JSON Schema of a body as the caller sends it (the schema's input side, transforms aside). */
export function restBodyJsonSchema(schema: z.ZodType): SchemaObject {
  const json = z.toJSONSchema(schema, { io: 'input' });
  // The document declares OpenAPI 3.1, whose schema dialect this is; a $schema per body is noise.
  delete json.$schema;
  // The same JSON under @nestjs/swagger's type, which has no boolean schemas (`not: false`); the
  // document is checked against the OpenAPI 3.1 schema in rest-api.test.ts.
  return json as SchemaObject;
}

/** The document's request body, named `name` under components.schemas, made from the zod schema. */
export function RestApiBody(name: string, schema: z.ZodType): MethodDecorator {
  BODY_SCHEMAS.set(name, schema);
  return ApiBody({ required: true, schema: { $ref: `#/components/schemas/${name}` } });
}

/** Every body schema RestApiBody named, as JSON Schema (openapi-document.ts adds them). */
export function restBodyComponents(): Record<string, SchemaObject> {
  return Object.fromEntries([...BODY_SCHEMAS].map(([name, schema]) => [name, restBodyJsonSchema(schema)]));
}

/**
 * The JSON Schema of a positive decimal amount of at most `maxCents` (a string of digits with at
 * most 2 decimals, or a number), as the domain's parseCents reads it: the document promises
 * exactly what the server takes, so a client (or a contract fuzzer) can build one it accepts.
 */
export function amountSchemas(maxCents: number): { text: Record<string, unknown>; number: Record<string, unknown> } {
  const whole = Math.floor(maxCents / 100);
  const digits = String(whole).length;
  const fraction = '0\\.(?:0[1-9]|[1-9][0-9]?)';
  // 9,999,999.99: any whole part of up to 7 digits; 1,000,000.00: up to 6 digits, or the maximum itself.
  const allNines = maxCents === 10 ** (digits + 2) - 1;
  const below = `[1-9][0-9]{0,${allNines ? digits - 1 : digits - 2}}(?:\\.[0-9]{1,2})?`;
  const top = allNines ? '' : `|${whole}(?:\\.00?)?`;
  if (!allNines && maxCents !== 10 ** (digits + 1)) throw new Error(`amountSchemas: ${maxCents} is neither 10^n nor 10^n - 1 cents`);
  return { text: { pattern: `^0*(?:${below}|${fraction}${top})$` }, number: { exclusiveMinimum: 0, maximum: maxCents / 100, multipleOf: 0.01 } };
}
