import type { Timeline, TimelineStep } from '../graphql/processTimeline';

/** A timeline answer as the API sends it; a refund at the bank stage by default. */
export function timelineFixture(overrides: Partial<Timeline> = {}): Timeline {
  return {
    __typename: 'ProcessTimeline',
    id: 'refund-RF-0001',
    kind: 'REFUND',
    recordId: 'refund-1',
    workflowId: 'refund-RF-0001',
    running: true,
    note: null,
    temporalUiUrl: null,
    steps: [step('Refund requested', '2026-11-27T09:00:00.000Z'), step('Approved by the merchant', '2026-11-27T09:05:00.000Z', { actor: 'Karma Wangchuk' })],
    ...overrides,
  };
}

export function step(title: string, at: string, overrides: Partial<TimelineStep> = {}): TimelineStep {
  return { __typename: 'ProcessTimelineStep', title, at, detail: null, actor: null, state: 'done', ...overrides };
}

/** What pages' tests get unless they ask for more: a record without a process (no polling). */
export const noProcess = () => ({
  data: { processTimeline: timelineFixture({ running: false, steps: [], note: 'This record has no process in Temporal.' }) },
});
