import { Field, Float, Int, ObjectType } from '@nestjs/graphql';

import type { DashboardBucket } from '../dashboard-range';
import { DashboardBucketEnum, DashboardQueue, MoneyPoint } from './dashboard-common.type';

@ObjectType({ description: 'Paid in the period (by payment date) and unpaid now' })
export class PaidUnpaid {
  @Field(() => Int) paid!: number;
  @Field(() => Int) unpaid!: number;
}

@ObjectType({ description: 'Created in the period, and per 10,000 payments of the period (basis points)' })
export class CountAndRate {
  @Field(() => Int) count!: number;
  @Field(() => Float, { description: 'Integer cents' }) amountCents!: number;
  @Field(() => Int, { description: 'count / payments of the period, in basis points (100 = 1%)' }) rateBps!: number;
}

@ObjectType({ description: "A merchant's dashboard: its own organization only" })
export class MerchantDashboard {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => DashboardBucketEnum) bucket!: DashboardBucket;
  @Field(() => [MoneyPoint], { description: 'Gross (charged to cards) and net (the payable: gross less fees) per bucket, every bucket present' })
  volume!: MoneyPoint[];
  @Field(() => Float, { description: 'Integer cents' }) grossCents!: number;
  @Field(() => Float, { description: 'Integer cents' }) netCents!: number;
  @Field(() => PaidUnpaid) invoices!: PaidUnpaid;
  @Field(() => PaidUnpaid) checkouts!: PaidUnpaid;
  @Field(() => CountAndRate) refunds!: CountAndRate;
  @Field(() => CountAndRate) disputes!: CountAndRate;
  @Field(() => Float, {
    nullable: true,
    description: 'What the platform owes the organization now (negative: what it owes), integer cents; null for test data (test objects move no money)',
  })
  payableBalanceCents!: number | null;
  @Field(() => Boolean, { description: 'false: the figures of test objects (made with test keys)' }) livemode!: boolean;
  @Field(() => DashboardQueue, { description: 'Open disputes waiting for the merchant, earliest response due date first' }) disputeDeadlines!: DashboardQueue;
  @Field(() => DashboardQueue, { description: 'Refunds waiting for the merchant to approve or decline, oldest first' }) refundsAwaiting!: DashboardQueue;
}
