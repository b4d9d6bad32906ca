import { Field, ID, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../graphql/date-time.scalar';
import { EventUser } from './event.type';

@ObjectType('AuditLogOrganization')
export class AuditLogOrganization {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
}

/** One event of the audit log: what happened, to what, by whom, in which organization. */
@ObjectType('AuditLogEntry')
export class AuditLogEntry {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => String, { description: 'invoice, webPayment, refund, dispute, transfer, organization, user...' }) subjectType!: string;
  @Field(() => ID) subjectId!: string;
  @Field(() => String, { nullable: true, description: 'JSON text' }) meta!: string | null;
  @Field(() => EventUser, { nullable: true, description: 'Who did it; null for the platform and processors' }) user!: EventUser | null;
  @Field(() => AuditLogOrganization, { nullable: true }) organization!: AuditLogOrganization | null;
}

@ObjectType()
export class AuditLogPage {
  @Field(() => [AuditLogEntry], { description: 'Newest first' }) items!: AuditLogEntry[];
  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null on the last' }) endCursor!: string | null;
}
