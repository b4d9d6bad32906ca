import type { SessionOrganization, SessionUser } from './types';

/**
 * Confined to the locked screen on every path (spec 000 section 2): a locked user, or any user
 * of an organization the bank locked (status suspended; docs/decisions/0010). The API already
 * answers `locked` for the latter; the organization is checked too so the web app never
 * depends on that. The router and the sign-in landing rule (auth/landing.ts) both ask this.
 */
export function isConfinedToLockedScreen(user: Pick<SessionUser, 'locked'>, organization: Pick<SessionOrganization, 'status'>): boolean {
  return user.locked || organization.status === 'suspended';
}
