import { graphql } from '../../../gql';
import type { RiskBlocksQuery } from '../../../gql/graphql';

// Issue 41: risk rules before the charge (PG Admin), on the gateway settings page.

export type RiskBlockRow = RiskBlocksQuery['riskBlocks'][number];

export const RISK_BLOCKS = graphql(`
  query RiskBlocks {
    riskBlocks {
      id
      kind
      value
      note
      createdAt
    }
  }
`);

export const ADD_RISK_BLOCK = graphql(`
  mutation AddRiskBlock($kind: String!, $value: String!, $note: String) {
    addRiskBlock(kind: $kind, value: $value, note: $note) {
      id
    }
  }
`);

export const REMOVE_RISK_BLOCK = graphql(`
  mutation RemoveRiskBlock($id: ID!) {
    removeRiskBlock(id: $id)
  }
`);

export const RISK_VELOCITY = graphql(`
  query RiskVelocity {
    riskVelocity {
      maxDeclines
      windowMinutes
      keys
    }
  }
`);

export const SAVE_RISK_VELOCITY = graphql(`
  mutation SaveRiskVelocity($maxDeclines: Int, $windowMinutes: Int, $keys: [String!]) {
    saveRiskVelocity(maxDeclines: $maxDeclines, windowMinutes: $windowMinutes, keys: $keys) {
      maxDeclines
      windowMinutes
      keys
    }
  }
`);

export const RISK_MERCHANTS = graphql(`
  query RiskMerchants {
    organizations(type: [agency, airline, hotel]) {
      id
      name
    }
  }
`);

export const MERCHANT_RISK_LIMITS = graphql(`
  query MerchantRiskLimits($organizationId: ID!) {
    merchantRiskLimits(organizationId: $organizationId) {
      organizationId
      maxAmountCents
      reviewThresholdCents
    }
  }
`);

export const SAVE_MERCHANT_RISK_LIMITS = graphql(`
  mutation SaveMerchantRiskLimits($organizationId: ID!, $maxAmountCents: Int) {
    saveMerchantRiskLimits(organizationId: $organizationId, maxAmountCents: $maxAmountCents) {
      organizationId
      maxAmountCents
      reviewThresholdCents
    }
  }
`);
