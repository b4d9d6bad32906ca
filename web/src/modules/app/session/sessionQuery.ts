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
    }
  }
`);

export const CREATE_SESSION = graphql(`
  mutation CreateSession($input: CreateSessionInput!) {
    createSession(input: $input) {
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
