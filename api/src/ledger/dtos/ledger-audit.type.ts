import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

@ObjectType('LedgerAuditDifference')
export class LedgerAuditDifferenceType {
  @Field(() => String, {
    description:
      'The check that found it: balancedJournals, booksSumToZero, rollups, payments, refunds, captures, chargebacks, capturedNotInBooks (after a restore), processorSandbox, processorStripe',
  })
  check!: string;
  @Field(() => String, { description: 'What it concerns: a journal key, an account, an invoice or refund code, a charge id' }) subject!: string;
  @Field(() => String) detail!: string;
}

/** One run of the nightly ledger audit (Schedule `ledger-audit`). */
@ObjectType('LedgerAuditRun')
export class LedgerAuditRunType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'schedule or manual' }) trigger!: string;
  @Field(() => String, { description: 'clean, differences, or failed (the checks could not finish: see error)' }) status!: string;
  @Field(() => DateTimeScalar) startedAt!: Date;
  @Field(() => DateTimeScalar) finishedAt!: Date;
  @Field(() => Int) checks!: number;
  @Field(() => Int) differenceCount!: number;
  @Field(() => [LedgerAuditDifferenceType]) differences!: LedgerAuditDifferenceType[];
  @Field(() => String, { nullable: true, description: 'Why a failed run could not finish' }) error!: string | null;
  @Field(() => DateTimeScalar, { nullable: true, description: 'When the report was e-mailed to PG Admin' }) mailedAt!: Date | null;
}
