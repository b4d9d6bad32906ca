import { Field, Int, ObjectType } from '@nestjs/graphql';

import { OrganizationType } from './organization.type';

/** organizationList's answer (spec 002 s7: items and total). */
@ObjectType()
export class OrganizationList {
  @Field(() => [OrganizationType]) items!: OrganizationType[];
  @Field(() => Int) total!: number;
}
