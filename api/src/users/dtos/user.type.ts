import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { FileUrl } from '../../files/file-url.type';
import { OrganizationType } from '../../organizations/dtos/organization.type';

@ObjectType('User')
export class UserType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname!: string | null;
  @Field(() => String) email!: string;
  @Field(() => Int) role!: number;
  @Field(() => Boolean) locked!: boolean;
  @Field(() => FileUrl, { nullable: true }) avatar!: FileUrl | null;
  @Field(() => ID) organizationId!: string;
  @Field(() => OrganizationType) organization!: OrganizationType;
  @Field(() => DateTimeScalar) createdAt!: Date;
  /** Not in the schema: the `avatar` field resolver loads this file (batched per request). */
  avatarFileId?: string | null;
}

/** users' answer (spec 002 s7: items and count). */
@ObjectType()
export class UserList {
  @Field(() => [UserType]) items!: UserType[];
  @Field(() => Int) count!: number;
}

@ObjectType()
export class CreatedUser {
  @Field(() => ID) id!: string;
  @Field(() => String) email!: string;
  @Field(() => String) name!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar) updatedAt!: Date;
}
