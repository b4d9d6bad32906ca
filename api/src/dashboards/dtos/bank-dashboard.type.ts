import { Field, Float, ID, ObjectType } from '@nestjs/graphql';

import type { DashboardBucket } from '../dashboard-range';
import { DashboardBucketEnum, DashboardQueue, MoneyPoint } from './dashboard-common.type';

@ObjectType({ description: "An organization's payable balance (integer cents): positive, the platform owes it; negative, it owes" })
export class OrganizationBalance {
  @Field(() => ID) organizationId!: string;
  @Field(() => String) name!: string;
  @Field(() => Float) balanceCents!: number;
}

@ObjectType({ description: 'The bank staff dashboard (Bank Admin, Bank Finance)' })
export class BankDashboard {
  @Field(() => String) from!: string;
  @Field(() => String) to!: string;
  @Field(() => DashboardBucketEnum) bucket!: DashboardBucket;
  @Field(() => Float, { description: 'Sum of positive balances, integer cents' }) owedCents!: number;
  @Field(() => Float, { description: 'Sum of negative balances as a positive figure, integer cents' }) owingCents!: number;
  @Field(() => [OrganizationBalance], { description: 'Organizations the platform owes, largest first' }) owed!: OrganizationBalance[];
  @Field(() => [OrganizationBalance], { description: 'Organizations that owe the platform, largest debt first' }) owing!: OrganizationBalance[];
  @Field(() => [MoneyPoint], { description: 'Paid out by transfers and disbursements per bucket: gross paid out, net after reversals' })
  transfers!: MoneyPoint[];
  @Field(() => DashboardQueue, { description: 'Refunds waiting for the bank' }) refundsAwaiting!: DashboardQueue;
  @Field(() => DashboardQueue, { description: 'Organizations that asked to join and await approval' }) organizationsAwaiting!: DashboardQueue;
}
