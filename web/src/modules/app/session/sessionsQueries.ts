import { graphql } from '../../../gql';

// Sessions as records (issue 44): signing out ends the session in the API; the idle warning's
// renewal; the person's sessions on Account settings; the Owner's idle limit.

export const DELETE_SESSION = graphql(`
  mutation DeleteSession {
    deleteSession {
      success
    }
  }
`);

export const SESSION_IDLE = graphql(`
  query SessionIdle {
    session {
      idleMinutes
    }
  }
`);

export const RENEW_SESSION = graphql(`
  mutation RenewSession {
    renewSession {
      success
    }
  }
`);

export const MY_SESSIONS = graphql(`
  query MySessions {
    mySessions {
      id
      browser
      address
      createdAt
      lastActiveAt
      current
    }
  }
`);

export const END_SESSION = graphql(`
  mutation EndSession($id: ID!) {
    endSession(id: $id) {
      success
    }
  }
`);

export const END_OTHER_SESSIONS = graphql(`
  mutation EndOtherSessions {
    endOtherSessions
  }
`);

export const UPDATE_SESSION_IDLE_LIMIT = graphql(`
  mutation UpdateSessionIdleLimit($minutes: Int) {
    updateSessionIdleLimit(minutes: $minutes) {
      success
    }
  }
`);
