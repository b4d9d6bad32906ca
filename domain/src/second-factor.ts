import { isStaff, Role } from './roles';

// Issue 44: who must have a second factor, and what a session that still has to enrol may do.

/** Roles that move money or see every organization: a password alone never opens their session. */
export const SECOND_FACTOR_REQUIRED_ROLES: readonly Role[] = [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE];

/** Required by the role, or by the organization's Owner for everyone in it. */
export function secondFactorRequired(role: Role, organizationRequires: boolean): boolean {
  return organizationRequires || SECOND_FACTOR_REQUIRED_ROLES.includes(role);
}

/**
 * The operations a session that must still enrol may call (besides public ones): everything
 * else is refused with SECOND_FACTOR_ENROLMENT_REQUIRED until the person has enrolled.
 */
export const SECOND_FACTOR_ENROLMENT_OPERATIONS: readonly string[] = [
  'session',
  'secondFactorStatus',
  'startTotpEnrolment',
  'confirmTotpEnrolment',
  'passkeys',
  'passkeyRegistrationOptions',
  'addPasskey',
];

/**
 * Who may reset another person's second factor (a lost device): PG Admin for staff, an Owner for
 * their own organization's users; nobody their own (recovery codes are for that). The API's rule,
 * read by the web app to show the action.
 */
export function mayResetSecondFactor(
  actor: { id: string; role: Role; organizationId: string },
  target: { id: string; role: Role; organizationId: string },
): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === Role.PG_ADMIN) return isStaff(target.role);
  return actor.role === Role.OWNER && actor.organizationId === target.organizationId;
}
