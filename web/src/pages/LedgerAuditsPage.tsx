import { useMutation, useQuery } from '@apollo/client/react';
import { can, formatDateTime } from '@pg/domain';
import { Alert, Button, Card, Collapsible, EmptyState, Spinner } from '@pg/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router';

import { Muted, Page, PageHeader, PageTitle, Stack } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LedgerAuditStatusBadge } from '../modules/ledger/audits/LedgerAuditStatusBadge';
import type { LedgerAuditRun } from '../modules/ledger/graphql/ledger';
import { LEDGER_AUDIT_RUNS, RUN_LEDGER_AUDIT } from '../modules/ledger/graphql/ledger';
import { NotAllowedPage } from './NotAllowedPage';

function RunCard({ run }: { run: LedgerAuditRun }) {
  const failed = run.status === 'failed';
  return (
    <Card title={formatDateTime(run.startedAt)}>
      <Stack>
        <div>
          <LedgerAuditStatusBadge run={run} />{' '}
          <Muted>
            {failed ? 'the books were not checked' : `${run.checks} checks`} · {run.trigger === 'schedule' ? 'nightly' : 'run by hand'}
            {run.mailedAt ? ' · report e-mailed' : ''}
          </Muted>
        </div>
        {failed && <Alert tone="warning">{`The audit could not finish: ${run.error ?? 'unknown error'}`}</Alert>}
        {run.status === 'differences' && (
          <Collapsible title="Differences">
            <ul>
              {run.differences.map((d, i) => (
                <li key={`${d.check}-${d.subject}-${i}`}>
                  <strong>{d.check}</strong> {d.subject}: {d.detail}
                </li>
              ))}
            </ul>
          </Collapsible>
        )}
      </Stack>
    </Card>
  );
}

/** /ledger/audits (PG Admin): the nightly ledger audit's last runs, and a run on demand. */
export function LedgerAuditsPage() {
  const { user } = useSignedInSession();
  const allowed = can(user.role, 'viewPlatformLedger');
  const runs = useQuery(LEDGER_AUDIT_RUNS, { variables: { first: 20 }, skip: !allowed, fetchPolicy: 'cache-and-network' });
  const [runAudit, running] = useMutation(RUN_LEDGER_AUDIT);
  const [message, setMessage] = useState<string | null>(null);
  if (!allowed) return <NotAllowedPage />;

  const start = async () => {
    setMessage(null);
    try {
      await runAudit();
    } catch (e) {
      setMessage(e instanceof Error ? e.message : 'The audit could not be started. Please try again');
    }
    await runs.refetch();
  };
  const list = runs.data?.ledgerAuditRuns ?? [];

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>Ledger Audits</PageTitle>
          <Muted>Every night at 02:00 UTC the books and the card processors' records are checked; differences are e-mailed to PG Admin.</Muted>
        </Stack>
        <Stack>
          <Button onClick={() => void start()} loading={running.loading}>
            Run audit now
          </Button>
          <Link to="/ledger">Back to Ledger</Link>
        </Stack>
      </PageHeader>
      {running.loading && (
        <div role="status">
          <Spinner size="sm" label="Checking the books" /> Checking the books…
        </div>
      )}
      {message && <Alert tone="warning">{message}</Alert>}
      {runs.error && <Alert tone="danger">{runs.error.message}</Alert>}
      {runs.loading && list.length === 0 ? (
        <Spinner label="Loading audit runs" />
      ) : list.length === 0 ? (
        <EmptyState message="No audit runs yet" />
      ) : (
        list.map((run) => <RunCard key={run.id} run={run} />)
      )}
    </Page>
  );
}
