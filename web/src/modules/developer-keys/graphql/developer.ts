import { graphql } from '../../../gql';
import type { MerchantKeyFieldsFragment } from '../../../gql/graphql';

// Developer API keys by the spec's names (002 section 7).

/** A key; secretKey only in createKeys' answer. */
export type MerchantKey = MerchantKeyFieldsFragment;

export const MERCHANT_KEYS = graphql(`
  query MerchantKeys {
    merchantKeys {
      ...MerchantKeyFields
    }
  }
`);

export const CREATE_KEYS = graphql(`
  mutation CreateKeys($name: String!, $livemode: Boolean) {
    createKeys(name: $name, livemode: $livemode) {
      ...MerchantKeyFields
    }
  }
`);

export const TOGGLE_MERCHANT_KEY_STATE = graphql(`
  mutation ToggleMerchantKeyState($id: ID!, $isActive: Boolean!) {
    toggleMerchantKeyState(id: $id, isActive: $isActive) {
      ...MerchantKeyFields
    }
  }
`);

export const DELETE_MERCHANT_KEY = graphql(`
  mutation DeleteMerchantKey($id: ID!) {
    deleteMerchantKey(id: $id) {
      success
    }
  }
`);
