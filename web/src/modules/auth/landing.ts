import { canVisit, isStaff } from '@pg/domain';

import { PATHS } from '../app/router/paths';
import type { SessionOrganization, SessionUser } from '../app/session/types';

export interface Landing {
  path: string;
  /** An error notice to show on arrival, if any. */
  notice?: string;
}

/**
 * Where a successful sign-in lands (spec 000 section 4): a locked user on /locked; a merchant
 * user whose business profile is incomplete on account settings in edit mode (staff roles 1, 3
 * and 6 are exempt); otherwise the page that was asked for, when the role may see it, or home.
 */
export function landingAfterSignIn(user: SessionUser, organization: SessionOrganization, requested: string): Landing {
  if (user.locked) return { path: PATHS.locked };
  if (!isStaff(user.role) && !organization.isBusinessProfileComplete) {
    return { path: PATHS.completeBusinessInfo, notice: 'Please complete your business information' };
  }
  const path = requested.split('?')[0];
  return { path: path !== PATHS.signIn && canVisit(user.role, path) ? requested : PATHS.home };
}
