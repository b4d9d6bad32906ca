import { gql, type TypedDocumentNode } from '@apollo/client';

// Gateway settings operations by the spec's names (002 section 7, operations.txt).

export interface GatewayCard {
  id: string;
  name: string;
  paymentGatewayId: string;
  paymentGateway: { id: string; name: string; displayName: string };
}

export interface GatewayOption {
  id: string;
  name: string;
  displayName: string;
  available: boolean;
}

export const CARDS_FIRST = 100;

export const CARDS: TypedDocumentNode<{ cards: GatewayCard[] }, { first: number }> = gql`
  query Cards($first: Int) {
    cards(first: $first) {
      id
      name
      paymentGatewayId
      paymentGateway {
        id
        name
        displayName
      }
    }
  }
`;

export const PAYMENT_GATEWAYS: TypedDocumentNode<{ paymentGateways: GatewayOption[] }, Record<string, never>> = gql`
  query PaymentGateways {
    paymentGateways {
      id
      name
      displayName
      available
    }
  }
`;

export const CREATE_CARD: TypedDocumentNode<{ createCard: GatewayCard }, { name: string; paymentGatewayId: string }> = gql`
  mutation CreateCard($name: String, $paymentGatewayId: ID) {
    createCard(name: $name, paymentGatewayId: $paymentGatewayId) {
      id
      name
      paymentGatewayId
      paymentGateway {
        id
        name
        displayName
      }
    }
  }
`;

export const REMOVE_CARD: TypedDocumentNode<{ removeCard: { success: boolean } }, { id: string }> = gql`
  mutation RemoveCard($id: ID!) {
    removeCard(id: $id) {
      success
    }
  }
`;
