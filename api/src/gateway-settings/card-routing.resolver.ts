import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';

import { CardRoutingService } from './card-routing.service';
import { CardRoutingInput, CardRoutingType, RoutingPreviewType } from './dtos/card-routing.type';

// Issue 41: card routing by rules on the gateway settings page. PG Admin only (OPERATION_ACCESS
// in @pg/domain; the AccessGuard enforces it).
@Resolver(() => CardRoutingType)
export class CardRoutingResolver {
  constructor(private readonly routing: CardRoutingService) {}

  @Query(() => [CardRoutingType], { description: "Every card brand's routing: ordered processors and rules by amount and card country" })
  cardRoutings(): Promise<CardRoutingType[]> {
    return this.routing.cardRoutings();
  }

  @Mutation(() => CardRoutingType, { description: "Replaces a card brand's routing; its first processor becomes the brand's gateway" })
  saveCardRouting(
    @Args('cardId', { type: () => ID }) cardId: string,
    @Args('routing', { type: () => CardRoutingInput }) routing: CardRoutingInput,
  ): Promise<CardRoutingType> {
    return this.routing.saveCardRouting(cardId, routing);
  }

  @Query(() => RoutingPreviewType, { description: 'Where a payment of this brand, amount and card country goes (by the routing given, else the saved one)' })
  routingPreview(
    @Args('brand', { type: () => String }) brand: string,
    @Args('amountCents', { type: () => Int }) amountCents: number,
    @Args('country', { type: () => String, nullable: true }) country?: string | null,
    @Args('routing', { type: () => CardRoutingInput, nullable: true }) routing?: CardRoutingInput | null,
  ): Promise<RoutingPreviewType> {
    return this.routing.preview({ brand, amountCents, country, routing });
  }
}
