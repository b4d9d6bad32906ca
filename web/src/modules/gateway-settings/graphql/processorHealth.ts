import { graphql } from '../../../gql';
import type { ProcessorHealthQuery } from '../../../gql/graphql';

// Issue 41: each processor's breaker state, success rate and p95 latency (PG Admin): the gateway
// settings and the platform dashboard.

export type ProcessorHealthRow = ProcessorHealthQuery['processorHealth'][number];

export const PROCESSOR_HEALTH = graphql(`
  query ProcessorHealth {
    processorHealth {
      processor
      displayName
      state
      calls
      successRate
      p95Ms
      updatedAt
    }
  }
`);
