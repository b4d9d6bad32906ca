import { ApolloLink } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';

const hex = (bytes: number): string => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * A W3C `traceparent` (version 00, random trace and span ids, sampled) for one request. The
 * browser exports no spans itself: the header only makes the API continue this trace, so one id
 * names everything a click caused, from the request through the workflow to the database.
 */
export function newTraceparent(): string {
  let traceId = hex(16);
  // All zeros is invalid by the spec; so unlikely that drawing again is enough.
  while (/^0+$/.test(traceId)) traceId = hex(16);
  return `00-${traceId}-${hex(8)}-01`;
}

/** Adds a fresh `traceparent` to every GraphQL request (a batch shares the first one's). */
export function createTraceLink(next: () => string = newTraceparent): ApolloLink {
  return new SetContextLink((prevContext) => {
    // Apollo types the context loosely (`any`); the headers are a plain name -> value record.
    const headers = prevContext.headers as Record<string, string> | undefined;
    return { headers: { ...headers, traceparent: next() } };
  });
}
