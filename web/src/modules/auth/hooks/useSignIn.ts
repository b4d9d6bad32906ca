import { useMutation } from '@apollo/client/react';
import { useToast } from '@pg/ui-kit';
import { useLocation, useNavigate } from 'react-router';

import { useSession } from '../../app/session/SessionContext';
import { CREATE_SESSION } from '../../app/session/sessionQuery';
import { sessionUser } from '../../app/session/types';
import { landingAfterSignIn } from '../landing';

/** createSession, then store the token and route by the landing rules. */
export function useSignIn() {
  const [createSession, { loading }] = useMutation(CREATE_SESSION);
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();

  async function signIn(email: string, password: string): Promise<void> {
    try {
      const { data } = await createSession({ variables: { input: { email: email.trim(), password } } });
      if (!data) return;
      const { token, user } = data.createSession;
      const { organization, ...signedIn } = user;
      const checked = sessionUser(signedIn);
      session.signIn(token, checked, organization);
      const landing = landingAfterSignIn(checked, organization, location.pathname + location.search);
      if (landing.notice) toast.error(landing.notice);
      void navigate(landing.path, { replace: true });
    } catch {
      // Spec 000 section 8: createSession errors log the user out; the error link showed the notice.
      session.signOut();
    }
  }

  return { signIn, loading };
}
