export * from './roles';
export * from './permissions';
// fields shown to some roles only (spec visibility rules)
export * from './field-access';
export * from './money';
export * from './dates';
export * from './statuses';
export * from './validation';
export * from './fees';
export * from './invoice-rules';
export * from './file-types';
export * from './payment-messages';
export * from './refund-rules';
// checkouts and developer API keys
export * from './checkout-rules';
// disputes
export * from './dispute-rules';
// transfers and ledger
export * from './transfer-rules';
export * from './ledger-rules';
export * from './ledger-journals';
// users and organizations administration
export * from './user-rules';
export * from './organization-rules';
// webhooks to merchants
export * from './webhook-rules';
