import { Field, ID, InputType, Int } from '@nestjs/graphql';

/** inviteUser (spec 002 s3 "Invite user input"). Role is nullable so a missing one gets the spec's message. */
@InputType()
export class InviteUserInput {
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname?: string | null;
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
  @Field(() => ID, { nullable: true }) organizationId?: string | null;
  @Field(() => Int, { nullable: true }) role?: number | null;
}

/** lockUser / unlockUser take the user with its id (spec 002 s7). */
@InputType()
export class UserIdInput {
  @Field(() => ID) id!: string;
}

/** uploadUserAvatar (spec 002 s3 "File upload input"): the presigned upload's stored name. */
@InputType()
export class UploadAvatarInput {
  @Field(() => ID) userId!: string;
  @Field(() => String, { description: 'avatar' }) type!: string;
  @Field(() => String, { description: 'The fileName issuePresignedURL returned' }) path!: string;
  @Field(() => String, { nullable: true }) mimetype?: string | null;
  @Field(() => String, { nullable: true }) caption?: string | null;
}
