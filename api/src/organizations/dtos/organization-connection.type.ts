import { Field, ID, ObjectType } from '@nestjs/graphql';

import { PageInfo } from '../../common/dtos/page-info.type';

@ObjectType()
export class OrganizationEdge {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) cursor!: string;
}

@ObjectType()
export class OrganizationConnection {
  @Field(() => [OrganizationEdge]) edges!: OrganizationEdge[];
  @Field(() => PageInfo) pageInfo!: PageInfo;
}
