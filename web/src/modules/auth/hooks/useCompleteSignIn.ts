import { useToast } from '@pg/ui-kit';
import { startTransition } from 'react';
import { useNavigate } from 'react-router';

import { useSession } from '../../app/session/SessionContext';
import type { SessionOrganization, SessionUser } from '../../app/session/types';
import { landingAfterSignIn } from '../landing';

export interface SignedInResult {
  token: string;
  user: SessionUser;
  organization: SessionOrganization;
  /** Issue 44: a required second factor is not set up yet: only enrolment opens. */
  enrolmentRequired?: boolean;
}

/**
 * Ends sign-in after its last step (the password, or the second factor): stores the session and goes where landingAfterSignIn says, with its notice.
 * `address` is where the person opened the app before signing in (pathname plus search).
 */
export function useCompleteSignIn(): (result: SignedInResult, address: string) => void {
  const session = useSession();
  const navigate = useNavigate();
  const toast = useToast();

  return (result, address) => {
    const landing = landingAfterSignIn(result.user, result.organization, address);
    if (landing.notice) toast.error(landing.notice);
    // One render for both: React Router moves the location in a transition, so a session
    // update outside it rendered the signed-in routes at the old address first, and their
    // /signin redirect then overtook this navigation (issue 44: /signin ended on /).
    startTransition(() => {
      session.signIn(result.token, result.user, result.organization, { enrolmentRequired: result.enrolmentRequired ?? false });
      void navigate(landing.path, { replace: true });
    });
  };
}
