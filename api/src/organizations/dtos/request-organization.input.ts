import { Field, InputType } from '@nestjs/graphql';
import type { Industry } from '@pg/domain';

import { IndustryEnum } from '../../common/graphql-enums';

@InputType()
export class RequestOrganizationInput {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => IndustryEnum) industry!: Industry;
  @Field(() => String) licenseNumber!: string;
}
