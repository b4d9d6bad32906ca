import { useQuery } from '@apollo/client/react';
import { can } from '@pg/domain';
import { Button } from '@pg/ui-kit';
import { useState } from 'react';
import { Link, useParams } from 'react-router';

import { Amount, Muted, Page, PageHeader, PageTitle, Stack, Toolbar } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LedgerExportDialog } from '../modules/ledger/export/LedgerExportDialog';
import { LEDGER_ACCOUNT_ENTRIES, LEDGER_ACCOUNTS } from '../modules/ledger/graphql/ledger';
import { LedgerEntriesCard } from '../modules/ledger/list/LedgerEntriesCard';
import { useLedgerPages } from '../modules/ledger/list/useLedgerPages';
import { money } from '../modules/transfers/format';
import { NotAllowedPage } from './NotAllowedPage';

export const LEDGER_ACCOUNT_LIST_KEY = 'ledgerAccount';

/** /ledger/accounts/{id} (PG Admin): one of the platform's own accounts and its entries, newest first, with the running balance. */
export function LedgerAccountPage() {
  const { user } = useSignedInSession();
  const allowed = can(user.role, 'viewPlatformLedger');
  const { accountId = '' } = useParams();
  const pages = useLedgerPages(LEDGER_ACCOUNT_LIST_KEY, accountId);
  const accounts = useQuery(LEDGER_ACCOUNTS, { skip: !allowed });
  const entries = useQuery(LEDGER_ACCOUNT_ENTRIES, { variables: { accountId, ...pages.variables }, skip: !allowed });
  const [exporting, setExporting] = useState(false);
  if (!allowed) return <NotAllowedPage />;
  const all = accounts.data?.ledgerAccounts ?? [];
  const account = all.find((a) => a.id === accountId);

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>{account?.name ?? 'Ledger account'}</PageTitle>
          {account && (
            <Muted>
              {account.id} · Balance <Amount>{money(account.balance)}</Amount>
            </Muted>
          )}
        </Stack>
        <Toolbar>
          <Button variant="secondary" onClick={() => setExporting(true)}>
            Export
          </Button>
          <Link to="/ledger">Back to Ledger</Link>
        </Toolbar>
      </PageHeader>
      <LedgerEntriesCard
        pages={pages}
        list={entries.data?.ledgerAccountEntries}
        loading={entries.loading}
        error={entries.error}
        emptyText={entries.error ? entries.error.message : 'No ledger entries yet'}
      />
      {exporting && (
        <LedgerExportDialog open onClose={() => setExporting(false)} accounts={all} initialAccount={account ?? { id: accountId, name: accountId }} />
      )}
    </Page>
  );
}
