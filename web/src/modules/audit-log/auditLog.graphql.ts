import { gql, type TypedDocumentNode } from '@apollo/client';

export interface AuditLogEntry {
  id: string;
  name: string;
  createdAt: string;
  subjectType: string;
  subjectId: string;
  user: { name: string; email: string } | null;
  organization: { id: string; name: string } | null;
}

export interface AuditLogVariables {
  first: number;
  after?: string | null;
  subjectType?: string | null;
  search?: string | null;
  from?: string | null;
  to?: string | null;
}

export const AUDIT_LOG: TypedDocumentNode<{ auditLog: { items: AuditLogEntry[]; endCursor: string | null } }, AuditLogVariables> = gql`
  query AuditLog($first: Int, $after: String, $subjectType: String, $search: String, $from: String, $to: String) {
    auditLog(first: $first, after: $after, subjectType: $subjectType, search: $search, from: $from, to: $to) {
      endCursor
      items {
        id
        name
        createdAt
        subjectType
        subjectId
        user {
          name
          email
        }
        organization {
          id
          name
        }
      }
    }
  }
`;
