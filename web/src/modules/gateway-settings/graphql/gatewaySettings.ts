import { graphql } from '../../../gql';
import type { GatewayCardFieldsFragment, PaymentGatewaysQuery } from '../../../gql/graphql';

// Gateway settings operations by the spec's names (002 section 7, operations.txt).

export type GatewayCard = GatewayCardFieldsFragment;
export type GatewayOption = PaymentGatewaysQuery['paymentGateways'][number];

export const CARDS_FIRST = 100;

export const CARDS = graphql(`
  query Cards($first: Int) {
    cards(first: $first) {
      ...GatewayCardFields
    }
  }
`);

export const PAYMENT_GATEWAYS = graphql(`
  query PaymentGateways {
    paymentGateways {
      id
      name
      displayName
      available
    }
  }
`);

export const CREATE_CARD = graphql(`
  mutation CreateCard($name: String, $paymentGatewayId: ID) {
    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {
      ...GatewayCardFields
    }
  }
`);

export const REMOVE_CARD = graphql(`
  mutation RemoveCard($id: ID!) {
    removeCard(id: $id) {
      success
    }
  }
`);
