import { AuthSession } from '../auth/auth-session.entity';
import { LoginThrottle } from '../auth/login-throttle.entity';
import { Passkey } from '../auth/passkeys/passkey.entity';
import { WebauthnChallenge } from '../auth/passkeys/webauthn-challenge.entity';
import { RecoveryCode } from '../auth/second-factor/recovery-code.entity';
import { SecondFactor } from '../auth/second-factor/second-factor.entity';
import { CheckoutPayment } from '../checkouts/checkout-payment.entity';
import { WebPayment } from '../checkouts/web-payment.entity';
// list totals
import { ListCount } from '../common/list-count.entity';
import { ApiIdempotencyKey } from '../developer-keys/api-idempotency-key.entity';
import { ApiRateBucket } from '../developer-keys/api-rate-bucket.entity';
import { MerchantKey } from '../developer-keys/merchant-key.entity';
// disputes
import { Dispute } from '../disputes/dispute.entity';
import { DisputeProcessorEvent } from '../disputes/dispute-processor-event.entity';
import { GatewayEvent } from '../events/event.entity';
import { StoredFile } from '../files/file.entity';
import { Disbursement } from '../invoices/disbursement.entity';
import { Invoice } from '../invoices/invoice.entity';
import { LineItem } from '../invoices/line-item.entity';
import { Payment } from '../invoices/payment.entity';
import { Payout } from '../invoices/payout.entity';
// transfers and ledger
import { LedgerAccount } from '../ledger/ledger-account.entity';
import { LedgerAuditRun } from '../ledger/ledger-audit-run.entity';
import { LedgerJournal } from '../ledger/ledger-journal.entity';
import { LedgerPosting } from '../ledger/ledger-posting.entity';
import { LedgerDailyRollup, LedgerRollup, LedgerRollupMark } from '../ledger/ledger-rollup.entity';
import { Organization } from '../organizations/organization.entity';
import { Card } from '../payments/card.entity';
import { PaymentGateway } from '../payments/payment-gateway.entity';
import { ProcessorHealthRow } from '../payments/processor-health.entity';
import { SandboxCharge } from '../payments/sandbox/sandbox-charge.entity';
import { SandboxDispute } from '../payments/sandbox/sandbox-dispute.entity';
import { SandboxFault } from '../payments/sandbox/sandbox-fault.entity';
import { SandboxRefund } from '../payments/sandbox/sandbox-refund.entity';
import { SandboxToken } from '../payments/sandbox/sandbox-token.entity';
import { SandboxWebhook } from '../payments/sandbox/sandbox-webhook.entity';
import { ChargeReconciliation } from '../reconciliation/charge-reconciliation.entity';
import { RestoreFinding } from '../reconciliation/restore-finding.entity';
import { Refund } from '../refunds/refund.entity';
import { RefundLineItem } from '../refunds/refund-line-item.entity';
import { MerchantRiskLimitsRow } from '../risk/merchant-risk-limits.entity';
import { RiskBlock } from '../risk/risk-block.entity';
import { RiskDecline } from '../risk/risk-decline.entity';
import { RiskVelocityRow } from '../risk/risk-velocity.entity';
// scheduled reports
import { ScheduledReport } from '../scheduled-reports/scheduled-report.entity';
// per-address and per-user rate limits (issue 46)
import { RateLimit } from '../security/rate-limit.entity';
import { Transfer } from '../transfers/transfer.entity';
import { TransferItem } from '../transfers/transfer-item.entity';
import { User } from '../users/user.entity';
import { UserToken } from '../users/user-token.entity';
// webhooks to merchants
import { WebhookAttempt, WebhookDelivery } from '../webhooks/webhook-delivery.entity';
import { WebhookEndpoint } from '../webhooks/webhook-endpoint.entity';
import { WebhookEvent } from '../webhooks/webhook-event.entity';

// Every entity of every domain, registered once for the API, the worker and the CLI.
export const ENTITIES = [
  Organization,
  User,
  UserToken,
  StoredFile,
  GatewayEvent,
  LoginThrottle,
  AuthSession,
  RateLimit,
  ApiRateBucket,
  Invoice,
  LineItem,
  Disbursement,
  Payment,
  Payout,
  PaymentGateway,
  Card,
  SandboxToken,
  SandboxCharge,
  SandboxRefund,
  Refund,
  RefundLineItem,
  WebPayment,
  CheckoutPayment,
  // developer API keys (checkouts)
  MerchantKey,
  ApiIdempotencyKey,
  // disputes
  Dispute,
  DisputeProcessorEvent,
  SandboxDispute,
  SandboxWebhook,
  SandboxFault,
  ProcessorHealthRow,
  // transfers and ledger
  LedgerAccount,
  LedgerJournal,
  LedgerPosting,
  LedgerRollup,
  LedgerRollupMark,
  LedgerDailyRollup,
  LedgerAuditRun,
  ChargeReconciliation,
  RestoreFinding,
  Transfer,
  TransferItem,
  // webhooks to merchants
  WebhookEvent,
  WebhookEndpoint,
  WebhookDelivery,
  WebhookAttempt,
  // scheduled reports
  ScheduledReport,
  // list totals
  ListCount,
  // second factor (issue 44)
  SecondFactor,
  RecoveryCode,
  Passkey,
  WebauthnChallenge,
  // risk rules before the charge (issue 41)
  RiskBlock,
  MerchantRiskLimitsRow,
  RiskDecline,
  RiskVelocityRow,
];
