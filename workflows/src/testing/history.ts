import type { WorkflowHandle } from '@temporalio/client';

import { pollPause } from '../../../test-support/sleep';

type HistoryEvent = NonNullable<Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']>[number];

const isSignal = (e: HistoryEvent) => Boolean(e.workflowExecutionSignaledEventAttributes);

/** How many signals the process's current run has received. */
export async function signalsReceived(handle: WorkflowHandle): Promise<number> {
  return ((await handle.fetchHistory()).events ?? []).filter(isSignal).length;
}

/**
 * What the process did about the signals it received after the first `seen` ones: the events
 * that follow them, once a workflow task has completed after the last of them (what it decided
 * on them is then in the history, an activity it scheduled included). A durable answer to
 * "nothing more is sent", where watching a receiver for a while only catches a fast mistake.
 */
export async function eventsAfterSignals(handle: WorkflowHandle, seen: number, timeoutMs = 30_000): Promise<HistoryEvent[]> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const events = (await handle.fetchHistory()).events ?? [];
    const signals = events.flatMap((e, i) => (isSignal(e) ? [i] : []));
    if (signals.length > seen) {
      const last = signals.at(-1)!;
      if (events.slice(last).some((e) => e.workflowTaskCompletedEventAttributes)) return events.slice(signals[seen] + 1);
    }
    if (Date.now() > end) throw new Error(`no workflow task completed after signal ${seen + 1} in time`);
    await pollPause(100);
  }
}

/** The activities scheduled among these events, by type. */
export const activitiesScheduled = (events: HistoryEvent[]): string[] =>
  events.flatMap((e) => (e.activityTaskScheduledEventAttributes ? [e.activityTaskScheduledEventAttributes.activityType?.name ?? '?'] : []));
