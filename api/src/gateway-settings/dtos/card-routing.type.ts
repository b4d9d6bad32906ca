import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';

// Issue 41: a card brand's routing. Amounts are integer cents (the editor converts the dollars
// typed); processors are adapter names (PaymentGateway.name), primary first.

@ObjectType('RoutingRule', { description: 'Payments of this amount range and card country go to these processors, in order (first matching rule wins).' })
export class RoutingRuleType {
  @Field(() => Int, { nullable: true, description: 'Inclusive lower bound in cents; null: none' })
  minAmountCents!: number | null;
  @Field(() => Int, { nullable: true, description: 'Inclusive upper bound in cents; null: none' })
  maxAmountCents!: number | null;
  @Field(() => [String], { description: "Two-letter codes of the card's country (by its BIN); empty: any country" })
  countries!: string[];
  @Field(() => [String], { description: 'Processor names, primary then fallbacks' })
  processors!: string[];
}

@ObjectType('CardRouting', { description: "A card brand's processors in order (for payments no rule matches) and its rules." })
export class CardRoutingType {
  @Field(() => ID) cardId!: string;
  @Field(() => String) brand!: string;
  @Field(() => [String], { description: 'Processor names, primary (the Card.paymentGateway) then fallbacks' })
  processors!: string[];
  @Field(() => [RoutingRuleType]) rules!: RoutingRuleType[];
}

@InputType('RoutingRuleInput')
export class RoutingRuleInput {
  @Field(() => Int, { nullable: true }) minAmountCents?: number | null;
  @Field(() => Int, { nullable: true }) maxAmountCents?: number | null;
  @Field(() => [String], { nullable: true }) countries?: string[] | null;
  @Field(() => [String]) processors!: string[];
}

@InputType('CardRoutingInput')
export class CardRoutingInput {
  @Field(() => [String]) processors!: string[];
  @Field(() => [RoutingRuleInput], { nullable: true }) rules?: RoutingRuleInput[] | null;
}

@ObjectType('RoutingPreview', { description: 'Where a payment would go: "A Visa of $1,200.00 from DE goes to Stripe, then Authorize.Net."' })
export class RoutingPreviewType {
  @Field(() => String) text!: string;
  @Field(() => [String], { description: 'The route, processors with keys here first-to-last (the charge takes the first)' })
  processors!: string[];
  @Field(() => Int, { nullable: true, description: "Index of the rule that matched; null: the brand's own list" })
  rule!: number | null;
}
