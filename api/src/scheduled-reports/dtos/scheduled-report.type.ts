import { Field, ID, ObjectType, registerEnumType } from '@nestjs/graphql';
import { REPORT_KINDS, REPORT_PERIODS, type ReportKind, type ReportPeriod } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';

const enumObject = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<T, T>;

export const ReportKindEnum = enumObject(REPORT_KINDS);
export const ReportPeriodEnum = enumObject(REPORT_PERIODS);

registerEnumType(ReportKindEnum, { name: 'ReportKind', description: 'The list a scheduled report holds' });
registerEnumType(ReportPeriodEnum, {
  name: 'ReportPeriod',
  description: 'How often it is sent (06:00 UTC: daily, Mondays, the 1st), each time for the period before',
});

/** One of the caller's scheduled reports on /reports. */
@ObjectType('ScheduledReport')
export class ScheduledReportType {
  @Field(() => ID) id!: string;
  @Field(() => ReportKindEnum) kind!: ReportKind;
  @Field(() => ReportPeriodEnum) period!: ReportPeriod;
  @Field(() => Boolean) paused!: boolean;
  @Field(() => String, { nullable: true, description: 'Why it paused itself (its owner may no longer have this report)' }) pausedReason!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'The next run, from the Temporal Schedule; null when paused or the scheduler does not answer' })
  nextRunAt!: Date | null;
  @Field(() => DateTimeScalar, { nullable: true }) lastSentAt!: Date | null;
  @Field(() => DateTimeScalar) createdAt!: Date;
}
