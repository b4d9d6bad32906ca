import { graphql } from '../../../gql';
import type { CardRoutingsQuery } from '../../../gql/graphql';

// Issue 41: card routing by rules (PG Admin), on the gateway settings page.

export type CardRouting = CardRoutingsQuery['cardRoutings'][number];

export const CARD_ROUTINGS = graphql(`
  query CardRoutings {
    cardRoutings {
      cardId
      brand
      processors
      rules {
        minAmountCents
        maxAmountCents
        countries
        processors
      }
    }
  }
`);

export const SAVE_CARD_ROUTING = graphql(`
  mutation SaveCardRouting($cardId: ID!, $routing: CardRoutingInput!) {
    saveCardRouting(cardId: $cardId, routing: $routing) {
      cardId
      brand
      processors
      rules {
        minAmountCents
        maxAmountCents
        countries
        processors
      }
    }
  }
`);

export const ROUTING_PREVIEW = graphql(`
  query RoutingPreview($brand: String!, $amountCents: Int!, $country: String, $routing: CardRoutingInput) {
    routingPreview(brand: $brand, amountCents: $amountCents, country: $country, routing: $routing) {
      text
      processors
      rule
    }
  }
`);
