import { Field, ID, ObjectType } from '@nestjs/graphql';

@ObjectType('PaymentGateway', { description: 'A card processor the platform can route a card brand to.' })
export class PaymentGatewayType {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: 'Adapter key: sandbox, stripe or authorizeNet (the PaymentProvider of payInvoice)' })
  name!: string;
  @Field(() => String) displayName!: string;
  @Field(() => Boolean, { description: 'Whether this server has the keys to take payments through it' })
  available!: boolean;
  @Field(() => String, { nullable: true, description: 'Public client key for the browser script (Stripe publishable key, Accept.js client key)' })
  clientKey!: string | null;
  @Field(() => String, { nullable: true, description: 'Accept.js apiLoginID (Authorize.Net only)' })
  apiLoginId!: string | null;
  @Field(() => String, { nullable: true, description: 'sandbox or production (Authorize.Net only)' })
  environment!: string | null;
  @Field(() => String, {
    nullable: true,
    description: "Where the pay page loads Accept.js from (Authorize.Net only): by environment, or the deployment's stand-in",
  })
  acceptJsUrl!: string | null;
}
