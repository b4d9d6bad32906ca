import type { SessionOrganization, SessionUser } from './types';

// The router's session states (spec 000 section 2; spec 002 section 4): locked is a flag on a
// signed-in user so that the locked screen still knows who is signed in.
// `enrolmentRequired` (issue 44): the person must set up two-step verification before anything else opens.
export type SessionState =
  { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SessionUser; organization: SessionOrganization; enrolmentRequired?: boolean };

export type SessionAction =
  | { type: 'loaded'; user: SessionUser; organization: SessionOrganization; enrolmentRequired?: boolean }
  | { type: 'enrolmentRequired'; required: boolean }
  | { type: 'signedOut' }
  | { type: 'locked' }
  | { type: 'userChanged'; user: Partial<SessionUser> }
  | { type: 'organizationChanged'; organization: Partial<SessionOrganization> };

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'loaded':
      return { status: 'signedIn', user: action.user, organization: action.organization, enrolmentRequired: action.enrolmentRequired ?? false };
    case 'enrolmentRequired':
      return state.status === 'signedIn' ? { ...state, enrolmentRequired: action.required } : state;
    case 'signedOut':
      return { status: 'signedOut' };
    case 'locked':
      return state.status === 'signedIn' ? { ...state, user: { ...state.user, locked: true } } : state;
    case 'userChanged':
      return state.status === 'signedIn' ? { ...state, user: { ...state.user, ...action.user } } : state;
    case 'organizationChanged':
      return state.status === 'signedIn' ? { ...state, organization: { ...state.organization, ...action.organization } } : state;
  }
}
