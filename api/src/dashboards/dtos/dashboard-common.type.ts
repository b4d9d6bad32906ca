import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { DASHBOARD_BUCKETS, type DashboardBucket } from '../dashboard-range';

export const DashboardBucketEnum = Object.fromEntries(DASHBOARD_BUCKETS.map((b) => [b, b])) as { [K in DashboardBucket]: K };
registerEnumType(DashboardBucketEnum, {
  name: 'DashboardBucket',
  description: 'How a dashboard chart groups days (UTC): by day, by ISO week (from Monday) or by calendar month',
});

@ObjectType({ description: 'One bucket of a money chart; amounts in integer cents' })
export class MoneyPoint {
  @Field(() => String, { description: 'First day of the bucket, YYYY-MM-DD (UTC)' }) bucket!: string;
  @Field(() => Float, { description: 'Integer cents' }) grossCents!: number;
  @Field(() => Float, { description: 'Integer cents' }) netCents!: number;
  @Field(() => Int, { description: 'How many money events make it up' }) count!: number;
}

@ObjectType({ description: 'A record waiting for someone, linked from the dashboard' })
export class DashboardItem {
  @Field(() => ID) id!: string;
  @Field(() => String) code!: string;
  @Field(() => String, { description: 'What it waits for, in words' }) label!: string;
  @Field(() => Float, { description: 'Integer cents' }) amountCents!: number;
  @Field(() => DateTimeScalar, { nullable: true, description: 'A deadline (a dispute response due date), if any' }) dueAt!: Date | null;
  @Field(() => String, { description: "The record's page in the dashboard" }) url!: string;
}

@ObjectType({ description: 'How many records wait, and the first few' })
export class DashboardQueue {
  @Field(() => Int) total!: number;
  @Field(() => [DashboardItem], { description: 'At most five, oldest or most urgent first' }) items!: DashboardItem[];
}

@ObjectType()
export class StatusCount {
  @Field(() => String) status!: string;
  @Field(() => Int) count!: number;
}
