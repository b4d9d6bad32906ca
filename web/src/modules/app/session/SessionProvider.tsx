import { useApolloClient } from '@apollo/client/react';
import { type ReactNode, useCallback, useEffect, useMemo, useReducer } from 'react';

import { type SessionApi, SessionContext } from './SessionContext';
import { SESSION_QUERY } from './sessionQuery';
import { DELETE_SESSION } from './sessionsQueries';
import { sessionReducer } from './sessionState';
import { clearToken, readToken, writeToken } from './tokenStorage';
import { type SessionOrganization, type SessionUser, sessionUser } from './types';

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, dispatch] = useReducer(sessionReducer, undefined, () => (readToken() ? { status: 'loading' as const } : { status: 'signedOut' as const }));

  const signOut = useCallback(() => {
    const token = readToken();
    clearToken();
    dispatch({ type: 'signedOut' });
    // The session ends in the API too (issue 44): a copy of the token stops working. Sent with
    // the token it ends, which is no longer stored; a failure leaves the session to its limits.
    if (token) {
      void client.mutate({ mutation: DELETE_SESSION, context: { headers: { Authorization: `Bearer ${token}` } } }).catch(() => undefined);
    }
    // Nothing of the previous user may be shown to the next one.
    void client.clearStore();
  }, [client]);

  // With a stored token, the session is fetched once on load; a null session means the token
  // is no longer valid (spec 000 section 4).
  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    client
      .query({ query: SESSION_QUERY })
      .then(({ data }) => {
        if (cancelled) return;
        const session = data?.session;
        if (session)
          dispatch({
            type: 'loaded',
            user: sessionUser(session.user),
            organization: session.organization,
            enrolmentRequired: session.secondFactorEnrolmentRequired,
          });
        else signOut();
      })
      .catch(() => {
        // The error link has already shown the notice (and cleared the token on 401); without
        // a session the visitor gets the signed-out routes.
        if (!cancelled) dispatch({ type: 'signedOut' });
      });
    return () => {
      cancelled = true;
    };
  }, [client, signOut]);

  const api = useMemo<SessionApi>(
    () => ({
      state,
      signIn(token: string, user: SessionUser, organization: SessionOrganization, options?: { enrolmentRequired?: boolean }) {
        writeToken(token);
        dispatch({ type: 'loaded', user, organization, enrolmentRequired: options?.enrolmentRequired });
      },
      markEnrolmentRequired: (required: boolean) => dispatch({ type: 'enrolmentRequired', required }),
      replaceToken: (token: string) => writeToken(token),
      signOut,
      markLocked: () => dispatch({ type: 'locked' }),
      updateUser: (user) => dispatch({ type: 'userChanged', user }),
      updateOrganization: (organization) => dispatch({ type: 'organizationChanged', organization }),
    }),
    [state, signOut],
  );

  return <SessionContext.Provider value={api}>{children}</SessionContext.Provider>;
}
