// The workflow bundle's entry: every workflow function the worker runs.
export { invoiceWorkflow } from './invoice/invoice.workflow';
export { refundWorkflow } from './refund/refund.workflow';
export { signupVerificationWorkflow } from './signup/signup.workflow';
// checkouts (hosted web payments)
export { checkoutWorkflow } from './checkout/checkout.workflow';
// disputes
export { disputeWorkflow } from './dispute/dispute.workflow';
// transfers
export { transferWorkflow } from './transfer/transfer.workflow';
// users and organizations administration
export { organizationReportWorkflow } from './organization-report/organization-report.workflow';
export { userInviteWorkflow } from './user-invite/user-invite.workflow';
// the books' nightly audit
export { ledgerAuditWorkflow } from './ledger-audit/ledger-audit.workflow';
// webhooks to merchants
export { orderedWebhookWorkflow } from './webhook/ordered-webhook.workflow';
export { webhookDeliveryWorkflow } from './webhook/webhook.workflow';
// scheduled reports
export { scheduledReportWorkflow } from './scheduled-report/scheduled-report.workflow';
