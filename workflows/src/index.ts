// What the API and worker import: activity interfaces, messages and ids. Workflow code itself
// is loaded by the worker from the bundle entry (workflows.ts), never imported here.
export * from './invoice/invoice.activities';
export * from './invoice/invoice.messages';
export * from './payment/payment.activities';
export * from './payment/payment.messages';
export * from './refund/refund.activities';
export * from './refund/refund.messages';
export * from './signup/signup.activities';
export * from './signup/signup.messages';
// users and organizations administration
export * from './organization-report/organization-report.activities';
export * from './organization-report/organization-report.messages';
export * from './search-attributes';
export * from './user-invite/user-invite.activities';
export * from './user-invite/user-invite.messages';
// checkouts (hosted web payments)
export * from './checkout/checkout.activities';
export * from './checkout/checkout.messages';
// disputes
export * from './dispute/dispute.activities';
export * from './dispute/dispute.messages';
// transfers
export * from './transfer/transfer.activities';
export * from './transfer/transfer.messages';

// the books' nightly audit
export * from './ledger-audit/ledger-audit.activities';
export * from './ledger-audit/ledger-audit.messages';
// webhooks to merchants
export * from './webhook/webhook.activities';
export * from './webhook/webhook.messages';
// scheduled reports
export * from './scheduled-report/scheduled-report.activities';
export * from './scheduled-report/scheduled-report.messages';

export const TASK_QUEUE = 'payments';
export const WORKFLOWS_ENTRY = require.resolve('./workflows');
