import { formatDateTime, type Role } from '@pg/domain';
import { Button, type DataTableColumn } from '@pg/ui-kit';

import { LinkIfAllowed } from '../../app/components/LinkIfAllowed';
import { HiddenLabel, Muted } from '../../app/components/page.styles';
import { personName } from '../../app/format';
import type { AuditLogEntry } from '../auditLog.graphql';
import { eventLabel } from '../event-labels';
import { changedRecord, recordLabel, recordPath, roleName } from '../format';
import { Time } from './auditLogColumns.styles';

function Actor({ entry }: { entry: AuditLogEntry }) {
  const role = roleName(entry.actorRole);
  if (!entry.user) return role ? <>{role}</> : <Muted>The platform</Muted>;
  return (
    <>
      {personName(entry.user)}
      <br />
      <Muted>{entry.user.email}</Muted>
      {role && (
        <>
          <br />
          <Muted>{role}</Muted>
        </>
      )}
    </>
  );
}

/** The log's columns; the record links where the viewer's role may open it, and each row opens its details. */
export function auditLogColumns(viewer: Role, open: (entry: AuditLogEntry) => void, withOrganization: boolean): DataTableColumn<AuditLogEntry>[] {
  return [
    { key: 'createdAt', label: 'Time', render: (e) => <Time>{formatDateTime(e.createdAt)}</Time> },
    { key: 'user', label: 'Actor', render: (e) => <Actor entry={e} /> },
    ...(withOrganization
      ? [{ key: 'organization', label: 'Organization', hideBelow: 'md' as const, render: (e: AuditLogEntry) => e.organization?.name ?? '—' }]
      : []),
    { key: 'name', label: 'Action', render: (e) => eventLabel(e) },
    {
      key: 'subjectType',
      label: 'Record',
      hideBelow: 'sm',
      render: (e) => {
        const path = recordPath(e);
        const label = recordLabel(changedRecord(e).type);
        return path ? (
          <LinkIfAllowed role={viewer} to={path}>
            {label}
          </LinkIfAllowed>
        ) : (
          label
        );
      },
    },
    { key: 'sourceIp', label: 'Source IP', hideBelow: 'md', render: (e) => e.sourceIp ?? <Muted>—</Muted> },
    {
      key: 'changes',
      label: 'Changes',
      render: (e) => (
        // The visible text starts the name (speech users say what they see); the rest tells rows apart.
        <Button size="sm" variant="secondary" onClick={() => open(e)}>
          {e.changes.length ? `${e.changes.length} field${e.changes.length === 1 ? '' : 's'}` : 'Details'}
          <HiddenLabel>
            {e.changes.length ? ' changed, details' : ''} of {e.name}, {formatDateTime(e.createdAt)}
          </HiddenLabel>
        </Button>
      ),
    },
  ];
}
