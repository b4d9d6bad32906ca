// Invite User form (spec 002 sections 5 and 6).
import { Role } from '../roles';
import { newPasswordError } from './auth';
import { collect, COMMON_MESSAGES, emailError, type Errors, isBlank, tooLongError } from './common';

export const INVITE_USER_MESSAGES = {
  organizationRequired: 'Please select organization',
  roleRequired: 'Please select role',
} as const;

/**
 * Roles an inviter may give: bank finance invites bank staff; the others who may open /users
 * invite merchant Admins and Users. Nobody invites an Owner (the first sign-up is the Owner)
 * or a PG Admin (seeded).
 */
export function invitableRoles(inviter: Role): Role[] {
  if (inviter === Role.BANK_FINANCE) return [Role.BANK_ADMIN, Role.BANK_FINANCE];
  if (inviter === Role.PG_ADMIN || inviter === Role.OWNER || inviter === Role.ADMIN) return [Role.ADMIN, Role.USER];
  return [];
}

export interface InviteUserValues {
  name: string;
  surname?: string;
  email: string;
  password: string;
  organizationId: string;
  /** The role id, as a number or as the select's string value. */
  role: number | string | null | undefined;
}

/**
 * The spec asks only that a password be present; the invited user signs in with it, so it must
 * meet the sign-up strength rule too. With `inviter`, a role they may not give is refused.
 */
export function validateInviteUser(v: InviteUserValues, inviter?: Role): Errors<keyof InviteUserValues> {
  const role = v.role === null || v.role === undefined || v.role === '' ? NaN : Number(v.role);
  const allowed = inviter === undefined ? (Object.values(Role) as number[]) : invitableRoles(inviter);
  return collect({
    name: isBlank(v.name) ? COMMON_MESSAGES.nameRequired : tooLongError(v.name, 'Name'),
    surname: tooLongError(v.surname, 'Surname'),
    email: emailError(v.email),
    password: newPasswordError(v.password),
    organizationId: isBlank(v.organizationId) ? INVITE_USER_MESSAGES.organizationRequired : undefined,
    role: allowed.includes(role) ? undefined : INVITE_USER_MESSAGES.roleRequired,
  });
}
