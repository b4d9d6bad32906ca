// The pay page's GraphQL client: one POST of JSON to /api/graphql per operation. The public pay
// page loads on its own (pay.html), without Apollo Client, so customers download only React, the
// kit pieces the form uses and this file (docs/performance.md section 3).

import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';

export const GRAPHQL_URI = '/api/graphql';

/** A GraphQL document with its result and variable types (the name is the spec's operation name). */
export interface PayOperation<TData, TVariables> {
  readonly operationName: string;
  readonly query: string;
  /** Type carrier only; never set. */
  readonly types?: { data: TData; variables: TVariables };
}

/**
 * Declares an operation from a generated typed document (src/modules/payments/gql: a string that
 * carries its result and variable types); its name is read from the document so the two cannot
 * drift apart.
 */
export function operation<TData, TVariables>(
  // The generated documents are strings (TypedDocumentString extends String): toString() is the text.
  document: (DocumentTypeDecoration<TData, TVariables> & { toString: () => string }) | string,
): PayOperation<TData, TVariables> {
  const query = String(document);
  const name = /\b(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  if (!name) throw new Error('A pay page operation needs a name');
  return { operationName: name, query };
}

export interface PayGraphQLErrorItem {
  message: string;
  extensions?: Record<string, unknown>;
}

/** The API answered with errors: the request arrived and was refused (not lost on the way). */
export class PayGraphQLError extends Error {
  constructor(readonly errors: readonly PayGraphQLErrorItem[]) {
    super(errors[0]?.message ?? 'GraphQL error');
    this.name = 'PayGraphQLError';
  }

  static is(error: unknown): error is PayGraphQLError {
    return error instanceof PayGraphQLError;
  }

  /** extensions.code of any error (e.g. NOT_FOUND). */
  hasCode(code: string): boolean {
    return this.errors.some((e) => e.extensions?.code === code);
  }
}

/** What the pay page's components call; tests may pass their own. */
export interface PayGraphQL {
  request: <TData, TVariables>(op: PayOperation<TData, TVariables>, variables: TVariables) => Promise<TData>;
}

function errorsOf(body: unknown): PayGraphQLErrorItem[] {
  if (!body || typeof body !== 'object' || !('errors' in body) || !Array.isArray(body.errors)) return [];
  return (body.errors as unknown[]).map((e) => {
    const item = (e ?? {}) as { message?: unknown; extensions?: unknown };
    return {
      message: typeof item.message === 'string' ? item.message : '',
      extensions: item.extensions && typeof item.extensions === 'object' ? (item.extensions as Record<string, unknown>) : undefined,
    };
  });
}

/**
 * Rejects with PayGraphQLError when the API answered with errors (also on a non-2xx status whose
 * body carries them), and with the fetch/HTTP failure otherwise: that answer may have been lost.
 */
export function createPayClient(fetchImpl?: typeof fetch, uri: string = GRAPHQL_URI): PayGraphQL {
  return {
    async request<TData, TVariables>(op: PayOperation<TData, TVariables>, variables: TVariables): Promise<TData> {
      // The global is read per call so a test's fetch stub applies to a client made before it.
      const send = fetchImpl ?? globalThis.fetch;
      const response = await send(uri, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
        body: JSON.stringify({ operationName: op.operationName, query: op.query, variables }),
      });
      const body = (await response.json().catch(() => null)) as { data?: TData | null } | null;
      const errors = errorsOf(body);
      if (errors.length > 0) throw new PayGraphQLError(errors);
      if (!response.ok || !body?.data) throw new Error(`GraphQL request failed with status ${response.status}`);
      return body.data;
    },
  };
}
