import { isMerchant, Role } from './roles';
import { invitableRoles } from './validation/inviteUser';

// Who may manage which user (spec 002 sections 4 and 6). The API enforces these; the web reads
// the same functions to enable buttons, so a screen never offers what the server refuses.

/** The parts of a user the rules look at. */
export interface UserFacts {
  id: string;
  role: Role;
  locked: boolean;
  organizationId: string;
}

/** The acting user. */
export interface ActorFacts {
  id: string;
  role: Role;
  organizationId: string;
}

/**
 * Roles of the users an actor manages (edits, locks, activates, changes the role of):
 * PG Admin everyone but other PG Admins; Bank Finance the bank's staff; Owner and Admin the
 * merchant Admins and Users of their own organization (never the Owner, who outranks them).
 */
export function manageableRoles(actor: Role): Role[] {
  switch (actor) {
    case Role.PG_ADMIN:
      return [Role.BANK_ADMIN, Role.BANK_FINANCE, Role.OWNER, Role.ADMIN, Role.USER];
    case Role.BANK_FINANCE:
      return [Role.BANK_ADMIN, Role.BANK_FINANCE];
    case Role.OWNER:
    case Role.ADMIN:
      return [Role.ADMIN, Role.USER];
    default:
      return [];
  }
}

/** Merchants see only their own organization's users; bank and platform staff see everyone. */
export function canSeeUser(actor: ActorFacts, target: Pick<UserFacts, 'organizationId'>): boolean {
  return !isMerchant(actor.role) || actor.organizationId === target.organizationId;
}

/** Another user the actor may manage: visible, and of a role below or beside the actor's. */
export function canManageUser(actor: ActorFacts, target: UserFacts): boolean {
  return actor.id !== target.id && canSeeUser(actor, target) && manageableRoles(actor.role).includes(target.role);
}

/** Name and surname: one's own (account settings) or a managed user's (user details). */
export function canEditUserName(actor: ActorFacts, target: UserFacts): boolean {
  return actor.id === target.id || canManageUser(actor, target);
}

/**
 * The roles a user's role may be changed to, or [] when it may not be changed: only between
 * roles the actor may give (the invite rule), so nobody raises a role above their own grant, the
 * Owner keeps the organization, and nobody changes their own role.
 */
export function assignableRoles(actor: ActorFacts, target: UserFacts): Role[] {
  const grantable = invitableRoles(actor.role);
  if (!canManageUser(actor, target) || !grantable.includes(target.role)) return [];
  return grantable;
}

/**
 * Lock (spec 002 s4): only an active user, never one's own account, never a Bank Admin, and
 * never a PG Admin. The spec disables the last only on the details page; the API refuses it
 * everywhere so no list row can lock the platform out (docs/decisions/README.md).
 */
export function canLockUser(actor: ActorFacts, target: UserFacts): boolean {
  if (target.locked || actor.id === target.id) return false;
  if (target.role === Role.BANK_ADMIN || target.role === Role.PG_ADMIN) return false;
  return canManageUser(actor, target);
}

/** Activate: only a locked user the actor manages. */
export function canUnlockUser(actor: ActorFacts, target: UserFacts): boolean {
  return target.locked && canManageUser(actor, target);
}

export interface UserActions {
  editName: boolean;
  editRole: boolean;
  lock: boolean;
  activate: boolean;
  uploadAvatar: boolean;
}

/** Everything the screens enable for one user, from the rules above. */
export function userActionsFor(actor: ActorFacts, target: UserFacts): UserActions {
  const editName = canEditUserName(actor, target);
  return {
    editName,
    editRole: assignableRoles(actor, target).length > 0,
    lock: canLockUser(actor, target),
    activate: canUnlockUser(actor, target),
    uploadAvatar: editName,
  };
}

/**
 * The list's role filter (spec 002 s6): when on, the viewer's own role, plus Bank Admin for a
 * platform admin.
 */
export function roleFilterFor(viewer: Role): Role[] {
  return viewer === Role.PG_ADMIN ? [Role.PG_ADMIN, Role.BANK_ADMIN] : [viewer];
}

/** Roles flagged by the list's role dot, for the viewers that have it (PG Admin, Bank Finance). */
export function roleDotFor(viewer: Role, target: Role): boolean {
  if (viewer !== Role.PG_ADMIN && viewer !== Role.BANK_FINANCE) return false;
  return roleFilterFor(viewer).includes(target);
}

/** Staff who see the Org column of the user list (spec 002 s6). */
export function seesUserOrganization(viewer: Role): boolean {
  return viewer === Role.PG_ADMIN || viewer === Role.BANK_FINANCE;
}

/** The organization picker of the invite form: PG Admin only (spec 002 s6). */
export function invitePicksOrganization(inviter: Role): boolean {
  return inviter === Role.PG_ADMIN;
}

/** Messages of refused user actions (the spec shows none; docs/decisions/README.md). */
export const USER_ACTION_MESSAGES = {
  notAllowed: 'You are not allowed to manage this user.',
  ownAccount: 'You can not lock your own account.',
  lockNotAllowed: 'This user can not be locked.',
  alreadyLocked: 'This user is already locked.',
  notLocked: 'This user is not locked.',
  roleNotAllowed: 'You are not allowed to give this role.',
  ownRole: 'You can not change your own role.',
  emailTaken: 'A user with this e-mail already exists.',
  organizationNotInvitable: 'Users can only be invited into an active organization.',
} as const;
