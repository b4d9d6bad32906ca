import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';

// PostgreSQL text and jsonb cannot hold the NUL character (U+0000): an insert with one fails
// with 'invalid byte sequence' and the caller got 'Unexpected error'. NUL is invisible and means
// nothing in a form or a JSON body (it arrives only by pasting binary), so every GraphQL argument
// and REST body loses it here, once, before any rule or service reads it: the rest of the text is
// kept and validated as usual (docs/decisions/0015-strip-nul-characters.md, "NUL characters in input").

/** The value with NUL removed from every string in it; plain objects and arrays are copied, anything else is kept as is. */
export function stripNul(value: unknown): unknown {
  if (typeof value === 'string') return value.includes('\u0000') ? value.replaceAll('\u0000', '') : value;
  if (Array.isArray(value)) return value.map(stripNul);
  if (isPlainObject(value)) {
    const copy: Record<string, unknown> = Object.create(Object.getPrototypeOf(value) as object | null) as Record<string, unknown>;
    for (const [key, item] of Object.entries(value)) copy[stripNul(key) as string] = stripNul(item);
    return copy;
  }
  return value;
}

// GraphQL input objects have a null prototype; class instances (uploads, buffers, dates) are left alone.
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === null || proto === Object.prototype;
}

// What the caller sent: a REST body, query or route parameter, or GraphQL arguments
// (@nestjs/graphql's GqlParamtype.ARGS is 3). A field resolver's @Parent() row (ROOT), the
// context, the resolve info and custom decorators are the API's own values: walking them cost
// 9% of the API's CPU on a 50-row list page (docs/performance.md, section 9).
const CALLER_INPUT: ReadonlySet<ArgumentMetadata['type'] | number> = new Set(['body', 'query', 'param', 3]);

@Injectable()
export class StripNulPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    return CALLER_INPUT.has(metadata.type) ? stripNul(value) : value;
  }
}
