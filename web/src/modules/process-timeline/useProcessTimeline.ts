import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';

import { BACKGROUND_CONTEXT } from '../app/session/sessionActivity';
import { PROCESS_TIMELINE, type ProcessKind, type Timeline } from './graphql/processTimeline';

/** First and longest wait between two reads of a running process's timeline. */
export const POLL_MIN_MS = 2000;
export const POLL_MAX_MS = 30000;

/** The next wait: back to the shortest when something changed, else twice the last, up to the longest. */
export function nextPollDelay(previous: number | null, changed: boolean): number {
  return previous === null || changed ? POLL_MIN_MS : Math.min(previous * 2, POLL_MAX_MS);
}

const signatureOf = (timeline: Timeline) => JSON.stringify([timeline.running, timeline.steps]);

export interface ProcessTimelineState {
  timeline: Timeline | null;
  loading: boolean;
  error: boolean;
  /** Reads again now, with the shortest wait after (Retry, or after a decision on the page). */
  refresh: () => void;
}

/**
 * A record's process timeline, kept up to date while the page is open: read every 2 s, the wait
 * doubling to 30 s while nothing changes and back to 2 s when something does; no reads while the
 * tab is hidden (one at once when it shows again) and none once the process has ended or a read
 * failed (Retry). `watch` is anything the page knows changes the process (a stage it just
 * moved): a new value reads at once. `onChange` is called when a read finds new steps (the page
 * may then read its record again, so its status agrees with the timeline).
 */
export function useProcessTimeline(kind: ProcessKind, id: string, watch?: unknown, onChange?: () => void): ProcessTimelineState {
  const client = useApolloClient();
  const [state, setState] = useState<{ timeline: Timeline | null; loading: boolean; error: boolean }>({ timeline: null, loading: true, error: false });
  /** Bumped after every answer: schedules the next read. */
  const [answers, setAnswers] = useState(0);
  const delay = useRef<number | null>(null);
  const signature = useRef<string | null>(null);
  const paused = useRef(false);
  const alive = useRef(true);
  const latest = useRef(state);
  latest.current = state;
  const changed = useRef(onChange);
  changed.current = onChange;

  const read = useCallback(async () => {
    try {
      const result = await client.query({ query: PROCESS_TIMELINE, variables: { kind, id }, fetchPolicy: 'network-only', context: BACKGROUND_CONTEXT });
      if (!alive.current) return;
      const timeline = result.data?.processTimeline ?? null;
      const before = latest.current.timeline;
      setState({ timeline, loading: false, error: timeline === null });
      if (before && timeline && signatureOf(before) !== signatureOf(timeline)) changed.current?.();
    } catch {
      // The app's error policy has told the user; the timeline shows its own error and stops.
      if (alive.current) setState((s) => ({ ...s, loading: false, error: true }));
    }
    if (alive.current) setAnswers((n) => n + 1);
  }, [client, kind, id]);

  const refresh = useCallback(() => {
    delay.current = null;
    signature.current = null;
    setState((s) => ({ ...s, error: false }));
    void read();
  }, [read]);

  useEffect(() => {
    alive.current = true;
    delay.current = null;
    signature.current = null;
    setState({ timeline: null, loading: true, error: false });
    void read();
    return () => {
      alive.current = false;
    };
  }, [read]);

  // A decision taken on the page: read at once instead of waiting for the next turn.
  const watched = useRef(watch);
  useEffect(() => {
    if (Object.is(watched.current, watch)) return;
    watched.current = watch;
    refresh();
  }, [watch, refresh]);

  useEffect(() => {
    const { timeline, error } = latest.current;
    if (!timeline?.running || error) return;
    const now = signatureOf(timeline);
    delay.current = nextPollDelay(delay.current, now !== signature.current);
    signature.current = now;
    const timer = setTimeout(() => {
      if (document.visibilityState === 'hidden') paused.current = true;
      else void read();
    }, delay.current);
    return () => clearTimeout(timer);
  }, [answers, read]);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden' || !paused.current) return;
      paused.current = false;
      void read();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [read]);

  return { ...state, refresh };
}
