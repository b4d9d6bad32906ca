import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { BatchHttpLink } from '@apollo/client/link/batch-http';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';

import { createActivityLink } from '../session/sessionActivity';
import { readToken } from '../session/tokenStorage';
import { createStepUpLink } from '../step-up/stepUpLink';
import type { ErrorEffectsRef } from './errorEffects';
import { applyErrorPolicy } from './errorPolicy';
import { createTraceLink } from './traceparent';

export const GRAPHQL_URI = '/api/graphql';

/** Adds the stored bearer token to every request (spec 000 section 7). */
export function createAuthLink(getToken: () => string | null = readToken): ApolloLink {
  return new SetContextLink((prevContext) => {
    const token = getToken();
    // Apollo types the context loosely (`any`); the headers are a plain name -> value record.
    const headers = prevContext.headers as Record<string, string> | undefined;
    return {
      headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    };
  });
}

export function createErrorLink(effects: ErrorEffectsRef): ApolloLink {
  return new ErrorLink(({ error }) => {
    // Before the app has mounted its router there is nothing to show or navigate; the error
    // still reaches the calling hook.
    if (effects.current) applyErrorPolicy(error, effects.current);
  });
}

export function createApolloClient(effects: ErrorEffectsRef, terminating?: ApolloLink): ApolloClient {
  const http = terminating ?? new BatchHttpLink({ uri: GRAPHQL_URI, credentials: 'include', batchMax: 10, batchInterval: 10 });
  return new ApolloClient({
    link: ApolloLink.from([
      createErrorLink(effects),
      // Inside the error link: a step-up cancelled reaches it as an error to show; one given, never.
      createStepUpLink(() => effects.current?.askStepUp ?? null),
      createActivityLink(),
      createAuthLink(),
      createTraceLink(),
      http,
    ]),
    cache: new InMemoryCache(),
    // Spec 000 section 7: every query goes to the network; the cache only serves the screens.
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
