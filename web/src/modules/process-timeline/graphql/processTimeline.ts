import { graphql } from '../../../gql';
import type { ProcessTimelineQuery } from '../../../gql/graphql';

// A record's process as steps (issue 16): typed from api/schema.graphql by `npm run codegen`.

export type Timeline = ProcessTimelineQuery['processTimeline'];
export type TimelineStep = Timeline['steps'][number];
export type ProcessKind = Timeline['kind'];

export const PROCESS_TIMELINE = graphql(`
  query ProcessTimeline($kind: ProcessKind!, $id: ID!) {
    processTimeline(kind: $kind, id: $id) {
      id
      kind
      recordId
      workflowId
      running
      note
      temporalUiUrl
      steps {
        at
        title
        detail
        actor
        state
      }
    }
  }
`);
