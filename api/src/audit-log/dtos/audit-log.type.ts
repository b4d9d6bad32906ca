import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { EventUser } from '../../events/dtos/event.type';

@ObjectType('AuditLogOrganization')
export class AuditLogOrganization {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

/** One changed field of the record: its values before and after, as JSON text. */
@ObjectType('AuditFieldChange')
export class AuditFieldChange {
  @Field(() => String) field!: string;
  @Field(() => String, { description: 'JSON text; "null" when the field was empty or the record new' }) before!: string;
  @Field(() => String, { description: 'JSON text; "null" when the field was emptied or the record deleted' }) after!: string;
}

/** One event of the audit log: what happened, to what, by whom (role, address), in which organization. */
@ObjectType('AuditLogEntry')
export class AuditLogEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => String, { description: 'invoice, webPayment, refund, dispute, transfer, organization, merchantKey, webhookEndpoint, card...' })
  subjectType!: string;
  @Field(() => ID) subjectId!: string;
  @Field(() => String, { nullable: true, description: 'JSON text' }) meta!: string | null;
  @Field(() => EventUser, {
    nullable: true,
    description: 'Who did it; null for the platform, processors and visitors, and for staff when a merchant reads its log',
  })
  user!: EventUser | null;
  @Field(() => Int, { nullable: true, description: "The actor's role when it acted (null: the platform, a visitor or an API key)" })
  actorRole!: number | null;
  @Field(() => String, { nullable: true, description: "The request's source IP (null: a workflow; withheld from merchants for staff actions)" })
  sourceIp!: string | null;
  @Field(() => [AuditFieldChange], { description: 'The changed fields of the record (never secrets); empty when not a change' })
  changes!: AuditFieldChange[];
  @Field(() => AuditLogOrganization, { nullable: true }) organization!: AuditLogOrganization | null;
}

@ObjectType()
export class AuditLogPage {
  @Field(() => [AuditLogEntry], { description: 'Newest first' }) items!: AuditLogEntry[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last' }) endCursor!: string | null;
}
