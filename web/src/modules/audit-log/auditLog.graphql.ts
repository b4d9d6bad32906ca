import { graphql } from '../../gql';
import type { AuditLogQuery } from '../../gql/graphql';

export type AuditLogEntry = AuditLogQuery['auditLog']['items'][number];

export const AUDIT_LOG = graphql(`
  query AuditLog(
    $first: Int
    $after: String
    $subjectType: String
    $search: String
    $from: String
    $to: String
    $actorRole: Int
    $organizationId: ID
  ) {
    auditLog(
      first: $first
      after: $after
      subjectType: $subjectType
      search: $search
      from: $from
      to: $to
      actorRole: $actorRole
      organizationId: $organizationId
    ) {
      endCursor
      items {
        id
        name
        createdAt
        subjectType
        subjectId
        meta
        actorRole
        sourceIp
        changes {
          field
          before
          after
        }
        user {
          name
          surname
          email
        }
        organization {
          id
          name
        }
      }
    }
  }
`);
