import { PRODUCT_SLUG } from '../brand';

// Every route path in one place so links, redirects and the route table agree.
export const PATHS = {
  home: '/',
  signIn: '/signin',
  signUp: '/signup',
  forgotPassword: '/forgot-password',
  merchantAddRequest: '/merchant-add-request',
  resetPassword: '/reset-password/:userId/:token',
  verifyEmail: '/verify-email/:userId/:token',
  locked: '/locked',
  notFound: '/404',
  restrictedBusiness: '/restricted-business',
  marksUsageAgreement: `/${PRODUCT_SLUG}-marks-usage-agreement`,
  paymentTerms: '/payment-terms',
  accountSettings: '/account-settings',
  completeBusinessInfo: '/account-settings?complete_business_info=true',
  createInvoice: '/invoices/add',
  invoices: '/invoices',
  invoiceDetails: '/invoices/:id',
  sendSummary: '/send-summary',
  refunds: '/refunds',
  refundInitiate: '/refunds/initiate-refund/:id',
  refundDetails: '/refunds/details/:id',
  refundDecline: '/refunds/deny/:id',
  pay: '/pay/:accessKey',
  newPay: '/new-pay/:accessKey',
  gatewaySettings: '/gateway-settings',
  auditLog: '/audit-log',
  // scheduled reports
  reports: '/reports',
  // checkouts and developer API keys
  checkouts: '/checkouts',
  checkoutDetails: '/checkouts/:id',
  checkout: '/checkout/:accessKey',
  developer: '/developer',
  apiDocs: '/developer/api-docs',
  // disputes
  disputes: '/disputes',
  disputeDetails: '/disputes/details/:id',
  disputeDecline: '/disputes/deny/:id',
  // transfers and ledger
  transactions: '/transactions',
  transactionDetails: '/transactions/:id',
  transfers: '/transfers',
  transferDetails: '/transfers/:id',
  ledger: '/ledger',
  ledgerDetails: '/ledger/:id',
  // the double-entry books: the platform's accounts and the nightly audit (PG Admin)
  ledgerAccount: '/ledger/accounts/:accountId',
  ledgerAudits: '/ledger/audits',
  ledgerReconciliation: '/ledger/reconciliation',
  // users and organizations administration (spec 002 s2)
  users: '/users',
  userInvite: '/users/invite',
  userDetails: '/users/:id',
  organizations: '/organizations',
  organizationCreate: '/organizations/create',
  organizationDetails: '/organizations/:id',
} as const;

/**
 * Spec 000 section 2: paths containing signup, terms-and-conditions or pay are public, so a
 * session failure there must not bounce the visitor to /signin (a customer paying an invoice
 * has no account).
 */
export function isPublicPath(pathname: string): boolean {
  return ['signup', 'terms-and-conditions', 'pay'].some((part) => pathname.includes(part));
}
