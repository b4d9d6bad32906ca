import { Field, ID, ObjectType } from '@nestjs/graphql';

import { PaymentGatewayType } from './payment-gateway.type';

@ObjectType('Card', { description: 'A card brand and the payment gateway its payments go through.' })
export class CardType {
  @Field(() => ID) id!: string;
  @Field(() => String) name!: string;
  @Field(() => ID) paymentGatewayId!: string;
  @Field(() => PaymentGatewayType) paymentGateway!: PaymentGatewayType;
}
