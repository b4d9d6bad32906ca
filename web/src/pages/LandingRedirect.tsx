import { Navigate } from 'react-router';

import { useSignedInSession } from '../modules/app/session/SessionContext';
import { landingAfterSignIn } from '../modules/auth/landing';

/**
 * A signed-in, unconfined user on an address of signing in (/signin) or of the locked screen
 * (/locked, which "Check Again" reloads once the user is unlocked) goes where signing in there
 * would have landed (auth/landing.ts). A fixed redirect to home on /signin overtook the landing
 * on account settings (issue 44); the locked screen kept saying "pending approval" to an
 * unlocked user.
 */
export function LandingRedirect({ address }: { address: string }) {
  const { user, organization } = useSignedInSession();
  return <Navigate to={landingAfterSignIn(user, organization, address).path} replace />;
}
