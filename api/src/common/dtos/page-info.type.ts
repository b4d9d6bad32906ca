import { Field, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class PageInfo {
  @Field(() => String, { nullable: true })
  endCursor!: string | null;

  @Field(() => String, { nullable: true })
  startCursor!: string | null;

  @Field(() => Boolean)
  hasNextPage!: boolean;
}
