import { gql, type TypedDocumentNode } from '@apollo/client';

// Developer API keys by the spec's names (002 section 7).

export interface MerchantKey {
  id: string;
  name: string;
  apiKey: string;
  /** Only in createKeys' answer. */
  secretKey: string | null;
  isActive: boolean;
  createdAt: string;
}

const KEY_FIELDS = gql`
  fragment MerchantKeyFields on MerchantKey {
    id
    name
    apiKey
    secretKey
    isActive
    createdAt
  }
`;

export const MERCHANT_KEYS: TypedDocumentNode<{ merchantKeys: MerchantKey[] }, Record<string, never>> = gql`
  query MerchantKeys {
    merchantKeys {
      ...MerchantKeyFields
    }
  }
  ${KEY_FIELDS}
`;

export const CREATE_KEYS: TypedDocumentNode<{ createKeys: MerchantKey }, { name: string }> = gql`
  mutation CreateKeys($name: String!) {
    createKeys(name: $name) {
      ...MerchantKeyFields
    }
  }
  ${KEY_FIELDS}
`;

export const TOGGLE_MERCHANT_KEY_STATE: TypedDocumentNode<{ toggleMerchantKeyState: MerchantKey }, { id: string; isActive: boolean }> = gql`
  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {
    toggleMerchantKeyState(id: $id, isActive: $isActive) {
      ...MerchantKeyFields
    }
  }
  ${KEY_FIELDS}
`;

export const DELETE_MERCHANT_KEY: TypedDocumentNode<{ deleteMerchantKey: { success: boolean } }, { id: string }> = gql`
  mutation DeleteMerchantKey($id: ID!) {
    deleteMerchantKey(id: $id) {
      success
    }
  }
`;
