import { useQuery } from '@apollo/client/react';
import { ORGANIZATION_TYPE_LABELS } from '@pg/domain';
import { Card, DataTable } from '@pg/ui-kit';
import { Link, useParams } from 'react-router';
import { LEDGER_ORGANIZATION, ORG_LEDGER } from '../modules/ledger/graphql/ledger';
import { LEDGER_ENTRY_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { Amount, Muted, Page, PageHeader, PageTitle, Stack } from '../modules/refunds/refunds.styles';
import { money } from '../modules/transfers/format';
import { useListPage } from '../modules/transfers/list/useListPage';

export const LEDGER_DETAILS_LIST_KEY = 'ledgerDetails';

/** /ledger/{id} (spec 002 s2): the organization's balance and its "Ledger Details", newest first. */
export function LedgerDetailsPage() {
  const { id = '' } = useParams();
  const view = useListPage(LEDGER_DETAILS_LIST_KEY, {});
  const organization = useQuery(LEDGER_ORGANIZATION, { variables: { id } });
  const ledger = useQuery(ORG_LEDGER, { variables: { organizationId: id, first: view.list.settings.rowCount, page: view.page } });
  const org = organization.data?.organization;
  // Newest first, always: the entries have no other order to sort by.
  const { sort: _sort, onSortChange: _onSortChange, ...paging } = view.tableProps(ledger.data?.orgLedger.total ?? 0);

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
        <Link to="/ledger">Back to Ledger</Link>
      </PageHeader>
      <Card title="Ledger Details" flush>
        <DataTable
          caption="Ledger Details"
          columns={LEDGER_ENTRY_COLUMNS}
          rows={ledger.data?.orgLedger.items ?? []}
          getRowId={(e) => e.id}
          loading={ledger.loading}
          emptyText="No ledger entries yet"
          {...paging}
        />
      </Card>
    </Page>
  );
}
