import { Navigate } from 'react-router';

import { PATHS } from '../modules/app/router/paths';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { landingAfterSignIn } from '../modules/auth/landing';

/**
 * /signin once signed in goes where signing in there would have landed (auth/landing.ts), not
 * always home: a fixed redirect to home here overtook the landing on account settings (issue 44).
 */
export function SignedInSignInRoute() {
  const { user, organization } = useSignedInSession();
  return <Navigate to={landingAfterSignIn(user, organization, PATHS.signIn).path} replace />;
}
