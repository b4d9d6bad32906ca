import { useQuery } from '@apollo/client/react';
import { formatDateTime } from '@pg/domain';
import { Alert, Button, Card, DataTable, type DataTableColumn, SelectField, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

import { useDebouncedValue } from '../modules/app/hooks/useDebouncedValue';
import { AUDIT_LOG, type AuditLogEntry } from '../modules/audit-log/auditLog.graphql';
import { ledgerSourceLabel, ledgerSourcePath } from '../modules/ledger/ledger-links';
import { organizationPath } from '../modules/organizations/format';
import { Muted, Page, PageHeader, PageTitle, Stack } from '../modules/refunds/refunds.styles';
import { userPath } from '../modules/users/format';

const PAGE = 50;

/** The four filters side by side where they fit, stacked on a phone. */
const Filters = styled.div`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
`;
const KINDS = [
  { value: '', label: 'Every record' },
  { value: 'invoice', label: 'Invoices' },
  { value: 'webPayment', label: 'Checkouts' },
  { value: 'refund', label: 'Refunds' },
  { value: 'dispute', label: 'Disputes' },
  { value: 'transfer', label: 'Transfers' },
  { value: 'organization', label: 'Organizations' },
  { value: 'user', label: 'Users' },
];

/** The record an event is about, as a link to its screen when it has one. */
function recordPath(e: AuditLogEntry): string | null {
  if (e.subjectType === 'organization') return organizationPath(e.subjectId);
  if (e.subjectType === 'user') return userPath(e.subjectId);
  return ledgerSourcePath(e.subjectType, e.subjectId);
}

const COLUMNS: DataTableColumn<AuditLogEntry>[] = [
  { key: 'createdAt', label: 'Date', render: (e) => formatDateTime(e.createdAt) },
  { key: 'name', label: 'Event' },
  {
    key: 'subjectType',
    label: 'Record',
    hideBelow: 'sm',
    render: (e) => {
      const path = recordPath(e);
      const label = e.subjectType === 'organization' ? 'Organization' : e.subjectType === 'user' ? 'User' : ledgerSourceLabel(e.subjectType);
      return path ? <Link to={path}>{label}</Link> : label;
    },
  },
  { key: 'user', label: 'By', render: (e) => (e.user ? `${e.user.name} (${e.user.email})` : <Muted>the platform</Muted>) },
  { key: 'organization', label: 'Organization', hideBelow: 'md', render: (e) => e.organization?.name ?? '—' },
];

/** /audit-log (PG Admin): who did what to which record, newest first, with filters. */
export function AuditLogPage() {
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const words = useDebouncedValue(search.trim(), 300);
  const variables = { first: PAGE, search: words || null, subjectType: kind || null, from: from || null, to: to || null };
  const log = useQuery(AUDIT_LOG, { variables, notifyOnNetworkStatusChange: true });
  const items = log.data?.auditLog.items ?? [];
  const endCursor = log.data?.auditLog.endCursor ?? null;

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
          <Muted>Every recorded action on invoices, checkouts, refunds, disputes, transfers, organizations and users.</Muted>
        </Stack>
      </PageHeader>
      <Card title="Filters">
        <Filters>
          <TextField label="Search" name="search" placeholder="Event, person or organization" value={search} onChange={(e) => setSearch(e.target.value)} />
          <SelectField label="Record" name="kind" options={KINDS} value={kind} onChange={setKind} />
          <TextField label="From" name="from" type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
          <TextField label="To" name="to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
        </Filters>
      </Card>
      {log.error && <Alert tone="danger">{log.error.message}</Alert>}
      <Card title="Events" flush>
        <DataTable
          caption="Audit Log"
          columns={COLUMNS}
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
    </Page>
  );
}
