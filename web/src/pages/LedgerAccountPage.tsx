import { useQuery } from '@apollo/client/react';
import { can } from '@pg/domain';
import { Card, DataTable } from '@pg/ui-kit';
import { Link, useParams } from 'react-router';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { LEDGER_ACCOUNTS, LEDGER_ACCOUNT_ENTRIES } from '../modules/ledger/graphql/ledger';
import { LEDGER_ENTRY_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { Amount, Muted, Page, PageHeader, PageTitle, Stack } from '../modules/refunds/refunds.styles';
import { money } from '../modules/transfers/format';
import { useListPage } from '../modules/transfers/list/useListPage';
import { NotAllowedPage } from './NotAllowedPage';

export const LEDGER_ACCOUNT_LIST_KEY = 'ledgerAccount';

/** /ledger/accounts/{id} (PG Admin): one of the platform's own accounts and its entries, newest first. */
export function LedgerAccountPage() {
  const { user } = useSignedInSession();
  const allowed = can(user.role, 'viewPlatformLedger');
  const { accountId = '' } = useParams();
  const view = useListPage(LEDGER_ACCOUNT_LIST_KEY, {});
  const accounts = useQuery(LEDGER_ACCOUNTS, { skip: !allowed });
  const entries = useQuery(LEDGER_ACCOUNT_ENTRIES, { variables: { accountId, first: view.list.settings.rowCount, page: view.page }, skip: !allowed });
  if (!allowed) return <NotAllowedPage />;
  const account = accounts.data?.ledgerAccounts.find((a) => a.id === accountId);
  const { sort: _sort, onSortChange: _onSortChange, ...paging } = view.tableProps(entries.data?.ledgerAccountEntries.total ?? 0);

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
        <Link to="/ledger">Back to Ledger</Link>
      </PageHeader>
      <Card title="Ledger Details" flush>
        <DataTable
          caption="Ledger Details"
          columns={LEDGER_ENTRY_COLUMNS}
          rows={entries.data?.ledgerAccountEntries.items ?? []}
          getRowId={(e) => e.id}
          loading={entries.loading}
          emptyText={entries.error ? entries.error.message : 'No ledger entries yet'}
          {...paging}
        />
      </Card>
    </Page>
  );
}
