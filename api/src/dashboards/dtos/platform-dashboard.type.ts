import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import type { DashboardBucket } from '../dashboard-range';
import { DashboardBucketEnum, DashboardQueue, MoneyPoint, StatusCount } from './dashboard-common.type';

@ObjectType({ description: 'A running process whose pending step has not moved for longer than the threshold' })
export class StuckProcess {
  @Field(() => String) workflowId!: string;
  @Field(() => String) workflowType!: string;
  @Field(() => DateTimeScalar) startedAt!: Date;
  @Field(() => DateTimeScalar, { description: 'When its pending step last moved (scheduled, started or heartbeat)' }) lastProgressAt!: Date;
  @Field(() => String, { description: 'What it waits on: an activity name, or a workflow task' }) waitingOn!: string;
  @Field(() => Int, { description: 'Attempts of that step so far' }) attempts!: number;
  @Field(() => String, { nullable: true, description: 'The last failure of that step' }) lastFailure!: string | null;
}

@ObjectType()
export class StuckProcesses {
  @Field(() => Int, { description: 'Minutes without progress that make a process stuck (STUCK_PROCESS_MINUTES)' }) thresholdMinutes!: number;
  @Field(() => Int, { description: 'Running processes looked at' }) checked!: number;
  @Field(() => [StuckProcess]) items!: StuckProcess[];
  @Field(() => String, { nullable: true, description: 'Why Temporal could not be asked, in words; null when it answered' }) error!: string | null;
}

@ObjectType({ description: 'The platform dashboard (PG Admin)' })
export class PlatformDashboard {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => DashboardBucketEnum) bucket!: DashboardBucket;
  @Field(() => [MoneyPoint], { description: 'Charged to cards (gross) and the platform fee revenue (net) per bucket' }) volume!: MoneyPoint[];
  @Field(() => Float, { description: 'Integer cents' }) grossCents!: number;
  @Field(() => Float, { description: 'Platform fees and dispute fees earned in the period, integer cents' }) feeRevenueCents!: number;
  @Field(() => [StatusCount], { description: 'Disputes by progress status (every status, zeros included)' }) disputesByStatus!: StatusCount[];
  @Field(() => DashboardQueue, { description: 'Open disputes whose merchant response is due within 48 hours (overdue included)' })
  disputesDueSoon!: DashboardQueue;
  @Field(() => DashboardQueue, { description: 'Refunds waiting for the platform' }) refundsAwaiting!: DashboardQueue;
  @Field(() => StuckProcesses) stuckProcesses!: StuckProcesses;
}
