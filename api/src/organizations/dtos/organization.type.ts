import { Field, Float, ID, ObjectType } from '@nestjs/graphql';
import type { Industry, OrganizationStatus, OrganizationType as OrgType, RefundPolicyTerms } from '@pg/domain';

import { DateTimeScalar } from '../../common/date-time.scalar';
import { IndustryEnum, OrganizationStatusEnum, OrganizationTypeEnum, RefundPolicyTermsEnum } from '../../common/graphql-enums';
import { FileUrl } from '../../files/file-url.type';

@ObjectType('Organization')
export class OrganizationType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true }) email!: string | null;
  @Field(() => OrganizationTypeEnum) type!: OrgType;
  @Field(() => IndustryEnum, { nullable: true }) industry!: Industry | null;
  @Field(() => OrganizationStatusEnum) status!: OrganizationStatus;
  @Field(() => String, { nullable: true }) address!: string | null;
  @Field(() => String, { nullable: true }) licenseNumber!: string | null;
  @Field(() => String, { nullable: true }) phoneNumber!: string | null;
  @Field(() => String, { nullable: true }) website!: string | null;
  @Field(() => String, { nullable: true }) shortDescription!: string | null;
  @Field(() => String, { nullable: true }) mccCode!: string | null;
  @Field(() => RefundPolicyTermsEnum, { nullable: true }) refundPolicyTerms!: RefundPolicyTerms | null;
  @Field(() => String, { nullable: true }) refundPolicyLink!: string | null;
  @Field(() => Float, { nullable: true, description: 'Percent with 2 decimals, e.g. 4.99' })
  merchantProcessingFee!: number | null;
  @Field(() => Float, { nullable: true, description: 'Percent with 2 decimals, e.g. 4.99' })
  platformFee!: number | null;
  @Field(() => Boolean) blockTransactions!: boolean;
  @Field(() => [FileUrl]) logo!: FileUrl[];
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => Boolean) isBusinessProfileComplete!: boolean;
  @Field(() => Boolean) verified!: boolean;
  /** Not in the schema: the `logo` field resolver loads this file (batched per request). */
  logoFileId?: string | null;
}
