import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

@ObjectType()
export class EventUser {
  /** The first name; the spec's event user is "name, surname, email" (spec 001 L117). */
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname!: string | null;
  @Field(() => String) email!: string;
}

@ObjectType('Event')
export class EventType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) slug!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => String, { nullable: true, description: 'JSON text' }) meta!: string | null;
  @Field(() => EventUser, { nullable: true }) user!: EventUser | null;
}

@ObjectType()
export class EventList {
  @Field(() => [EventType]) items!: EventType[];
  @Field(() => Int) total!: number;
}
