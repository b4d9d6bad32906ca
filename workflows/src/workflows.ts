// The workflow bundle's entry: every workflow function the worker runs.
export { signupVerificationWorkflow } from './signup/signup.workflow';
export { invoiceWorkflow } from './invoice/invoice.workflow';
export { refundWorkflow } from './refund/refund.workflow';
// checkouts (hosted web payments)
export { checkoutWorkflow } from './checkout/checkout.workflow';
// disputes
export { disputeWorkflow } from './dispute/dispute.workflow';
// transfers
export { transferWorkflow } from './transfer/transfer.workflow';
// users and organizations administration
export { userInviteWorkflow } from './user-invite/user-invite.workflow';
export { organizationReportWorkflow } from './organization-report/organization-report.workflow';
// the books' nightly audit
export { ledgerAuditWorkflow } from './ledger-audit/ledger-audit.workflow';
// webhooks to merchants
export { webhookDeliveryWorkflow } from './webhook/webhook.workflow';
