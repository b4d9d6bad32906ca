import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import { SuccessResult } from '../common/dtos/success-result.type';
import { CardType } from './dtos/card.type';
import { PaymentGatewayType } from './dtos/payment-gateway.type';
import { GatewaySettingsService } from './gateway-settings.service';

// Spec 002 gateway settings and the pay page's gateway queries (spec 000 section 7). Who may
// call each is in OPERATION_ACCESS (@pg/domain); the AccessGuard enforces it.
@Resolver(() => CardType)
export class GatewaySettingsResolver {
  constructor(private readonly settings: GatewaySettingsService) {}

  @Query(() => [CardType], { description: 'Card brands and their gateways (public: the pay page picks the gateway by brand)' })
  cards(@Args('first', { type: () => Int, nullable: true }) first?: number | null): Promise<CardType[]> {
    return this.settings.cards(first);
  }

  @Query(() => [PaymentGatewayType])
  paymentGateways(): Promise<PaymentGatewayType[]> {
    return this.settings.paymentGateways();
  }

  @Query(() => PaymentGatewayType, { nullable: true, description: 'The gateway (by id or adapter name) if it can take payments here' })
  activePaymentGateway(@Args('id', { type: () => ID }) id: string): Promise<PaymentGatewayType | null> {
    return this.settings.activePaymentGateway(id);
  }

  @Query(() => String, { nullable: true, description: 'Stripe publishable key; null when Stripe is not configured' })
  getStripePublishableKey(): string | null {
    return this.settings.stripePublishableKey();
  }

  @Mutation(() => CardType)
  createCard(
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('paymentGatewayId', { type: () => ID, nullable: true }) paymentGatewayId?: string | null,
  ): Promise<CardType> {
    return this.settings.createCard({ name, paymentGatewayId });
  }

  @Mutation(() => CardType)
  updateCard(
    @Args('id', { type: () => ID }) id: string,
    @Args('name', { type: () => String, nullable: true }) name?: string | null,
    @Args('paymentGatewayId', { type: () => ID, nullable: true }) paymentGatewayId?: string | null,
  ): Promise<CardType> {
    return this.settings.updateCard(id, { name, paymentGatewayId });
  }

  @Mutation(() => SuccessResult)
  async removeCard(@Args('id', { type: () => ID }) id: string): Promise<SuccessResult> {
    await this.settings.removeCard(id);
    return SuccessResult.ok;
  }
}
