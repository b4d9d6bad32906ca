import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class SuccessResult {
  @Field(() => Boolean)
  success!: boolean;

  static readonly ok: SuccessResult = { success: true };
}
