import { useMutation } from '@apollo/client/react';
import { useLocation } from 'react-router';

import { useSession } from '../../app/session/SessionContext';
import { CREATE_SESSION } from '../../app/session/sessionQuery';
import { sessionUser } from '../../app/session/types';
import { useCompleteSignIn } from './useCompleteSignIn';

/** createSession, then store the token and route by the landing rule (useCompleteSignIn). */
export function useSignIn() {
  const [createSession, { loading }] = useMutation(CREATE_SESSION);
  const session = useSession();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();

  async function signIn(email: string, password: string): Promise<void> {
    try {
      const { data } = await createSession({ variables: { input: { email: email.trim(), password } } });
      if (!data) return;
      const { token, user } = data.createSession;
      const { organization, ...signedIn } = user;
      completeSignIn({ token, user: sessionUser(signedIn), organization }, location.pathname + location.search);
    } catch {
      // Spec 000 section 8: createSession errors log the user out; the error link showed the notice.
      session.signOut();
    }
  }

  return { signIn, loading };
}
