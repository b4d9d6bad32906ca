import { gql, type TypedDocumentNode } from '@apollo/client';
import type { SessionOrganization, SessionUser } from '../types';
import { SESSION_ORGANIZATION_FIELDS, SESSION_USER_FIELDS } from './fragments';

export interface SessionQueryData {
  session: { user: SessionUser; organization: SessionOrganization } | null;
}

export const SESSION_QUERY: TypedDocumentNode<SessionQueryData, Record<string, never>> = gql`
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
  ${SESSION_USER_FIELDS}
  ${SESSION_ORGANIZATION_FIELDS}
`;

export interface CreateSessionData {
  createSession: { token: string; user: SessionUser & { organization: SessionOrganization } };
}
export interface CreateSessionVars {
  input: { email: string; password: string };
}

export const CREATE_SESSION: TypedDocumentNode<CreateSessionData, CreateSessionVars> = gql`
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
  ${SESSION_USER_FIELDS}
  ${SESSION_ORGANIZATION_FIELDS}
`;
