// Role ids are the spec's (000 section 6). The spec's unnamed "first, second, third role
// constants" are PG Admin, Bank Admin and Bank Finance (DESIGN.md section 3).
export const Role = {
  PG_ADMIN: 1,
  BANK_ADMIN: 3,
  USER: 4,
  ADMIN: 5,
  BANK_FINANCE: 6,
  OWNER: 64,
} as const;

export type Role = (typeof Role)[keyof typeof Role];

export const ALL_ROLES: readonly Role[] = [Role.PG_ADMIN, Role.BANK_ADMIN, Role.USER, Role.ADMIN, Role.BANK_FINANCE, Role.OWNER];

export const ROLE_NAMES: Record<Role, string> = {
  [Role.PG_ADMIN]: 'PG Admin',
  [Role.BANK_ADMIN]: 'Bank Admin',
  [Role.USER]: 'User',
  [Role.ADMIN]: 'Admin',
  [Role.BANK_FINANCE]: 'Bank Finance',
  [Role.OWNER]: 'Owner',
};

/** Platform and bank staff: see every organization's records. */
export const STAFF_ROLES: readonly Role[] = [Role.PG_ADMIN, Role.BANK_ADMIN, Role.BANK_FINANCE];
/** Merchant-side users: confined to their own organization. */
export const MERCHANT_ROLES: readonly Role[] = [Role.ADMIN, Role.OWNER, Role.USER];

export function isRole(value: number): value is Role {
  return (ALL_ROLES as readonly number[]).includes(value);
}

export function isStaff(role: Role): boolean {
  return STAFF_ROLES.includes(role);
}

export function isMerchant(role: Role): boolean {
  return MERCHANT_ROLES.includes(role);
}
