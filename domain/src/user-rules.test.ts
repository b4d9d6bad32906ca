import { Role } from './roles';
import {
  type ActorFacts,
  assignableRoles,
  canEditUserName,
  canLockUser,
  canManageUser,
  canSeeUser,
  canUnlockUser,
  invitePicksOrganization,
  roleDotFor,
  roleFilterFor,
  seesUserOrganization,
  userActionsFor,
  type UserFacts,
} from './user-rules';
import { invitableRoles } from './validation/inviteUser';

const TOUR = 'org-tour';
const HOTEL = 'org-hotel';
const BANK = 'org-bank';
const PG = 'org-pg';

const actor = (role: Role, organizationId: string, id = `me-${role}`): ActorFacts => ({ id, role, organizationId });
const target = (role: Role, organizationId: string, locked = false, id = `u-${role}-${organizationId}`): UserFacts => ({ id, role, organizationId, locked });

describe('who manages which user (spec 002 s4, s6)', () => {
  const owner = actor(Role.OWNER, TOUR);
  const admin = actor(Role.ADMIN, TOUR);
  const pg = actor(Role.PG_ADMIN, PG);
  const finance = actor(Role.BANK_FINANCE, BANK);

  it('keeps merchants to their own organization', () => {
    expect(canSeeUser(owner, { organizationId: TOUR })).toBe(true);
    expect(canSeeUser(owner, { organizationId: HOTEL })).toBe(false);
    expect(canManageUser(owner, target(Role.USER, HOTEL))).toBe(false);
    expect(canSeeUser(pg, { organizationId: HOTEL })).toBe(true);
    expect(canSeeUser(finance, { organizationId: TOUR })).toBe(true);
  });

  it('never lets anyone lock themselves', () => {
    for (const role of [Role.PG_ADMIN, Role.BANK_FINANCE, Role.OWNER, Role.ADMIN, Role.USER, Role.BANK_ADMIN]) {
      const me = actor(role, TOUR, 'same');
      expect(canLockUser(me, { id: 'same', role, organizationId: TOUR, locked: false })).toBe(false);
    }
  });

  it('locks only active users, never a Bank Admin or a PG Admin; activates only locked ones', () => {
    expect(canLockUser(pg, target(Role.USER, TOUR))).toBe(true);
    expect(canLockUser(pg, target(Role.USER, TOUR, true))).toBe(false);
    expect(canUnlockUser(pg, target(Role.USER, TOUR, true))).toBe(true);
    expect(canUnlockUser(pg, target(Role.USER, TOUR, false))).toBe(false);
    expect(canLockUser(pg, target(Role.BANK_ADMIN, BANK))).toBe(false);
    expect(canLockUser(finance, target(Role.BANK_ADMIN, BANK))).toBe(false);
    expect(canLockUser(pg, target(Role.PG_ADMIN, PG))).toBe(false);
    expect(canLockUser(finance, target(Role.BANK_FINANCE, BANK))).toBe(true);
  });

  it('keeps the Owner above Admins, and merchants away from staff', () => {
    expect(canLockUser(admin, target(Role.OWNER, TOUR))).toBe(false);
    expect(canLockUser(owner, target(Role.ADMIN, TOUR))).toBe(true);
    expect(canLockUser(admin, target(Role.ADMIN, TOUR))).toBe(true);
    expect(canLockUser(finance, target(Role.USER, TOUR))).toBe(false);
    expect(canEditUserName(admin, target(Role.OWNER, TOUR))).toBe(false);
    expect(canEditUserName(admin, { id: admin.id, role: Role.ADMIN, organizationId: TOUR, locked: false })).toBe(true);
  });

  it('changes roles only between roles the actor may give', () => {
    expect(assignableRoles(owner, target(Role.USER, TOUR))).toEqual([Role.ADMIN, Role.USER]);
    expect(assignableRoles(owner, target(Role.OWNER, TOUR, false, 'other-owner'))).toEqual([]);
    expect(assignableRoles(finance, target(Role.BANK_ADMIN, BANK))).toEqual([Role.BANK_ADMIN, Role.BANK_FINANCE]);
    expect(assignableRoles(pg, target(Role.BANK_ADMIN, BANK))).toEqual([]);
    expect(assignableRoles(pg, target(Role.ADMIN, TOUR))).toEqual([Role.ADMIN, Role.USER]);
    // Never one's own role, never a role above the grant (no Owner, no PG Admin).
    expect(assignableRoles(admin, { id: admin.id, role: Role.ADMIN, organizationId: TOUR, locked: false })).toEqual([]);
    for (const a of [owner, admin, pg, finance]) {
      expect(invitableRoles(a.role)).not.toContain(Role.OWNER);
      expect(invitableRoles(a.role)).not.toContain(Role.PG_ADMIN);
    }
  });

  it('sums up the buttons of one user', () => {
    expect(userActionsFor(owner, target(Role.USER, TOUR, true))).toEqual({ editName: true, editRole: true, lock: false, activate: true, uploadAvatar: true });
    expect(userActionsFor(admin, target(Role.OWNER, TOUR))).toEqual({ editName: false, editRole: false, lock: false, activate: false, uploadAvatar: false });
  });
});

describe('user list for each viewer (spec 002 s6)', () => {
  it('filters to the own role, plus Bank Admin for the platform', () => {
    expect(roleFilterFor(Role.PG_ADMIN)).toEqual([Role.PG_ADMIN, Role.BANK_ADMIN]);
    expect(roleFilterFor(Role.OWNER)).toEqual([Role.OWNER]);
    expect(roleFilterFor(Role.BANK_FINANCE)).toEqual([Role.BANK_FINANCE]);
  });

  it('shows the Org column and the role dot to PG Admin and Bank Finance only', () => {
    expect(seesUserOrganization(Role.PG_ADMIN)).toBe(true);
    expect(seesUserOrganization(Role.BANK_FINANCE)).toBe(true);
    expect(seesUserOrganization(Role.OWNER)).toBe(false);
    expect(roleDotFor(Role.PG_ADMIN, Role.BANK_ADMIN)).toBe(true);
    expect(roleDotFor(Role.PG_ADMIN, Role.USER)).toBe(false);
    expect(roleDotFor(Role.OWNER, Role.OWNER)).toBe(false);
  });

  it('lets only the platform pick the organization of an invite', () => {
    expect(invitePicksOrganization(Role.PG_ADMIN)).toBe(true);
    expect(invitePicksOrganization(Role.BANK_FINANCE)).toBe(false);
    expect(invitePicksOrganization(Role.OWNER)).toBe(false);
  });
});
