import { Field, ID, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

/** Spec 002 "Merchant key": secretKey only in createKeys' answer, never again. */
@ObjectType('MerchantKey')
export class MerchantKeyType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => String) apiKey!: string;
  @Field(() => String, { nullable: true, description: 'Returned only by createKeys; null afterwards (only its hash is kept)' })
  secretKey!: string | null;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => Boolean, { description: 'false for a test key (pk_test_): its checkouts are test objects' }) livemode!: boolean;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) lastUsedAt!: Date | null;
}
