export * from './permissions';
export * from './roles';
// a second factor (issue 44)
export * from './second-factor';
export * from './step-up';
// fields shown to some roles only (spec visibility rules)
export * from './dates';
export * from './fees';
export * from './field-access';
export * from './file-types';
export * from './invoice-rules';
export * from './money';
export * from './payment-messages';
export * from './refund-fee';
export * from './refund-rules';
export * from './statuses';
export * from './validation';
// checkouts and developer API keys
export * from './checkout-rules';
// disputes
export * from './dispute-rules';
// transfers and ledger
export * from './ledger-journals';
export * from './ledger-rules';
export * from './transfer-rules';
// users and organizations administration
export * from './organization-rules';
export * from './session-rules';
export * from './user-rules';
// webhooks to merchants
export * from './webhook-rules';
// scheduled reports
export * from './report-rules';
// the spec's role matrix as literal data: the permission tests' oracle, never read by product code
export * from './spec-matrix';
// issue 41: decline classes and card routing
export * from './bin-countries';
export * from './decline-classes';
export * from './failover-rules';
export * from './risk-rules';
export * from './routing-rules';
