import { Field, Float, ID, InputType } from '@nestjs/graphql';
import type { RefundPolicyTerms } from '@pg/domain';

import { RefundPolicyTermsEnum } from '../../common/graphql-enums';

@InputType()
export class UpdateOrganizationInput {
  @Field(() => ID) id!: string;
  @Field(() => String, { nullable: true }) name?: string | null;
  @Field(() => String, { nullable: true }) mccCode?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) phoneNumber?: string | null;
  @Field(() => String, { nullable: true }) shortDescription?: string | null;
  @Field(() => String, { nullable: true }) licenseNumber?: string | null;
  @Field(() => String, { nullable: true }) website?: string | null;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => RefundPolicyTermsEnum, { nullable: true }) refundPolicyTerms?: RefundPolicyTerms | null;
  @Field(() => String, { nullable: true }) refundPolicyLink?: string | null;
  @Field(() => Float, { nullable: true }) merchantProcessingFee?: number | null;
}
