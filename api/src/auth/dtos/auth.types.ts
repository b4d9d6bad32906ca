import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { OrganizationType } from '../../organizations/dtos/organization.type';
import { UserType } from '../../users/dtos/user.type';

@ObjectType()
export class Session {
  @Field(() => UserType) user!: UserType;
  @Field(() => OrganizationType) organization!: OrganizationType;
  @Field(() => Int, {
    nullable: true,
    description: "Minutes without a request after which this session ends (staff's, or the merchant Owner's setting); null: no idle limit.",
  })
  idleMinutes!: number | null;

  @Field(() => Boolean, { description: 'Issue 44: the person must set up two-step verification before anything else opens.' })
  secondFactorEnrolmentRequired!: boolean;
}

@ObjectType({ description: 'One of the signed-in person’s sessions (Account settings).' })
export class AuthSessionType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Browser and system family, e.g. "Chrome on Windows".' }) browser!: string;
  @Field(() => String, { nullable: true, description: 'The address it signed in from.' }) address!: string | null;
  @Field(() => DateTimeScalar, { description: 'When it signed in.' }) createdAt!: Date;
  @Field(() => DateTimeScalar) lastActiveAt!: Date;
  @Field(() => Boolean, { description: 'The session this request came with.' }) current!: boolean;
}

@ObjectType()
export class SessionResult {
  @Field(() => String, { nullable: true, description: 'The session; null when the second step is needed (secondFactorChallenge).' })
  token!: string | null;
  @Field(() => UserType, { nullable: true, description: 'Null until the second step is passed: a password alone tells nothing about the person.' })
  user!: UserType | null;
  @Field(() => String, {
    nullable: true,
    description: 'Issue 44: the person has a second factor; send this (valid 5 minutes) with a code to verifySecondFactor.',
  })
  secondFactorChallenge?: string | null;
  @Field(() => Boolean, { description: 'Issue 44: this session opens only two-step verification set-up until it is done.' })
  secondFactorEnrolmentRequired!: boolean;
  // Spec 000 section 7: createSession "returns token, user with organization, errors". A refused
  // sign-in is a GraphQL error (the error policy's codes and throttles), so a result is never
  // partial: the field is there for clients that ask for it, and is always null.
  @Field(() => [String], { nullable: true, description: 'Always null: a refused sign-in is answered with a GraphQL error instead.' })
  errors?: string[] | null;
}

@InputType()
export class CreateSessionInput {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType()
export class CreateUserInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname?: string | null;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => ID) organizationId!: string;
  @Field(() => String) licenseNumber!: string;
}
