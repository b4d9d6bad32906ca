import { Field, ID, ObjectType } from '@nestjs/graphql';

import { DateTimeScalar } from '../../common/date-time.scalar';

@ObjectType({ description: 'A passkey or security key (WebAuthn) of the signed-in person' })
export class PasskeyType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => DateTimeScalar) createdAt!: Date;
  @Field(() => DateTimeScalar, { nullable: true }) lastUsedAt!: Date | null;
}

@ObjectType()
export class AddPasskeyResult {
  @Field(() => PasskeyType) passkey!: PasskeyType;
  @Field(() => String, { description: 'A session with the second factor given (replaces the one used to add the passkey)' }) token!: string;
  @Field(() => [String], {
    nullable: true,
    description: "The 10 recovery codes, shown this once, when this passkey is the person's first second factor; null otherwise",
  })
  recoveryCodes!: string[] | null;
}
