import { formatDate } from '@pg/domain';

import type { Args, ProcessEvent } from './process-history';
import { type ProcessKind, type StepDraft, WORDING } from './process-wording';

export type StepState = 'done' | 'current' | 'waiting' | 'failed';

export interface TimelineStepDraft extends Omit<StepDraft, 'state'> {
  state: StepState;
}

export interface TimelineDraft {
  steps: TimelineStepDraft[];
  running: boolean;
  /** The record id the process was started for (its input's entity key), to refuse another record's process. */
  entityId: string | null;
}

/**
 * A process's steps as people read them: the worded events of its history in order, then,
 * while it runs, what is happening now (a decision or activity in progress) or whom it waits for
 * and since when. `queried` is the workflow's state query answer, when it gave one: it names the
 * stage even when the history has not shown the move yet.
 */
export function buildTimeline(kind: ProcessKind, events: readonly ProcessEvent[], queried?: Args | null): TimelineDraft {
  const wording = WORDING[kind];
  const started = events.find((e) => e.type === 'started');
  const input = started?.input ?? {};
  let stage = wording.initialStage(input);
  let since = started?.at ?? new Date(0);
  const steps: TimelineStepDraft[] = [];
  for (const event of events) {
    const worded = wording.step(event);
    for (const draft of Array.isArray(worded) ? worded : worded ? [worded] : []) {
      steps.push({ ...draft, state: draft.state ?? 'done' });
      if (draft.stage && draft.state !== 'failed' && draft.state !== 'current') {
        if (draft.stage !== stage) since = draft.at;
        stage = draft.stage;
      }
    }
  }
  const running = !events.some((e) => e.type === 'ended');
  if (running) {
    const busy = steps.some((s) => s.state === 'current');
    const activity = events.find(
      (e): e is Extract<ProcessEvent, { type: 'activity' }> => e.type === 'activity' && e.outcome === 'pending' && e.name in wording.running,
    );
    if (!busy && activity) steps.push({ at: activity.at, title: `${wording.running[activity.name]}…`, state: 'current' });
    const asked = queried ? wording.stageOfQuery(queried) : undefined;
    if (asked && asked !== stage) {
      stage = asked;
      since = steps.at(-1)?.at ?? since;
    }
    const waiting = wording.waitingFor(stage, input);
    if (waiting && !busy && !activity) {
      const due =
        kind === 'dispute' && stage === 'received' ? ((queried?.merchantResponseDueDate ?? input.merchantResponseDueDate) as string | undefined) : undefined;
      steps.push({ at: since, title: waiting, detail: due ? `Due by ${formatDate(due, 'UTC')}` : null, state: 'waiting' });
    }
  }
  const entityKey = wording.entityKey;
  return { steps, running, entityId: typeof input[entityKey] === 'string' ? input[entityKey] : null };
}
