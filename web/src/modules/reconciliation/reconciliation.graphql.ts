import { graphql } from '../../gql';

/** Issue 47: charges whose outcome stayed unknown, waiting for PG Admin (/ledger/reconciliation). */
export const CHARGE_RECONCILIATIONS = graphql(`
  query ChargeReconciliations {
    chargeReconciliations {
      id
      recordKind
      recordId
      recordCode
      organizationName
      processor
      idempotencyKey
      amount
      attemptedAt
      settledAt
      outcome
    }
  }
`);

export const SETTLE_CHARGE_RECONCILIATION = graphql(`
  mutation SettleChargeReconciliation($id: ID!, $outcome: ReconciliationOutcome!, $chargeId: String) {
    settleChargeReconciliation(id: $id, outcome: $outcome, chargeId: $chargeId) {
      id
      settledAt
      outcome
      chargeId
    }
  }
`);
