// The spec's role matrix as literal data: the oracle the permission tests check the code against.
// Product code must never read this file (it reads permissions.ts and field-access.ts); it is
// written out by hand from the spec documents (/work/shared/spec, cited as `file Lline`) and,
// where the spec leaves a row open, from the recorded decision (`D0047` = docs/decisions/0047-*).
// Widening or narrowing an entry of OPERATION_ACCESS, ROUTE_ACCESS, SUB_ROUTE_ACCESS or
// FIELD_ACCESS without changing the row here (and its citation) fails the tests.
//
// The spec's role constants: "first, second, third" are PG Admin, Bank Admin, Bank Finance
// (000 L149, 002 L153; DESIGN.md section 3).

import { Role } from './roles';

/** Role names as the spec writes them (000 L149): ids live in roles.ts. */
export type SpecRoleName = 'PG_ADMIN' | 'BANK_ADMIN' | 'BANK_FINANCE' | 'ADMIN' | 'OWNER' | 'USER';
export type SpecAccess = 'public' | 'signedIn' | readonly SpecRoleName[];

export interface SpecOperationRow {
  readonly op: string;
  readonly roles: SpecAccess;
  readonly spec: string;
}
export interface SpecRouteRow {
  readonly route: string;
  readonly roles: readonly SpecRoleName[];
  readonly spec: string;
}
export interface SpecFieldRow {
  readonly field: string;
  readonly roles: readonly SpecRoleName[];
  readonly spec: string;
}

const EVERYONE: readonly SpecRoleName[] = ['PG_ADMIN', 'BANK_ADMIN', 'BANK_FINANCE', 'ADMIN', 'OWNER', 'USER'];
const STAFF: readonly SpecRoleName[] = ['PG_ADMIN', 'BANK_ADMIN', 'BANK_FINANCE'];
const MERCHANTS: readonly SpecRoleName[] = ['ADMIN', 'OWNER', 'USER'];
const MANAGERS: readonly SpecRoleName[] = ['OWNER', 'ADMIN'];
const USER_ADMINS: readonly SpecRoleName[] = ['PG_ADMIN', 'BANK_FINANCE', 'ADMIN', 'OWNER'];

export const SPEC_ROUTES: readonly SpecRouteRow[] = [
  { route: '/', roles: EVERYONE, spec: '000 L33' },
  { route: '/account-settings', roles: EVERYONE, spec: '000 L33' },
  { route: '/developer', roles: EVERYONE, spec: '000 L33' },
  { route: '/send-summary', roles: EVERYONE, spec: '000 L33' },
  { route: '/invoices', roles: EVERYONE, spec: '000 L34' },
  { route: '/refunds', roles: EVERYONE, spec: '000 L34' },
  { route: '/disputes', roles: EVERYONE, spec: '000 L34' },
  { route: '/checkouts', roles: EVERYONE, spec: '000 L35 (no role list), L66 (menu: all six roles)' },
  { route: '/users', roles: ['PG_ADMIN', 'BANK_FINANCE', 'ADMIN', 'OWNER'], spec: '000 L36, 002 L95' },
  { route: '/organizations', roles: ['PG_ADMIN', 'BANK_FINANCE'], spec: '000 L37, 002 L95' },
  { route: '/ledger', roles: STAFF, spec: '000 L38, 002 L95' },
  { route: '/transactions', roles: STAFF, spec: '000 L38, 002 L95' },
  { route: '/transfers', roles: STAFF, spec: '000 L38, 002 L72, 002 L95' },
  { route: '/gateway-settings', roles: ['PG_ADMIN'], spec: '000 L39, 002 L95' },
  { route: '/audit-log', roles: ['PG_ADMIN', 'ADMIN', 'OWNER'], spec: 'not in spec: D0083, D0084' },
  { route: '/reports', roles: EVERYONE, spec: 'not in spec: D0085' },
  // sub-routes: narrower than their section
  { route: '/ledger/accounts', roles: ['PG_ADMIN'], spec: 'D0055, D0059' },
  { route: '/ledger/audits', roles: ['PG_ADMIN'], spec: 'D0061' },
  { route: '/ledger/reconciliation', roles: ['PG_ADMIN'], spec: 'D0154; issue 47 (reconciliation queue)' },
  { route: '/invoices/add', roles: MERCHANTS, spec: '000 L85, L91, L150' },
  { route: '/refunds/initiate-refund', roles: MERCHANTS, spec: '000 L152, 001 L7, 002 L123; D0034' },
  { route: '/organizations/create', roles: ['BANK_FINANCE'], spec: '002 L51, L161' },
];

export const SPEC_OPERATIONS: readonly SpecOperationRow[] = [
  // auth and session: signed out (000 L18-30, calls L164-172)
  { op: 'session', roles: 'public', spec: '000 L165, L124 (fetched while signed out)' },
  { op: 'createSession', roles: 'public', spec: '000 L166' },
  // sessions as records: not in the spec (issue 44)
  {
    op: 'deleteSession',
    roles: 'public',
    spec: '000 L67 (Logout), L124 (logout returns to logged out); issue 44: signing out ends the session in the API, a locked user too',
  },
  { op: 'mySessions', roles: 'signedIn', spec: '000 L33 (/account-settings, every role); issue 44: Account settings lists the person’s sessions' },
  { op: 'endSession', roles: 'signedIn', spec: '000 L33 (/account-settings, every role); issue 44: "Sign out" on each session' },
  { op: 'endOtherSessions', roles: 'signedIn', spec: '000 L33 (/account-settings, every role); issue 44: "Sign out everywhere else"' },
  { op: 'renewSession', roles: 'signedIn', spec: '000 L124 (expiry returns to logged out); issue 44: the idle warning’s "Stay signed in"' },
  {
    op: 'updateSessionIdleLimit',
    roles: ['OWNER'],
    spec: '002 L36 (account settings edited by the Owner); issue 44: merchant sessions keep today’s behaviour unless their Owner sets a limit',
  },
  { op: 'createUser', roles: 'public', spec: '000 L167 (sign-up); D0007' },
  { op: 'verifyEmailLink', roles: 'public', spec: '000 L168; D0009' },
  { op: 'sendResetPasswordLink', roles: 'public', spec: '000 L169; D0009' },
  { op: 'updatePassword', roles: 'public', spec: '000 L170; D0009' },
  { op: 'requestToAddOrganization', roles: 'public', spec: '000 L171, L48' },
  { op: 'organizationAutocomplete', roles: 'public', spec: '000 L172 (sign-up form)' },
  // organizations and account settings (spec 002)
  { op: 'organization', roles: 'signedIn', spec: '002 L170 (account settings, every role); D0002 (tenant)' },
  { op: 'updateOrganization', roles: ['PG_ADMIN', 'BANK_FINANCE', 'ADMIN', 'OWNER'], spec: '002 L36, L156, L182; D0005, D0071' },
  { op: 'closeOrganization', roles: ['OWNER'], spec: 'D0006' },
  // a second factor: not in the spec (issue 44, "A second factor")
  { op: 'verifySecondFactor', roles: 'public', spec: 'issue 44 (sign-in: password, then the second factor as its own step), D0175' },
  { op: 'secondFactorStatus', roles: 'signedIn', spec: 'issue 44 (each person enrols their own), D0175' },
  { op: 'startTotpEnrolment', roles: 'signedIn', spec: 'issue 44 (each person can enrol an authenticator app), D0175' },
  { op: 'confirmTotpEnrolment', roles: 'signedIn', spec: 'issue 44 (each person can enrol an authenticator app), D0175' },
  { op: 'regenerateRecoveryCodes', roles: 'signedIn', spec: 'issue 44 (regenerable only with a fresh second factor), D0175' },
  { op: 'recoveryCodesPasskeyOptions', roles: 'signedIn', spec: 'issue 44 (recovery codes regenerated with a passkey, its challenge bound to that), D0176' },
  { op: 'disableTotp', roles: 'signedIn', spec: 'issue 44 (others may opt in, so opt out), D0175' },
  { op: 'resetSecondFactor', roles: ['PG_ADMIN', 'OWNER'], spec: "issue 44 (a reset by PG Admin for staff, Owner for their organization's users), D0175" },
  { op: 'setOrganizationSecondFactorRequired', roles: ['OWNER'], spec: 'issue 44 (an Owner can require it for everyone in their organization), D0175' },
  { op: 'passkeys', roles: 'signedIn', spec: 'issue 44 (any number of passkeys, each named, listed with its last use), D0176' },
  { op: 'passkeyRegistrationOptions', roles: 'signedIn', spec: 'issue 44 (each person can enrol passkeys or security keys), D0176' },
  { op: 'addPasskey', roles: 'signedIn', spec: 'issue 44 (each person can enrol passkeys or security keys), D0176' },
  { op: 'renamePasskey', roles: 'signedIn', spec: 'issue 44 (each named), D0176' },
  { op: 'removePasskey', roles: 'signedIn', spec: 'issue 44 (removable), D0176' },
  { op: 'passkeyAuthenticationOptions', roles: 'public', spec: 'issue 44 (a passkey offered first; a passkey may sign in on its own), D0176' },
  { op: 'signInWithPasskey', roles: 'public', spec: 'issue 44 (a passkey may also sign in on its own: discoverable credential), D0176' },
  { op: 'confirmStepUp', roles: 'signedIn', spec: 'issue 44 (step-up for money actions: the second factor again unless given in the last 5 minutes), D0177' },
  { op: 'stepUpPasskeyOptions', roles: 'signedIn', spec: 'issue 44 (step-up with a passkey, its challenge bound to the action), D0178' },
  { op: 'currentOrganizationEvents', roles: 'signedIn', spec: '002 L175; D0072' },
  { op: 'updateUser', roles: 'signedIn', spec: '002 L37, L183 (own profile, every role); D0069' },
  // invoices (spec 000)
  { op: 'invoice', roles: 'public', spec: '000 L175 (invoice(accessKey) on the pay page), L182; D0019' },
  { op: 'invoices', roles: 'signedIn', spec: '000 L34, L182' },
  { op: 'events', roles: 'signedIn', spec: '000 L182, 001 L219, 002 L175' },
  { op: 'organizations', roles: 'signedIn', spec: '000 L182' },
  { op: 'payouts', roles: STAFF, spec: '000 L156 (payouts visible to bank and platform roles), L182' },
  { op: 'payout', roles: STAFF, spec: '000 L156, L182' },
  { op: 'createInvoice', roles: MERCHANTS, spec: '000 L150, L183' },
  { op: 'updateInvoice', roles: MERCHANTS, spec: '000 L150 (edit sections: merchant editors), L184; D0023' },
  { op: 'updateStatus', roles: 'signedIn', spec: '000 L153-154 (void and disburse by role), L184; D0020' },
  { op: 'deleteInvoice', roles: MERCHANTS, spec: '000 L150, L184; D0023' },
  { op: 'saveInvoiceItem', roles: MERCHANTS, spec: '000 L150, L185' },
  { op: 'deleteInvoiceItem', roles: MERCHANTS, spec: '000 L150, L185' },
  { op: 'bulkDeleteInvoiceItems', roles: MERCHANTS, spec: '000 L150, L185' },
  { op: 'reorderInvoiceItems', roles: MERCHANTS, spec: '000 L150, L185' },
  { op: 'saveDisbursement', roles: [...MERCHANTS, 'BANK_ADMIN'], spec: '000 L156 (merchant editors or the bank role), L186; D0022' },
  { op: 'deleteDisbursement', roles: [...MERCHANTS, 'BANK_ADMIN'], spec: '000 L156, L186; D0022' },
  { op: 'bulkDeleteDisbursementItems', roles: [...MERCHANTS, 'BANK_ADMIN'], spec: '000 L156, L186; D0022' },
  { op: 'createDisbursement', roles: [...MERCHANTS, 'BANK_ADMIN'], spec: '000 L156, L186; D0022' },
  { op: 'createFile', roles: 'signedIn', spec: '000 L155, L187, 001 L233, 002 L184; D0031' },
  { op: 'removeFile', roles: 'signedIn', spec: '000 L155, L187; D0031' },
  { op: 'fileUrl', roles: 'signedIn', spec: '001 L221, 002 L179' },
  { op: 'saveInvoicePayout', roles: ['PG_ADMIN'], spec: '000 L156 (payouts editable by one role), L188' },
  { op: 'deleteInvoicePayout', roles: ['PG_ADMIN'], spec: '000 L156, L188' },
  { op: 'sendTOSummary', roles: MANAGERS, spec: '000 L179 (/send-summary); issue 46, D0125' },
  { op: 'GET /issuePresignedURL', roles: 'signedIn', spec: '000 L191; D0031' },
  // customer payment pages: public, the access key is the credential (000 L8, L18-19)
  { op: 'generateInvoicePaymentIntent', roles: 'public', spec: '000 L8, L176' },
  { op: 'getStripePaymentIntentClientSecretByAccessKey', roles: 'public', spec: '000 L8, L175' },
  { op: 'payInvoice', roles: 'public', spec: '000 L8, L177' },
  { op: 'webPayment', roles: 'public', spec: '000 L175 (webPayment(accessKey)), 002 L173' },
  { op: 'getWebPaymentResponseUrl', roles: 'public', spec: '000 L175' },
  { op: 'generateWebPaymentPaymentIntent', roles: 'public', spec: '000 L176' },
  { op: 'payWebPayment', roles: 'public', spec: '000 L178' },
  { op: 'cancelWebPayment', roles: 'public', spec: '000 L178' },
  // gateway settings (spec 002, /gateway-settings: first constant only); the pay page reads cards
  { op: 'cards', roles: 'public', spec: '000 L175 (pay page), 002 L178' },
  { op: 'getStripePublishableKey', roles: 'public', spec: '000 L175' },
  { op: 'activePaymentGateway', roles: 'public', spec: '000 L175' },
  { op: 'paymentGateways', roles: ['PG_ADMIN'], spec: '002 L95 (/gateway-settings), L178' },
  { op: 'createCard', roles: ['PG_ADMIN'], spec: '002 L95, L189' },
  { op: 'updateCard', roles: ['PG_ADMIN'], spec: '002 L95, L189' },
  { op: 'removeCard', roles: ['PG_ADMIN'], spec: '002 L95, L189' },
  // issue 41: card routing by rules on the same page (/gateway-settings: first constant only)
  { op: 'cardRoutings', roles: ['PG_ADMIN'], spec: '002 L95; issue 41' },
  { op: 'saveCardRouting', roles: ['PG_ADMIN'], spec: '002 L95; issue 41' },
  { op: 'routingPreview', roles: ['PG_ADMIN'], spec: '002 L95; issue 41' },
  { op: 'processorHealth', roles: ['PG_ADMIN'], spec: '002 L95; issue 41 (gateway settings, platform dashboard)' },
  // issue 41: risk rules before the charge on the same page (D0185)
  { op: 'riskBlocks', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'addRiskBlock', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'removeRiskBlock', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'riskVelocity', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'saveRiskVelocity', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'merchantRiskLimits', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  { op: 'saveMerchantRiskLimits', roles: ['PG_ADMIN'], spec: '002 L95; issue 41; D0185' },
  // refunds (spec 001)
  { op: 'refunds', roles: 'signedIn', spec: '000 L34, 001 L216' },
  { op: 'refund', roles: 'signedIn', spec: '000 L34, 001 L217' },
  { op: 'availableRefundAmountAndRefundPolicyTerms', roles: MERCHANTS, spec: '001 L7 (merchants start refunds), L218' },
  { op: 'refundsPendingForBankAction', roles: STAFF, spec: '001 L220; D0035' },
  { op: 'refundsPendingForTOAction', roles: 'signedIn', spec: '001 L220; D0035' },
  { op: 'requestRefund', roles: MERCHANTS, spec: '001 L7, L226' },
  { op: 'merchantApprove', roles: ['ADMIN', 'OWNER'], spec: '001 L153, L201-202 (not the read-only User), L231' },
  { op: 'merchantDecline', roles: ['ADMIN', 'OWNER'], spec: '001 L153, L201-202, L232' },
  { op: 'approveRefund', roles: ['BANK_ADMIN', 'PG_ADMIN'], spec: '001 L203-204, L227 (bank or operator)' },
  { op: 'denyRefund', roles: ['BANK_ADMIN', 'PG_ADMIN'], spec: '001 L203-204, L228' },
  { op: 'resolvedAsRefunded', roles: ['PG_ADMIN'], spec: '001 L7 (PG acts last), L204, L229' },
  { op: 'resolvedAsNotRefunded', roles: ['PG_ADMIN'], spec: '001 L204, L230; D0137' },
  // checkouts and developer API keys (spec 002)
  { op: 'webPayments', roles: 'signedIn', spec: '000 L35, 002 L173' },
  { op: 'disburseWebPayment', roles: ['BANK_ADMIN'], spec: '002 L122, L155, L186' },
  { op: 'summaryOfCheckout', roles: 'signedIn', spec: '002 L68 (report download), L186; D0047' },
  { op: 'merchantKeys', roles: MERCHANTS, spec: '002 L178; D0041 (User sees the list)' },
  { op: 'createKeys', roles: MANAGERS, spec: '002 L188; D0041' },
  { op: 'toggleMerchantKeyState', roles: MANAGERS, spec: '002 L188; D0041' },
  { op: 'deleteMerchantKey', roles: MANAGERS, spec: '002 L188; D0041' },
  // webhooks to merchants: not in the spec (issue 14)
  { op: 'webhookEndpoints', roles: MANAGERS, spec: 'D0099' },
  { op: 'createWebhookEndpoint', roles: MANAGERS, spec: 'D0099' },
  { op: 'updateWebhookEndpoint', roles: MANAGERS, spec: 'D0099' },
  { op: 'rollWebhookEndpointSecret', roles: MANAGERS, spec: 'D0099, D0102' },
  { op: 'deleteWebhookEndpoint', roles: MANAGERS, spec: 'D0099' },
  { op: 'webhookEvents', roles: MANAGERS, spec: 'D0099' },
  { op: 'webhookDeliveries', roles: MANAGERS, spec: 'D0099, D0100' },
  { op: 'resendWebhookEvent', roles: MANAGERS, spec: 'D0099, D0100' },
  // machine callers: authenticated by API key or signature, not by a session
  { op: 'POST /api/v1/checkouts', roles: 'public', spec: 'D0041, D0042' },
  { op: 'GET /api/v1/checkouts/:id', roles: 'public', spec: 'D0041, D0042' },
  { op: 'GET /api/v1/events', roles: 'public', spec: 'D0099' },
  { op: 'POST /sandbox/tokens', roles: 'public', spec: 'D0028' },
  { op: 'GET /sandbox/charges/:id', roles: 'public', spec: 'D0028' },
  { op: 'POST /webhooks/stripe', roles: 'public', spec: 'D0030' },
  { op: 'POST /webhooks/sandbox', roles: 'public', spec: 'D0028, D0030' },
  // disputes (spec 001)
  { op: 'disputes', roles: 'signedIn', spec: '000 L34, 001 L222' },
  { op: 'dispute', roles: 'signedIn', spec: '000 L34, 001 L223' },
  { op: 'merchantApproveDispute', roles: ['ADMIN', 'OWNER'], spec: '001 L201-202, L235' },
  { op: 'merchantDenyDispute', roles: ['ADMIN', 'OWNER'], spec: '001 L201-202, L236' },
  { op: 'pgApproveDispute', roles: ['PG_ADMIN'], spec: '001 L204, L237' },
  { op: 'pgDisputeInReview', roles: ['PG_ADMIN'], spec: '001 L204 (Review), L238' },
  {
    op: 'GET /dispute/:id',
    roles: ['PG_ADMIN', 'OWNER', 'ADMIN'],
    spec: '001 L208 (merchant roles and platform admin, not the read-only role), 002 L193; D0049',
  },
  // transfers, transactions and ledger (spec 002; routes for three roles, 002 L95)
  { op: 'orgLedger', roles: STAFF, spec: '002 L95 (/ledger), L171' },
  { op: 'outstandingAmount', roles: STAFF, spec: '002 L28, L172; D0054, D0142' },
  { op: 'ledgerOrganizations', roles: STAFF, spec: '002 L57, L95; D0059' },
  { op: 'transfers', roles: STAFF, spec: '002 L72, L95, L162, L176' },
  { op: 'transfer', roles: STAFF, spec: '002 L73, L95, L176' },
  { op: 'createTransaction', roles: ['BANK_ADMIN'], spec: '002 L155 (selection checkboxes), L185; D0063' },
  { op: 'updateTransferNotes', roles: ['BANK_ADMIN'], spec: '002 L155 (Edit Notes), L187' },
  { op: 'GET /transfer/:id', roles: STAFF, spec: '002 L162, L192; D0063' },
  { op: 'ledgerAccounts', roles: ['PG_ADMIN'], spec: 'D0055' },
  { op: 'ledgerAccountEntries', roles: ['PG_ADMIN'], spec: 'D0055' },
  { op: 'ledgerAuditRuns', roles: ['PG_ADMIN'], spec: 'D0061' },
  { op: 'runLedgerAudit', roles: ['PG_ADMIN'], spec: 'D0061' },
  { op: 'chargeReconciliations', roles: ['PG_ADMIN'], spec: 'D0154; issue 47 (reconciliation queue)' },
  { op: 'settleChargeReconciliation', roles: ['PG_ADMIN'], spec: 'D0154; issue 47 (reconciliation queue)' },
  { op: 'GET /ledger/export.csv', roles: STAFF, spec: 'D0055' },
  { op: 'auditLog', roles: ['PG_ADMIN', 'ADMIN', 'OWNER'], spec: 'D0083, D0084' },
  // users and organizations administration (spec 002)
  { op: 'organizationList', roles: STAFF, spec: '002 L51, L57 (ledger list), L170; D0071' },
  { op: 'approveOrganization', roles: ['PG_ADMIN', 'BANK_FINANCE'], spec: '002 L95 (/organizations), L182; D0071' },
  { op: 'suspendOrganization', roles: ['PG_ADMIN', 'BANK_FINANCE'], spec: '002 L95, L182; D0071' },
  { op: 'updateOrganizationPlatformFee', roles: ['PG_ADMIN', 'BANK_FINANCE'], spec: '002 L95, L155, L182; D0140' },
  { op: 'createOrganization', roles: ['BANK_FINANCE'], spec: '002 L51, L161; D0141' },
  { op: 'summaryOfOrganization', roles: ['PG_ADMIN', 'BANK_FINANCE'], spec: '002 L95; D0073' },
  { op: 'removeLogo', roles: USER_ADMINS, spec: '002 L36, L184; D0074' },
  { op: 'users', roles: USER_ADMINS, spec: '000 L36, 002 L95, L177' },
  { op: 'user', roles: USER_ADMINS, spec: '000 L36, 002 L47, L177' },
  { op: 'lockUser', roles: USER_ADMINS, spec: '000 L157, 002 L116, L183; D0069' },
  { op: 'unlockUser', roles: USER_ADMINS, spec: '000 L157, 002 L116, L183; D0069' },
  { op: 'inviteUser', roles: USER_ADMINS, spec: '002 L45, L159, L183; D0070' },
  { op: 'uploadUserAvatar', roles: 'signedIn', spec: '002 L47, L184; D0074' },
  // not in the spec
  { op: 'globalSearch', roles: 'signedIn', spec: 'D0111' },
  { op: 'scheduledReports', roles: 'signedIn', spec: 'D0085' },
  { op: 'createScheduledReport', roles: 'signedIn', spec: 'D0085' },
  { op: 'pauseScheduledReport', roles: 'signedIn', spec: 'D0085' },
  { op: 'resumeScheduledReport', roles: 'signedIn', spec: 'D0085' },
  { op: 'deleteScheduledReport', roles: 'signedIn', spec: 'D0085' },
  { op: 'sendScheduledReportNow', roles: 'signedIn', spec: 'D0085' },
  { op: 'processTimeline', roles: 'signedIn', spec: 'D0086' },
  { op: 'merchantDashboard', roles: MERCHANTS, spec: 'D0087' },
  { op: 'bankDashboard', roles: ['BANK_ADMIN', 'BANK_FINANCE'], spec: 'D0087' },
  { op: 'platformDashboard', roles: ['PG_ADMIN'], spec: 'D0087' },
];

export const SPEC_FIELDS: readonly SpecFieldRow[] = [
  { field: 'Transfer.notes', roles: ['BANK_ADMIN'], spec: '002 L73, L155' },
  { field: 'Transfer.transferredBy', roles: ['BANK_ADMIN'], spec: '002 L155, L157' },
  { field: 'Dispute.stripeDisputeId', roles: ['PG_ADMIN'], spec: '001 L83' },
  { field: 'Dispute.stripeStatus', roles: ['PG_ADMIN'], spec: '001 L83' },
  { field: 'Dispute.processor', roles: ['PG_ADMIN'], spec: '001 L83 (goes with the provider id); D0003' },
  { field: 'Invoice.gatewayTransactionId', roles: ['PG_ADMIN'], spec: '000 L96 (gateway transaction id shown to one role); D0003' },
  { field: 'Invoice.transfer', roles: STAFF, spec: '000 L96 (Transfer ID link shown to three roles)' },
  { field: 'Invoice.payouts', roles: STAFF, spec: '000 L156' },
  { field: 'WebPayment.gatewayTransactionId', roles: ['BANK_ADMIN'], spec: '002 L69, L155' },
  { field: 'ProcessTimeline.temporalUiUrl', roles: ['PG_ADMIN'], spec: 'D0086' },
];

const ROLE_BY_NAME: Record<SpecRoleName, Role> = {
  PG_ADMIN: Role.PG_ADMIN,
  BANK_ADMIN: Role.BANK_ADMIN,
  BANK_FINANCE: Role.BANK_FINANCE,
  ADMIN: Role.ADMIN,
  OWNER: Role.OWNER,
  USER: Role.USER,
};

/** A row's roles as role ids, in the order of the row. */
export function specRoles(names: readonly SpecRoleName[]): Role[] {
  return names.map((name) => ROLE_BY_NAME[name]);
}

function rowOf<T extends { readonly spec: string }>(rows: readonly T[], key: (row: T) => string, name: string): T {
  const row = rows.find((r) => key(r) === name);
  if (row === undefined) throw new Error(`${name} has no row in spec-matrix.ts: add it with its spec line`);
  return row;
}

/** May a caller (undefined: not signed in) call the operation, by the spec's matrix? */
export function specAllowsOperation(op: string, role: Role | undefined): boolean {
  const { roles } = rowOf(SPEC_OPERATIONS, (r) => r.op, op);
  if (roles === 'public') return true;
  if (role === undefined) return false;
  return roles === 'signedIn' || specRoles(roles).includes(role);
}

/** May the role receive the field, by the spec's matrix? */
export function specCanSeeField(field: string, role: Role | undefined): boolean {
  return role !== undefined && specRoles(rowOf(SPEC_FIELDS, (r) => r.field, field).roles).includes(role);
}
