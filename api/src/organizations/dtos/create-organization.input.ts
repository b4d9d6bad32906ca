import { Field, InputType } from '@nestjs/graphql';
import type { Industry, OrganizationType } from '@pg/domain';

import { IndustryEnum, OrganizationTypeEnum } from '../../common/graphql-enums';

/** createOrganization (spec 002 s7). Type and industry are nullable so a missing one gets the spec's message. */
@InputType()
export class CreateOrganizationInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String) licenseNumber!: string;
  @Field(() => OrganizationTypeEnum, { nullable: true }) type?: OrganizationType | null;
  @Field(() => IndustryEnum, { nullable: true }) industry?: Industry | null;
}
