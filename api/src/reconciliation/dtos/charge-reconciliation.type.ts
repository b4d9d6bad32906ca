import { Field, Float, ID, ObjectType, registerEnumType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { RECONCILIATION_OUTCOMES, type ReconciliationOutcome } from '../charge-reconciliation.entity';

export const ReconciliationOutcomeEnum = Object.fromEntries(RECONCILIATION_OUTCOMES.map((o) => [o, o])) as Record<ReconciliationOutcome, ReconciliationOutcome>;
registerEnumType(ReconciliationOutcomeEnum, { name: 'ReconciliationOutcome', description: 'paid: the processor charged the card; notPaid: it did not' });

/** A charge whose outcome stayed unknown, waiting for PG Admin to check the processor (issue 47). */
@ObjectType('ChargeReconciliation')
export class ChargeReconciliationType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'invoice or checkout' }) recordKind!: string;
  @Field(() => ID) recordId!: string;
  @Field(() => String) recordCode!: string;
  @Field(() => String) organizationName!: string;
  @Field(() => String, { description: 'The card processor the charge went to' }) processor!: string;
  @Field(() => String, { description: "The attempt's idempotency key at the processor (search the processor's records by it)" }) idempotencyKey!: string;
  @Field(() => Float) amount!: number;
  @Field(() => DateTimeScalar, { description: 'When the attempt started (its age counts from here)' }) attemptedAt!: Date;
  @Field(() => DateTimeScalar) queuedAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) settledAt!: Date | null;
  @Field(() => ReconciliationOutcomeEnum, { nullable: true }) outcome!: ReconciliationOutcome | null;
  @Field(() => String, { nullable: true, description: "The processor's charge id, when settled as paid" }) chargeId!: string | null;
}
