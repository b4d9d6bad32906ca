import { Field, ID, InputType, Int } from '@nestjs/graphql';

@InputType()
export class UpdateUserInput {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) surname?: string | null;
  /** The user details page may change the role (spec 002 s2); account settings never sends it. */
  @Field(() => Int, { nullable: true }) role?: number | null;
}
