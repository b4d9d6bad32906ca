import { useQuery } from '@apollo/client/react';
import { Role } from '@pg/domain';
import { Alert, Button, Card, DataTable } from '@pg/ui-kit';
import { useMemo, useState } from 'react';

import { Muted, Page, PageHeader, PageTitle, Stack } from '../modules/app/components/page.styles';
import { useDebouncedValue } from '../modules/app/hooks/useDebouncedValue';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { AUDIT_LOG, type AuditLogEntry } from '../modules/audit-log/auditLog.graphql';
import { auditLogColumns } from '../modules/audit-log/components/auditLogColumns';
import { AuditLogFilters, type AuditLogFilterValues, NO_FILTERS } from '../modules/audit-log/components/AuditLogFilters';
import { EntryDetailsDialog } from '../modules/audit-log/components/EntryDetailsDialog';

const PAGE = 50;

/**
 * /audit-log: who did what to which record, when and from where, and what changed, newest
 * first. PG Admin reads every organization's (and filters by one); Owner and Admin their own
 * organization's (the API decides).
 */
export function AuditLogPage() {
  const { user } = useSignedInSession();
  const platform = user.role === Role.PG_ADMIN;
  const [filters, setFilters] = useState<AuditLogFilterValues>(NO_FILTERS);
  const [details, setDetails] = useState<AuditLogEntry | null>(null);
  const words = useDebouncedValue(filters.search.trim(), 300);
  const variables = {
    first: PAGE,
    search: words || null,
    subjectType: filters.kind || null,
    actorRole: filters.actorRole === '' ? null : Number(filters.actorRole),
    organizationId: platform ? (filters.organization?.id ?? null) : null,
    from: filters.from || null,
    to: filters.to || null,
  };
  const log = useQuery(AUDIT_LOG, { variables, notifyOnNetworkStatusChange: true });
  const items = log.data?.auditLog.items ?? [];
  const endCursor = log.data?.auditLog.endCursor ?? null;
  const columns = useMemo(() => auditLogColumns(user.role, setDetails, platform), [user.role, platform]);

  const more = () =>
    void log.fetchMore({
      variables: { ...variables, after: endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        auditLog: { ...fetchMoreResult.auditLog, items: [...previous.auditLog.items, ...fetchMoreResult.auditLog.items] },
      }),
    });

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>Audit Log</PageTitle>
          <Muted>
            {platform
              ? 'Every recorded action of every organization: who, when, from where, and what changed.'
              : 'Every recorded action in your organization: who, when, from where, and what changed. Platform and bank staff are shown by role.'}
          </Muted>
        </Stack>
      </PageHeader>
      <Card title="Filters">
        <AuditLogFilters values={filters} onChange={setFilters} byOrganization={platform} />
      </Card>
      {log.error && <Alert tone="danger">{log.error.message}</Alert>}
      <Card title="Events" flush>
        <DataTable
          caption="Audit Log"
          columns={columns}
          rows={items}
          getRowId={(e) => e.id}
          loading={log.loading && items.length === 0}
          emptyText="No events found"
        />
      </Card>
      {endCursor && (
        <Button variant="secondary" onClick={more} loading={log.loading}>
          Load more
        </Button>
      )}
      <EntryDetailsDialog entry={details} onClose={() => setDetails(null)} />
    </Page>
  );
}
