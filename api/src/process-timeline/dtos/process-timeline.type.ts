import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import type { StepState } from '../process-steps';
import type { ProcessKind } from '../process-wording';

export const ProcessKindEnum = {
  INVOICE: 'invoice',
  CHECKOUT: 'checkout',
  REFUND: 'refund',
  DISPUTE: 'dispute',
  TRANSFER: 'transfer',
} as const satisfies Record<string, ProcessKind>;
registerEnumType(ProcessKindEnum, { name: 'ProcessKind', description: 'The records that have a long-lived process (a Temporal workflow)' });

export const ProcessStepStateEnum = { done: 'done', current: 'current', waiting: 'waiting', failed: 'failed' } as const satisfies Record<StepState, StepState>;
registerEnumType(ProcessStepStateEnum, {
  name: 'ProcessStepState',
  description: 'done: happened; current: happening now; waiting: the process waits for someone (since `at`); failed: refused or failed',
});

@ObjectType()
export class ProcessTimelineStep {
  @Field(() => DateTimeScalar, { description: 'When it happened (waiting: since when)' }) at!: Date;
  @Field(() => String) title!: string;
  @Field(() => String, { nullable: true }) detail!: string | null;
  @Field(() => String, { nullable: true, description: 'Who acted: a user, or the paying customer; none for the process itself' }) actor!: string | null;
  @Field(() => ProcessStepStateEnum) state!: StepState;
}

@ObjectType()
export class ProcessTimeline {
  @Field(() => ID, { description: 'The workflow id (one timeline per process, for caches)' }) id!: string;
  @Field(() => ProcessKindEnum) kind!: ProcessKind;
  @Field(() => ID, { description: "The record's id" }) recordId!: string;
  @Field(() => String, { description: 'The Temporal workflow id, e.g. refund-REF-2026-000123' }) workflowId!: string;
  @Field(() => Boolean, { description: 'The process still runs (steps may follow)' }) running!: boolean;
  @Field(() => String, { nullable: true, description: 'Why there are no steps (no process for this record), when there are none' }) note!: string | null;
  @Field(() => [ProcessTimelineStep], { description: 'Oldest first' }) steps!: ProcessTimelineStep[];
  @Field(() => String, { nullable: true, description: "The workflow in Temporal UI (PG Admin only; FIELD_ACCESS 'ProcessTimeline.temporalUiUrl')" })
  temporalUiUrl!: string | null;
}
