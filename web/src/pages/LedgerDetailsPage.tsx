import { useQuery } from '@apollo/client/react';
import { can, ORGANIZATION_TYPE_LABELS, payableAccountId } from '@pg/domain';
import { Button } from '@pg/ui-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Amount, Muted, Page, PageHeader, PageTitle, Stack, Toolbar } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LedgerExportDialog } from '../modules/ledger/export/LedgerExportDialog';
import { LEDGER_ORGANIZATION, ORG_LEDGER } from '../modules/ledger/graphql/ledger';
import { LedgerEntriesCard } from '../modules/ledger/list/LedgerEntriesCard';
import { useLedgerPages } from '../modules/ledger/list/useLedgerPages';
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
      <LedgerEntriesCard pages={pages} list={ledger.data?.orgLedger} loading={ledger.loading} error={ledger.error} emptyText="No ledger entries yet" />
      {exporting && (
        // This organization's account first: what bank staff export from here.
        <LedgerExportDialog
          open
          onClose={() => setExporting(false)}
          accounts={[]}
          initialAccount={{ id: payableAccountId(id), name: org?.name ?? 'This organization' }}
        />
      )}
    </Page>
  );
}
