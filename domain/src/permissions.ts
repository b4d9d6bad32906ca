import { ALL_ROLES, Role } from './roles';

// The one access matrix. The API enforces it (guard on every GraphQL field and REST route);
// the web app reads it to decide what to show. Never duplicate these lists elsewhere.

/** Who may call an operation: anyone, any signed-in user, or a list of roles. */
export type Access = 'public' | 'signedIn' | readonly Role[];

const { PG_ADMIN, BANK_ADMIN, USER, ADMIN, BANK_FINANCE, OWNER } = Role;
const EVERYONE = ALL_ROLES;

/** Dashboard routes (spec 000 section 2, spec 002 section 2). */
export const ROUTE_ACCESS = {
  '/': EVERYONE,
  '/account-settings': EVERYONE,
  '/developer': EVERYONE,
  '/send-summary': EVERYONE,
  '/invoices': EVERYONE,
  '/refunds': EVERYONE,
  '/disputes': EVERYONE,
  '/checkouts': EVERYONE,
  '/users': [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  '/organizations': [PG_ADMIN, BANK_FINANCE],
  '/ledger': [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  '/transactions': [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  '/transfers': [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  '/gateway-settings': [PG_ADMIN],
  // who did what: PG Admin across every organization, Owner and Admin in their own (docs/decisions/README.md, Insight)
  '/audit-log': [PG_ADMIN, ADMIN, OWNER],
  // scheduled reports: every role schedules the lists it may open (docs/decisions/README.md, Insight)
  '/reports': EVERYONE,
} as const satisfies Record<string, readonly Role[]>;

export type DashboardRoute = keyof typeof ROUTE_ACCESS;

/**
 * Parts of a section open to fewer roles than the section itself (the longest prefix governs,
 * on top of the section's own list). Not menu items: the menu highlights their section.
 */
export const SUB_ROUTE_ACCESS: Record<string, readonly Role[]> = {
  // the platform's own accounts and their entries, and the nightly audit (docs/decisions/0055-double-entry-books.md)
  '/ledger/accounts': [PG_ADMIN],
  '/ledger/audits': [PG_ADMIN],
  '/ledger/reconciliation': [PG_ADMIN],
  // pages that make something: only the roles that may (the operations' lists below)
  '/invoices/add': [ADMIN, OWNER, USER],
  '/refunds/initiate-refund': [ADMIN, OWNER, USER],
  '/organizations/create': [BANK_FINANCE],
};

/** Side menu order (spec 000 section 2, App shell). An item shows only where its route is allowed. */
export const MENU_ROUTES: readonly DashboardRoute[] = [
  '/',
  '/invoices',
  '/checkouts',
  '/refunds',
  '/disputes',
  '/transactions',
  '/transfers',
  // Not in the spec's menu, but Bank Finance and PG Admin reach /ledger from nowhere else (docs/decisions/README.md).
  '/ledger',
  // scheduled reports (not in the spec; docs/decisions/README.md, Insight)
  '/reports',
  '/users',
  '/organizations',
  '/developer',
  '/account-settings',
  '/gateway-settings',
  '/audit-log',
];

/** Longest route prefix that governs a path: /users/12 is governed by /users. */
export function routeFor(path: string): DashboardRoute | undefined {
  const clean = path.replace(/\/+$/, '') || '/';
  if (clean === '/') return '/';
  const first = '/' + clean.split('/')[1];
  return first in ROUTE_ACCESS ? (first as DashboardRoute) : undefined;
}

/** The sub-route (SUB_ROUTE_ACCESS) that narrows a path, if any: the longest matching prefix. */
export function subRouteFor(path: string): string | undefined {
  const clean = path.replace(/\/+$/, '');
  return Object.keys(SUB_ROUTE_ACCESS)
    .filter((prefix) => clean === prefix || clean.startsWith(prefix + '/'))
    .sort((a, b) => b.length - a.length)[0];
}

export function canVisit(role: Role, path: string): boolean {
  const route = routeFor(path);
  if (route === undefined || !(ROUTE_ACCESS[route] as readonly Role[]).includes(role)) return false;
  const sub = subRouteFor(path);
  return sub === undefined || SUB_ROUTE_ACCESS[sub].includes(role);
}

export function menuFor(role: Role): DashboardRoute[] {
  return MENU_ROUTES.filter((r) => (ROUTE_ACCESS[r] as readonly Role[]).includes(role));
}

/**
 * GraphQL operations (and REST routes, prefixed with the method) by the spec's names.
 * Tenant scoping (merchants see only their own organization) is applied on top in the API's
 * data access; this matrix says only who may call at all.
 */
export const OPERATION_ACCESS: Record<string, Access> = {
  // auth and session (spec 000 section 7)
  session: 'public',
  createSession: 'public',
  // sessions as records (issue 44): signing out ends the token's own session, if any (public, so
  // a locked user's sign-out ends theirs too); the rest act on the caller's own sessions only
  deleteSession: 'public',
  mySessions: 'signedIn',
  endSession: 'signedIn',
  endOtherSessions: 'signedIn',
  renewSession: 'signedIn',
  /** The organization's idle limit for its sessions: its Owner (staff have theirs fixed). */
  updateSessionIdleLimit: [OWNER],
  createUser: 'public',
  verifyEmailLink: 'public',
  sendResetPasswordLink: 'public',
  updatePassword: 'public',
  requestToAddOrganization: 'public',
  organizationAutocomplete: 'public',
  // a second factor (issue 44): the sign-in's second step is public (its challenge token names
  // the person); enrolment and recovery codes are each person's own; resets by who may (the
  // service narrows PG Admin to staff, Owner to their organization's users)
  verifySecondFactor: 'public',
  secondFactorStatus: 'signedIn',
  startTotpEnrolment: 'signedIn',
  confirmTotpEnrolment: 'signedIn',
  regenerateRecoveryCodes: 'signedIn',
  recoveryCodesPasskeyOptions: 'signedIn',
  disableTotp: 'signedIn',
  resetSecondFactor: [PG_ADMIN, OWNER],
  setOrganizationSecondFactorRequired: [OWNER],
  // passkeys (issue 44): each person's own; the sign-in with one is public (the credential's
  // signature over a server challenge names the person)
  passkeys: 'signedIn',
  passkeyRegistrationOptions: 'signedIn',
  addPasskey: 'signedIn',
  renamePasskey: 'signedIn',
  removePasskey: 'signedIn',
  passkeyAuthenticationOptions: 'public',
  signInWithPasskey: 'public',
  // step-up for money actions (issue 44): each person's own, for their own session
  confirmStepUp: 'signedIn',
  stepUpPasskeyOptions: 'signedIn',
  // organizations and account settings (spec 002)
  organization: 'signedIn',
  updateOrganization: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  closeOrganization: [OWNER],
  currentOrganizationEvents: 'signedIn',
  updateUser: 'signedIn',
  // invoices (spec 000 section 7). `invoice` is public for the pay page's accessKey; asked by
  // id it requires a session, checked in the resolver. Tenancy and status rules in the service.
  invoice: 'public',
  invoices: 'signedIn',
  events: 'signedIn',
  organizations: 'signedIn',
  payouts: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  payout: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  createInvoice: [ADMIN, OWNER, USER],
  updateInvoice: [ADMIN, OWNER, USER],
  updateStatus: 'signedIn',
  deleteInvoice: [ADMIN, OWNER, USER],
  saveInvoiceItem: [ADMIN, OWNER, USER],
  deleteInvoiceItem: [ADMIN, OWNER, USER],
  bulkDeleteInvoiceItems: [ADMIN, OWNER, USER],
  reorderInvoiceItems: [ADMIN, OWNER, USER],
  saveDisbursement: [ADMIN, OWNER, USER, BANK_ADMIN],
  deleteDisbursement: [ADMIN, OWNER, USER, BANK_ADMIN],
  bulkDeleteDisbursementItems: [ADMIN, OWNER, USER, BANK_ADMIN],
  createDisbursement: [ADMIN, OWNER, USER, BANK_ADMIN],
  createFile: 'signedIn',
  removeFile: 'signedIn',
  fileUrl: 'signedIn',
  saveInvoicePayout: [PG_ADMIN],
  deleteInvoicePayout: [PG_ADMIN],
  // the organization's figures to any 50 addresses: the merchant's Owner and Admins (issue 46)
  sendTOSummary: [OWNER, ADMIN],
  'GET /issuePresignedURL': 'signedIn',
  // customer payment page (public: the access key is the credential)
  generateInvoicePaymentIntent: 'public',
  getStripePaymentIntentClientSecretByAccessKey: 'public',
  payInvoice: 'public',
  // hosted checkout page (public: the access key is the credential; the intent asks by id)
  webPayment: 'public',
  getWebPaymentResponseUrl: 'public',
  generateWebPaymentPaymentIntent: 'public',
  payWebPayment: 'public',
  cancelWebPayment: 'public',
  // gateway settings (spec 002, platform only); the pay page reads cards and gateways publicly
  cards: 'public',
  getStripePublishableKey: 'public',
  activePaymentGateway: 'public',
  paymentGateways: [PG_ADMIN],
  createCard: [PG_ADMIN],
  updateCard: [PG_ADMIN],
  removeCard: [PG_ADMIN],
  // issue 41: routing by rules, and its preview (gateway settings: platform only)
  cardRoutings: [PG_ADMIN],
  saveCardRouting: [PG_ADMIN],
  // issue 41: risk rules before the charge: block lists and merchants' limits (platform only)
  riskBlocks: [PG_ADMIN],
  addRiskBlock: [PG_ADMIN],
  removeRiskBlock: [PG_ADMIN],
  merchantRiskLimits: [PG_ADMIN],
  saveMerchantRiskLimits: [PG_ADMIN],
  riskVelocity: [PG_ADMIN],
  saveRiskVelocity: [PG_ADMIN],
  routingPreview: [PG_ADMIN],
  processorHealth: [PG_ADMIN],
  // refunds (spec 001 section 7). Tenancy (merchants: own organization) and the stage rules
  // (refund-rules.ts) apply on top, in the API and in the refund workflow.
  refunds: 'signedIn',
  refund: 'signedIn',
  availableRefundAmountAndRefundPolicyTerms: [ADMIN, OWNER, USER],
  refundsPendingForBankAction: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  refundsPendingForTOAction: 'signedIn',
  requestRefund: [ADMIN, OWNER, USER],
  merchantApprove: [ADMIN, OWNER],
  merchantDecline: [ADMIN, OWNER],
  approveRefund: [BANK_ADMIN, PG_ADMIN],
  denyRefund: [BANK_ADMIN, PG_ADMIN],
  resolvedAsRefunded: [PG_ADMIN],
  resolvedAsNotRefunded: [PG_ADMIN],
  // checkouts and developer API keys (spec 002). Tenancy (merchants: own organization) and the
  // status rules (checkout-rules.ts) apply on top, in the API and in the checkout workflow.
  // webPayment (above) is public for the checkout page's accessKey; by id it requires a session.
  webPayments: 'signedIn',
  disburseWebPayment: [BANK_ADMIN],
  summaryOfCheckout: 'signedIn',
  merchantKeys: [OWNER, ADMIN, USER],
  createKeys: [OWNER, ADMIN],
  toggleMerchantKeyState: [OWNER, ADMIN],
  deleteMerchantKey: [OWNER, ADMIN],
  // webhooks to merchants (issue 14): endpoints, their secrets, events and delivery log, on
  // /developer for the roles that manage API keys (docs/decisions/0099-webhook-events-outbox.md)
  webhookEndpoints: [OWNER, ADMIN],
  createWebhookEndpoint: [OWNER, ADMIN],
  updateWebhookEndpoint: [OWNER, ADMIN],
  rollWebhookEndpointSecret: [OWNER, ADMIN],
  deleteWebhookEndpoint: [OWNER, ADMIN],
  webhookEvents: [OWNER, ADMIN],
  webhookDeliveries: [OWNER, ADMIN],
  resendWebhookEvent: [OWNER, ADMIN],
  /** The merchant's server: authenticated by its API key and secret (HTTP Basic), not a session. */
  'POST /api/v1/checkouts': 'public',
  'GET /api/v1/checkouts/:id': 'public',
  'GET /api/v1/events': 'public',
  'POST /sandbox/tokens': 'public',
  'GET /sandbox/charges/:id': 'public',
  'POST /webhooks/stripe': 'public',
  // disputes (spec 001 section 7). Tenancy (merchants: own organization) and the stage rules
  // (dispute-rules.ts) apply on top, in the API and in the dispute workflow. The report is for
  // merchant roles and the platform, not the read-only User (docs/decisions/0049-dispute-stages.md).
  disputes: 'signedIn',
  dispute: 'signedIn',
  merchantApproveDispute: [ADMIN, OWNER],
  merchantDenyDispute: [ADMIN, OWNER],
  pgApproveDispute: [PG_ADMIN],
  pgDisputeInReview: [PG_ADMIN],
  'GET /dispute/:id': [PG_ADMIN, OWNER, ADMIN],
  // the Sandbox processor's signed webhooks (checked by signature, like Stripe's)
  'POST /webhooks/sandbox': 'public',
  // transfers, transactions and ledger (spec 002). Building a transfer and editing its notes are
  // the bank-side admin's (spec 002 s6: selection checkboxes, Edit Notes); staff read.
  orgLedger: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  outstandingAmount: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  ledgerOrganizations: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  transfers: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  transfer: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  createTransaction: [BANK_ADMIN],
  updateTransferNotes: [BANK_ADMIN],
  'GET /transfer/:id': [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  // the double-entry books (docs/decisions/0055-double-entry-books.md): the platform's own accounts and the
  // nightly audit are the platform admin's; the export is for bank and platform staff.
  ledgerAccounts: [PG_ADMIN],
  ledgerAccountEntries: [PG_ADMIN],
  ledgerAuditRuns: [PG_ADMIN],
  runLedgerAudit: [PG_ADMIN],
  // issue 47: the reconciliation queue of charges whose outcome stayed unknown (the platform checks the processor)
  chargeReconciliations: [PG_ADMIN],
  settleChargeReconciliation: [PG_ADMIN],
  'GET /ledger/export.csv': [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  auditLog: [PG_ADMIN, ADMIN, OWNER],
  // users and organizations administration (spec 002). Tenancy and who-manages-whom
  // (user-rules.ts, organization-rules.ts) apply on top, in the API's data access.
  organizationList: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  approveOrganization: [PG_ADMIN, BANK_FINANCE],
  suspendOrganization: [PG_ADMIN, BANK_FINANCE],
  updateOrganizationPlatformFee: [PG_ADMIN, BANK_FINANCE],
  createOrganization: [BANK_FINANCE],
  summaryOfOrganization: [PG_ADMIN, BANK_FINANCE],
  removeLogo: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  users: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  user: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  lockUser: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  unlockUser: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  inviteUser: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  uploadUserAvatar: 'signedIn',
  // the header's global search: every signed-in role; each finds only the kinds whose list page
  // it may open, within its tenant (api/src/search, docs/decisions/README.md)
  globalSearch: 'signedIn',
  // scheduled reports: every signed-in role has its own; which reports each may schedule (the
  // list pages its role may open, report-rules.ts) and that they are its own apply in the API
  scheduledReports: 'signedIn',
  createScheduledReport: 'signedIn',
  pauseScheduledReport: 'signedIn',
  resumeScheduledReport: 'signedIn',
  deleteScheduledReport: 'signedIn',
  sendScheduledReportNow: 'signedIn',
  // a record's process timeline (issue 16): every signed-in role; the record's own details rule
  // (tenant, and staff only for transfers) applies in the API (api/src/process-timeline)
  processTimeline: 'signedIn',
  // per-role dashboards (docs/decisions/README.md, Insight): a merchant's own organization; the bank's
  // balances and queues; the platform's volume, disputes and stuck processes
  merchantDashboard: [OWNER, ADMIN, USER],
  bankDashboard: [BANK_ADMIN, BANK_FINANCE],
  platformDashboard: [PG_ADMIN],
};

export function allows(access: Access, role: Role | undefined): boolean {
  if (access === 'public') return true;
  if (role === undefined) return false;
  if (access === 'signedIn') return true;
  return access.includes(role);
}

/** Named actions the screens enable or disable; the API checks the same entries. */
export const ACTION_ACCESS = {
  /** Account settings: business card edit (spec 002: Owner and two roles not named). */
  editBusinessProfile: [OWNER, ADMIN, PG_ADMIN],
  closeAccount: [OWNER],
  createInvoice: [ADMIN, OWNER, USER],
  seeOutstandingBalance: [BANK_ADMIN],
  // checkouts and developer API keys (spec 002)
  /** Generate, toggle and delete API keys; User sees the list only (docs/decisions/README.md). */
  manageApiKeys: [OWNER, ADMIN],
  /** Webhook endpoints, events and the delivery log on /developer. */
  manageWebhooks: [OWNER, ADMIN],
  disburseCheckout: [BANK_ADMIN],
  // disputes: Download Report shows to merchant roles and PG Admin, enabled for these.
  downloadDisputeReport: [OWNER, ADMIN, PG_ADMIN],
  // transfers and ledger (spec 002 s6)
  submitTransfer: [BANK_ADMIN],
  editTransferNotes: [BANK_ADMIN],
  /** The ledger's create button opens the organization create page, which only Bank Finance may open. */
  createOrganizationFromLedger: [BANK_FINANCE],
  /** Pay an organization more than its balance: stated, then confirmed by the bank's admin. */
  confirmTransferOverdraft: [BANK_ADMIN],
  /** The platform's own accounts on /ledger and the audit runs. */
  viewPlatformLedger: [PG_ADMIN],
  exportLedger: [PG_ADMIN, BANK_ADMIN, BANK_FINANCE],
  // users and organizations administration (spec 002 s2, s6)
  /** Organization pages: details, platform fee, logo, activate and lock. */
  manageOrganizations: [PG_ADMIN, BANK_FINANCE],
  /** The list's create button and /organizations/create: bank finance only. */
  createOrganization: [BANK_FINANCE],
  organizationReport: [PG_ADMIN, BANK_FINANCE],
  inviteUser: [PG_ADMIN, BANK_FINANCE, ADMIN, OWNER],
  /** /send-summary's Send Email (sendTOSummary): the merchant's Owner and Admins (issue 46). */
  sendInvoiceSummary: [OWNER, ADMIN],
} as const satisfies Record<string, readonly Role[]>;

export type Action = keyof typeof ACTION_ACCESS;

export function can(role: Role | undefined, action: Action): boolean {
  return role !== undefined && (ACTION_ACCESS[action] as readonly Role[]).includes(role);
}
