import { graphql } from '../../../gql';

export const SESSION_QUERY = graphql(`
  query Session {
    session {
      user {
        ...SessionUserFields
      }
      organization {
        ...SessionOrganizationFields
      }
      secondFactorEnrolmentRequired
    }
  }
`);

export const CREATE_SESSION = graphql(`
  mutation CreateSession($input: CreateSessionInput!) {
    createSession(input: $input) {
      token
      secondFactorChallenge
      secondFactorEnrolmentRequired
      user {
        ...SessionUserFields
        organization {
          ...SessionOrganizationFields
        }
      }
    }
  }
`);

// Issue 44: the sign-in's second step answers as createSession does.
export const VERIFY_SECOND_FACTOR = graphql(`
  mutation VerifySecondFactor($input: VerifySecondFactorInput!) {
    verifySecondFactor(input: $input) {
      token
      user {
        ...SessionUserFields
        organization {
          ...SessionOrganizationFields
        }
      }
    }
  }
`);
