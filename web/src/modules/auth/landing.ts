import { canVisit, isStaff } from '@pg/domain';

import { MESSAGES } from '../app/apollo/messages';
import { PATHS } from '../app/router/paths';
import { isConfinedToLockedScreen } from '../app/session/lockedScreen';
import type { SessionOrganization, SessionUser } from '../app/session/types';

// Where sign-in lands is ONE rule (issue 44): the sign-in form, the signed-in router's /signin
// route and any later sign-in step (second factor, enrolment) all call landingAfterSignIn, so
// no two places can disagree on where a person ends up.

export interface Landing {
  path: string;
  /** An error notice to show on arrival, if any. */
  notice?: string;
}

/**
 * Where the person opened the app before signing in: the sign-in screen itself (`/`, spec 000
 * section 2, or `/signin`, the redirect target of an invalid session) or a deep link, which the
 * signed-out app keeps in the address bar while it shows the form (docs/decisions/0011).
 */
export type SignInEntry = { kind: 'home' } | { kind: 'signIn' } | { kind: 'deepLink'; target: string };

/** The entry for the address (pathname plus search) the person was at when they signed in. */
export function signInEntry(address: string): SignInEntry {
  const path = address.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  if (path === PATHS.home) return { kind: 'home' };
  if (path === PATHS.signIn) return { kind: 'signIn' };
  return { kind: 'deepLink', target: address };
}

/**
 * Spec 000 section 4: a user whose organization lacks business information must complete it
 * first; the platform and bank roles (1, 3, 6) are exempt.
 */
export function mustCompleteBusinessInfo(user: Pick<SessionUser, 'role'>, organization: Pick<SessionOrganization, 'isBusinessProfileComplete'>): boolean {
  return !isStaff(user.role) && !organization.isBusinessProfileComplete;
}

/**
 * Where a successful sign-in lands (spec 000 section 4), after whichever step completes it
 * (password today; a second factor or an enrolment later). `address` is the address the person
 * opened before signing in (pathname plus search; keep it across steps):
 * - locked user, or organization locked by the bank: /locked;
 * - a merchant user whose organization lacks business information: account settings with the
 *   business card in edit mode and the notice, whatever the entry;
 * - a deep link the role may open: that link; one it may not, or an address that is no page of
 *   the signed-in app: home (docs/decisions/0011: nobody lands on an error page for signing in);
 * - otherwise (entry `/` or `/signin`): home.
 */
export function landingAfterSignIn(user: SessionUser, organization: SessionOrganization, address: string): Landing {
  if (isConfinedToLockedScreen(user, organization)) return { path: PATHS.locked };
  if (mustCompleteBusinessInfo(user, organization)) return { path: PATHS.completeBusinessInfo, notice: MESSAGES.completeBusinessInfo };
  const entry = signInEntry(address);
  if (entry.kind === 'deepLink' && canVisit(user.role, entry.target.split(/[?#]/)[0])) return { path: entry.target };
  return { path: PATHS.home };
}
