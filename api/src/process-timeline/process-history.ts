import { defaultPayloadConverter, type WorkflowHandle } from '@temporalio/client';

// The proto types, named through the client's own signatures (the API depends on the client only).
type HistoryEvent = NonNullable<Awaited<ReturnType<WorkflowHandle['fetchHistory']>>['events']>[number];
type Payload = Parameters<typeof defaultPayloadConverter.fromPayload>[0];
type Failure = NonNullable<NonNullable<HistoryEvent['workflowExecutionFailedEventAttributes']>['failure']>;

export type Outcome = 'pending' | 'succeeded' | 'failed';
export type EndOutcome = 'completed' | 'failed' | 'terminated' | 'canceled' | 'timedOut' | 'continuedAsNew';

/** A decoded payload: the workflow's JSON values (objects become records). */
export type Value = unknown;
export type Args = Record<string, unknown>;

/**
 * One thing that happened to a process, paired up from Temporal's raw events (an update's
 * acceptance with its completion, an activity's scheduling with its result), payloads decoded.
 * `order` is the id of the event that closed it (or opened it, while pending): the history's order.
 */
export type ProcessEvent =
  | { type: 'started'; order: number; at: Date; input: Args }
  | { type: 'update'; order: number; at: Date; name: string; input: Args; outcome: Outcome; result: Value; failure: string | null }
  | { type: 'activity'; order: number; at: Date; name: string; input: Args; outcome: Outcome; result: Value; failure: string | null }
  | { type: 'signal'; order: number; at: Date; name: string; input: Value }
  | { type: 'ended'; order: number; at: Date; outcome: EndOutcome; result: Value; failure: string | null };

const decode = (payload: Payload | null | undefined): Value => {
  if (!payload) return undefined;
  try {
    return defaultPayloadConverter.fromPayload(payload);
  } catch {
    // A payload in an encoding we do not read (binary, encrypted): shown as nothing.
    return undefined;
  }
};
const first = (payloads: { payloads?: Payload[] | null } | null | undefined): Value => decode(payloads?.payloads?.[0]);
const record = (value: Value): Args => (value && typeof value === 'object' ? (value as Args) : {});
const id = (value: unknown): number => Number(value ?? 0);

/** The marker a local activity leaves in the history (Temporal's core SDK names it so). */
const LOCAL_ACTIVITY_MARKER = 'core_local_activity';

/** The failure's innermost message: an activity's or update's own refusal, not the wrapper's. */
export function failureMessage(failure: Failure | null | undefined): string | null {
  if (!failure) return null;
  let f: Failure = failure;
  while (f.cause && (f.message === 'Activity task failed' || f.message === 'Activity task timed out' || !f.message)) f = f.cause;
  return f.message || null;
}

/** Seconds and nanos of a proto Timestamp (or a Date, as some clients hand it) as a Date. */
export function timeOf(event: HistoryEvent): Date {
  const t = event.eventTime as { seconds?: unknown; nanos?: number | null } | Date | null | undefined;
  if (t instanceof Date) return t;
  return new Date(Number(t?.seconds ?? 0) * 1000 + Math.floor((t?.nanos ?? 0) / 1e6));
}

/** Pairs and decodes a workflow's history events (one fetchHistory answer) into ProcessEvents in history order. */
export function readHistory(events: readonly HistoryEvent[]): ProcessEvent[] {
  const out: ProcessEvent[] = [];
  const updates = new Map<string, Extract<ProcessEvent, { type: 'update' }>>();
  const activities = new Map<number, Extract<ProcessEvent, { type: 'activity' }>>();
  for (const event of events) {
    const order = id(event.eventId);
    const at = timeOf(event);
    const started = event.workflowExecutionStartedEventAttributes;
    if (started) out.push({ type: 'started', order, at, input: record(first(started.input)) });

    const accepted = event.workflowExecutionUpdateAcceptedEventAttributes;
    if (accepted) {
      const request = accepted.acceptedRequest;
      const update = {
        type: 'update' as const,
        order,
        at,
        name: request?.input?.name ?? '',
        input: record(first(request?.input?.args)),
        outcome: 'pending' as Outcome,
        result: undefined,
        failure: null,
      };
      updates.set(accepted.protocolInstanceId ?? request?.meta?.updateId ?? String(order), update);
      out.push(update);
    }
    const completed = event.workflowExecutionUpdateCompletedEventAttributes;
    if (completed) {
      const update = updates.get(completed.meta?.updateId ?? '');
      if (update) {
        Object.assign(update, { order, at });
        if (completed.outcome?.failure) Object.assign(update, { outcome: 'failed', failure: failureMessage(completed.outcome.failure) });
        else Object.assign(update, { outcome: 'succeeded', result: first(completed.outcome?.success) });
      }
    }

    const scheduled = event.activityTaskScheduledEventAttributes;
    if (scheduled) {
      const activity = {
        type: 'activity' as const,
        order,
        at,
        name: scheduled.activityType?.name ?? '',
        input: record(first(scheduled.input)),
        outcome: 'pending' as Outcome,
        result: undefined,
        failure: null,
      };
      activities.set(order, activity);
      out.push(activity);
    }
    const done = event.activityTaskCompletedEventAttributes;
    const activity = activities.get(
      id(
        done?.scheduledEventId ??
          event.activityTaskFailedEventAttributes?.scheduledEventId ??
          event.activityTaskTimedOutEventAttributes?.scheduledEventId ??
          event.activityTaskCanceledEventAttributes?.scheduledEventId,
      ),
    );
    if (activity) {
      Object.assign(activity, { order, at });
      if (done) Object.assign(activity, { outcome: 'succeeded', result: first(done.result) });
      else {
        const failure = event.activityTaskFailedEventAttributes?.failure ?? event.activityTaskTimedOutEventAttributes?.failure;
        Object.assign(activity, { outcome: 'failed', failure: failureMessage(failure) ?? 'Cancelled' });
      }
    }

    // A local activity (e.g. a receipt) is one marker, written once it has finished: its type
    // and attempt in `data`, its result or its final failure. Its input is not recorded.
    const marker = event.markerRecordedEventAttributes;
    if (marker?.markerName === LOCAL_ACTIVITY_MARKER) {
      const data = record(first(marker.details?.data));
      out.push({
        type: 'activity',
        order,
        at,
        name: typeof data.activity_type === 'string' ? data.activity_type : '',
        input: {},
        outcome: marker.failure ? 'failed' : 'succeeded',
        result: first(marker.details?.result),
        failure: marker.failure ? (failureMessage(marker.failure) ?? 'Failed') : null,
      });
    }

    const signaled = event.workflowExecutionSignaledEventAttributes;
    if (signaled) out.push({ type: 'signal', order, at, name: signaled.signalName ?? '', input: first(signaled.input) });

    const end = endOf(event);
    if (end) out.push({ type: 'ended', order, at, ...end });
  }
  return out.sort((a, b) => a.order - b.order);
}

function endOf(event: HistoryEvent): { outcome: EndOutcome; result: Value; failure: string | null } | undefined {
  if (event.workflowExecutionCompletedEventAttributes)
    return { outcome: 'completed', result: first(event.workflowExecutionCompletedEventAttributes.result), failure: null };
  if (event.workflowExecutionFailedEventAttributes)
    return { outcome: 'failed', result: undefined, failure: failureMessage(event.workflowExecutionFailedEventAttributes.failure) };
  if (event.workflowExecutionTerminatedEventAttributes)
    return { outcome: 'terminated', result: undefined, failure: event.workflowExecutionTerminatedEventAttributes.reason || null };
  if (event.workflowExecutionCanceledEventAttributes) return { outcome: 'canceled', result: undefined, failure: null };
  if (event.workflowExecutionTimedOutEventAttributes) return { outcome: 'timedOut', result: undefined, failure: null };
  if (event.workflowExecutionContinuedAsNewEventAttributes) return { outcome: 'continuedAsNew', result: undefined, failure: null };
  return undefined;
}
