import { ApolloLink } from '@apollo/client';

// What the idle warning counts from (issue 44): the last request this tab sent (the API counts
// requests as activity). Module state: there is one app per tab, and every client's link notes it.

type Listener = () => void;

let lastRequestAt = Date.now();
const listeners = new Set<Listener>();

/** Records a request sent now and tells the listeners (the idle timer starts again). */
export function noteRequest(now: number = Date.now()): void {
  lastRequestAt = now;
  listeners.forEach((listener) => listener());
}

export function lastRequest(): number {
  return lastRequestAt;
}

/** Calls `listener` after every request; returns the unsubscribe. */
export function onRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Notes every operation the app sends as a request. */
export function createActivityLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    noteRequest();
    return forward(operation);
  });
}
