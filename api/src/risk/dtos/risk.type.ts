import { Field, ID, Int, ObjectType } from '@nestjs/graphql';

// Issue 41: PG Admin's block lists and a merchant's limits (gateway settings, Risk). Amounts are
// integer cents, as the routing rules' (the screen converts the dollars typed).

@ObjectType('RiskBlock', { description: 'A block-list entry: payments whose card fingerprint, e-mail, client address or card country matches are declined' })
export class RiskBlockType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'cardFingerprint, email, clientAddress or cardCountry' }) kind!: string;
  @Field(() => String) value!: string;
  @Field(() => String, { nullable: true }) note!: string | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType('MerchantRiskLimits', { description: "A merchant's amount limit and review threshold, in cents (null: none)" })
export class MerchantRiskLimitsType {
  @Field(() => ID) organizationId!: string;
  @Field(() => Int, { nullable: true, description: 'A payment above this is declined' }) maxAmountCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'A payment above this is authorised, and captured only when PG Admin approves it' })
  reviewThresholdCents!: number | null;
}

@ObjectType('RiskVelocity', {
  description: "The platform's velocity rule: more than maxDeclines declines of one card, e-mail or client address within windowMinutes block its next payment",
})
export class RiskVelocityType {
  @Field(() => Int) maxDeclines!: number;
  @Field(() => Int) windowMinutes!: number;
  @Field(() => [String], { description: 'What declines are counted by: cardFingerprint, email, clientAddress' }) keys!: string[];
}
