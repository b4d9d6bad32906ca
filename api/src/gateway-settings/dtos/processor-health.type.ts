import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

@ObjectType('ProcessorHealth', { description: "A card processor's health from the platform's recent calls (issue 41)" })
export class ProcessorHealthType {
  @Field(() => String, { description: 'Adapter name: sandbox, sandboxB, stripe or authorizeNet' })
  processor!: string;
  @Field(() => String)
  displayName!: string;
  @Field(() => String, { description: 'Circuit breaker: closed (calls go through), open (skipped), halfOpen (one probe at a time)' })
  state!: string;
  @Field(() => Int, { description: 'Calls in the window (the last 200 per worker process)' })
  calls!: number;
  @Field(() => Float, { nullable: true, description: 'Successful calls per call, 0..1 (a declined card is a success of the processor); null with no calls' })
  successRate!: number | null;
  @Field(() => Int, { nullable: true, description: '95th percentile latency of the calls in milliseconds; null with no calls' })
  p95Ms!: number | null;
  @Field(() => Date, { nullable: true, description: 'When a worker last reported; null with no recent calls' })
  updatedAt!: Date | null;
}
