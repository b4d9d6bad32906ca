import { ApolloLink } from '@apollo/client';

// What the idle warning counts from (issue 44): the last request sent (the API counts requests
// as activity). Tabs share one token and so one session: the time is shared through
// localStorage too, so an idle tab does not sign out a person working in another one.

type Listener = () => void;

let lastRequestAt = Date.now();
const listeners = new Set<Listener>();

/** The localStorage key of the last request of any tab. */
export const LAST_REQUEST_KEY = 'lastRequestAt';

/** Records a request sent now and tells the listeners (the idle timer starts again). */
export function noteRequest(now: number = Date.now()): void {
  lastRequestAt = now;
  try {
    window.localStorage.setItem(LAST_REQUEST_KEY, String(now));
  } catch {
    // Storage full or refused: this tab's own time still counts.
  }
  listeners.forEach((listener) => listener());
}

/** The last request of this tab or of another tab of the same browser. */
export function lastRequest(): number {
  let shared = 0;
  try {
    shared = Number(window.localStorage.getItem(LAST_REQUEST_KEY) ?? 0) || 0;
  } catch {
    // Unreadable storage: this tab's own time.
  }
  return Math.max(lastRequestAt, shared);
}

/** Calls `listener` after every request; returns the unsubscribe. */
export function onRequest(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The operation context of a request the page sends by itself (a poll): no sign of a person. */
export const BACKGROUND_CONTEXT = { background: true, headers: { 'X-Background': '1' } } as const;

/**
 * Notes every operation the person's use sends as a request. A poll (BACKGROUND_CONTEXT) is
 * not: a staff member's open page polling a running process would otherwise never go idle, and
 * the API does not count it either (its X-Background header).
 */
export function createActivityLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    if (operation.getContext().background !== true) noteRequest();
    return forward(operation);
  });
}
