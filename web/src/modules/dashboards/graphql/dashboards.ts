import { graphql } from '../../../gql';
import type { DashboardQueueFieldsFragment, MoneyPointFieldsFragment } from '../../../gql/graphql';

// The per-role dashboards' aggregate queries (api/src/dashboards).

export type MoneyPoint = MoneyPointFieldsFragment;
export type DashboardQueue = DashboardQueueFieldsFragment;

export const MONEY_POINT_FIELDS = graphql(`
  fragment MoneyPointFields on MoneyPoint {
    bucket
    grossCents
    netCents
    count
  }
`);

export const DASHBOARD_QUEUE_FIELDS = graphql(`
  fragment DashboardQueueFields on DashboardQueue {
    total
    items {
      id
      code
      label
      amountCents
      dueAt
      url
    }
  }
`);

export const MERCHANT_DASHBOARD = graphql(`
  query MerchantDashboard($from: String, $to: String, $bucket: DashboardBucket, $livemode: Boolean) {
    merchantDashboard(from: $from, to: $to, bucket: $bucket, livemode: $livemode) {
      livemode
      from
      to
      bucket
      volume {
        ...MoneyPointFields
      }
      grossCents
      netCents
      invoices {
        paid
        unpaid
      }
      checkouts {
        paid
        unpaid
      }
      refunds {
        count
        amountCents
        rateBps
      }
      disputes {
        count
        amountCents
        rateBps
      }
      payableBalanceCents
      disputeDeadlines {
        ...DashboardQueueFields
      }
      refundsAwaiting {
        ...DashboardQueueFields
      }
    }
  }
`);

export const BANK_DASHBOARD = graphql(`
  query BankDashboard($from: String, $to: String, $bucket: DashboardBucket) {
    bankDashboard(from: $from, to: $to, bucket: $bucket) {
      from
      to
      bucket
      owedCents
      owingCents
      owed {
        organizationId
        name
        balanceCents
      }
      owing {
        organizationId
        name
        balanceCents
      }
      transfers {
        ...MoneyPointFields
      }
      refundsAwaiting {
        ...DashboardQueueFields
      }
      organizationsAwaiting {
        ...DashboardQueueFields
      }
    }
  }
`);

export const PLATFORM_DASHBOARD = graphql(`
  query PlatformDashboard($from: String, $to: String, $bucket: DashboardBucket) {
    platformDashboard(from: $from, to: $to, bucket: $bucket) {
      from
      to
      bucket
      volume {
        ...MoneyPointFields
      }
      grossCents
      feeRevenueCents
      disputesByStatus {
        status
        count
      }
      disputesDueSoon {
        ...DashboardQueueFields
      }
      refundsAwaiting {
        ...DashboardQueueFields
      }
      stuckProcesses {
        thresholdMinutes
        checked
        error
        items {
          workflowId
          workflowType
          startedAt
          lastProgressAt
          waitingOn
          attempts
          lastFailure
        }
      }
    }
  }
`);
