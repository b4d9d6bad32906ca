import { formatMoney } from './money';
import { Role } from './roles';
import { isGatewayOrganizationType, MERCHANT_ORGANIZATION_TYPES, ORGANIZATION_TYPES, type OrganizationStatus, type OrganizationType } from './statuses';

// Organization status actions and list scope (spec 002 sections 4 and 6). The API's
// approveOrganization / suspendOrganization and the screens' buttons read the same functions.

export interface OrganizationFacts {
  status: OrganizationStatus;
  type: OrganizationType;
}

/**
 * Activate (approveOrganization): any status but active (a request is approved, a locked or
 * closed account reopened); never a bank's status, which the spec keeps fixed on the details page.
 */
export function canActivateOrganization(org: OrganizationFacts): boolean {
  return org.status !== 'active' && org.type !== 'bank';
}

/** Lock (suspendOrganization): only an active merchant organization, never the bank or the platform. */
export function canLockOrganization(org: OrganizationFacts): boolean {
  return org.status === 'active' && !isGatewayOrganizationType(org.type);
}

export interface OrganizationStatusActions {
  activate: boolean;
  lock: boolean;
}

export function organizationStatusActions(org: OrganizationFacts): OrganizationStatusActions {
  return { activate: canActivateOrganization(org), lock: canLockOrganization(org) };
}

/**
 * The organization types a viewer's list covers: bank and pg for a platform admin, bank only
 * for the others (spec 002 s6); merchants always.
 */
export function organizationListTypes(viewer: Role): OrganizationType[] {
  return viewer === Role.PG_ADMIN ? [...ORGANIZATION_TYPES] : [...MERCHANT_ORGANIZATION_TYPES, 'bank'];
}

/** The list's checkbox: requested organizations of the viewer's types (spec 002 s2). */
export const REQUESTED_FILTER_STATUS: OrganizationStatus[] = ['requested'];

/** Types a new organization may have: merchants; the bank and the platform are set up once. */
export const CREATABLE_ORGANIZATION_TYPES: readonly OrganizationType[] = MERCHANT_ORGANIZATION_TYPES;

/** Messages of refused organization actions (the spec shows none; docs/decisions/README.md). */
export const ORGANIZATION_ACTION_MESSAGES = {
  activateNotAllowed: 'This organization can not be activated.',
  lockNotAllowed: 'This organization can not be locked.',
  nameTaken: 'An organization with this name already exists.',
  /** Not in the spec: the licence is the bank's record (docs/decisions/README.md). */
  licenseReadOnly: 'License Number can only be changed by the bank',
  typeNotAllowed: 'Please select Type',
  logoNotAllowed: 'You are not allowed to change this logo.',
  /** Not in the spec: one e-mail and one licence identify one business (docs/decisions/README.md). */
  emailTaken: 'This e-mail is already used by another organization',
  licenseTaken: 'This license number is already used by another organization',
} as const;

/**
 * How an organization's e-mail is compared and stored: trimmed, lower case (the API's unique
 * index is on lower(email), so "Ops@X.bt" and "ops@x.bt" are one address).
 */
export function organizationEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * How licence numbers are compared: trimmed, ignoring case ("ht-2101" is the licence
 * "HT-2101" typed carelessly); stored as typed, trimmed.
 */
export function organizationLicenseKey(licenseNumber: string): string {
  return licenseNumber.trim().toLowerCase();
}

/** Success toasts of spec 002 section 8, verbatim. */
export const ORGANIZATION_TOASTS = {
  updated: 'Organization Updated Successfully',
  platformFeeUpdated: 'Organization Platform Fee Updated',
  created: 'Organization Created',
  activated: 'Organization Activated Successfully',
  locked: 'Organization Locked Successfully',
  reportSent: 'Organization Report Successfully Sent',
} as const;

export const USER_TOASTS = {
  updated: 'User Updated Successfully',
  invited: 'User Invited',
  profileUpdated: 'Profile Updated Successfully',
} as const;

/** What is still open on an organization when someone asks to close it. */
export interface OrganizationOpenWork {
  /** Its payable balance (cents): the platform owes it (positive) or it owes the platform (negative). */
  balanceCents: number;
  refundsInProgress: number;
  disputesInProgress: number;
  transfersInProgress: number;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * Why an organization cannot be closed, naming what is open, or undefined when it can: money
 * must not be left owed either way, and no refund, dispute or transfer may be mid-way.
 */
export function organizationCloseRefusal(open: OrganizationOpenWork): string | undefined {
  const reasons: string[] = [];
  if (open.balanceCents > 0) reasons.push(`its balance of ${formatMoney(open.balanceCents)} has not been transferred`);
  if (open.balanceCents < 0) reasons.push(`it owes ${formatMoney(-open.balanceCents)}`);
  const work = [
    open.refundsInProgress ? count(open.refundsInProgress, 'refund', 'refunds') : '',
    open.disputesInProgress ? count(open.disputesInProgress, 'dispute', 'disputes') : '',
    open.transfersInProgress ? count(open.transfersInProgress, 'transfer', 'transfers') : '',
  ].filter(Boolean);
  if (work.length) reasons.push(`${work.join(', ')} ${work.length === 1 && work[0].startsWith('1 ') ? 'is' : 'are'} in progress`);
  return reasons.length ? `This organization can not be closed while ${reasons.join(' and ')}.` : undefined;
}
