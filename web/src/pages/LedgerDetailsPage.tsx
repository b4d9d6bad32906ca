import { useQuery } from '@apollo/client/react';
import { ORGANIZATION_TYPE_LABELS, can, payableAccountId } from '@pg/domain';
import { Button, Card, DataTable } from '@pg/ui-kit';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LedgerExportDialog } from '../modules/ledger/export/LedgerExportDialog';
import { LEDGER_ORGANIZATION, ORG_LEDGER } from '../modules/ledger/graphql/ledger';
import { LEDGER_ENTRY_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { useLedgerPages } from '../modules/ledger/list/useLedgerPages';
import { Amount, Muted, Page, PageHeader, PageTitle, Stack, Toolbar } from '../modules/refunds/refunds.styles';
import { money } from '../modules/transfers/format';

export const LEDGER_DETAILS_LIST_KEY = 'ledgerDetails';

/** /ledger/{id} (spec 002 s2): the organization's balance and its "Ledger Details", newest first. */
export function LedgerDetailsPage() {
  const { id = '' } = useParams();
  const { user } = useSignedInSession();
  const pages = useLedgerPages(LEDGER_DETAILS_LIST_KEY, id);
  const organization = useQuery(LEDGER_ORGANIZATION, { variables: { id } });
  const ledger = useQuery(ORG_LEDGER, { variables: { organizationId: id, ...pages.variables } });
  const [exporting, setExporting] = useState(false);
  const org = organization.data?.organization;
  const page = pages.view.page;
  const endCursor = ledger.data?.orgLedger.endCursor;
  const cursorRefused = pages.usesCursor && ledger.error !== undefined;
  const { remember, forget } = pages;
  useEffect(() => remember(page, endCursor), [page, endCursor, remember]);
  useEffect(() => {
    if (cursorRefused) forget();
  }, [cursorRefused, forget]);

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>{org?.name ?? 'Ledger'}</PageTitle>
          {org && (
            <Muted>
              {ORGANIZATION_TYPE_LABELS[org.type] ?? org.type} · Balance <Amount>{money(org.currentBalance)}</Amount>
            </Muted>
          )}
        </Stack>
        <Toolbar>
          {can(user.role, 'exportLedger') && (
            <Button variant="secondary" onClick={() => setExporting(true)}>
              Export
            </Button>
          )}
          <Link to="/ledger">Back to Ledger</Link>
        </Toolbar>
      </PageHeader>
      <Card title="Ledger Details" flush>
        <DataTable
          caption="Ledger Details"
          columns={LEDGER_ENTRY_COLUMNS}
          rows={ledger.data?.orgLedger.items ?? []}
          getRowId={(e) => e.id}
          loading={ledger.loading}
          emptyText="No ledger entries yet"
          {...pages.paging(ledger.data?.orgLedger.total ?? 0)}
        />
      </Card>
      {exporting && (
        // This organization's account first: what bank staff export from here.
        <LedgerExportDialog open onClose={() => setExporting(false)} accounts={[]} initialAccount={{ id: payableAccountId(id), name: org?.name ?? 'This organization' }} />
      )}
    </Page>
  );
}
