import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';

import { OrganizationType } from '../../organizations/dtos/organization.type';
import { UserType } from '../../users/dtos/user.type';

@ObjectType()
export class Session {
  @Field(() => UserType) user!: UserType;
  @Field(() => OrganizationType) organization!: OrganizationType;
}

@ObjectType()
export class SessionResult {
  @Field(() => String) token!: string;
  @Field(() => UserType) user!: UserType;
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
