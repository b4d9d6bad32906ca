import { createContext, useContext } from 'react';

import type { SessionState } from './sessionState';
import type { SessionOrganization, SessionUser } from './types';

export interface SessionApi {
  state: SessionState;
  /** Stores the token and enters the signed-in state (after createSession). */
  signIn: (token: string, user: SessionUser, organization: SessionOrganization, options?: { enrolmentRequired?: boolean }) => void;
  /** Issue 44: the API asks this session to set up two-step verification (or it just did: false). */
  markEnrolmentRequired: (required: boolean) => void;
  /** Issue 44: after enrolment, the new session (with the second factor given) replaces the old one. */
  replaceToken: (token: string) => void;
  /** Clears the token and cached data; the router then shows the signed-out routes. */
  signOut: () => void;
  markLocked: () => void;
  updateUser: (user: Partial<SessionUser>) => void;
  updateOrganization: (organization: Partial<SessionOrganization>) => void;
}

export const SessionContext = createContext<SessionApi | null>(null);

export function useSession(): SessionApi {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}

/** The signed-in user and organization; for screens that only render behind the auth routes. */
export function useSignedInSession(): { user: SessionUser; organization: SessionOrganization } & SessionApi {
  const session = useSession();
  if (session.state.status !== 'signedIn') throw new Error('useSignedInSession needs a signed-in session');
  return { ...session, user: session.state.user, organization: session.state.organization };
}
