import { useQuery } from '@apollo/client/react';
import { ORGANIZATION_TYPE_LABELS } from '@pg/domain';
import { Card, DataTable } from '@pg/ui-kit';
import { Link, useParams, useSearchParams } from 'react-router';
import { useListSettings } from '../modules/app/hooks/useListSettings';
import { LEDGER_ORGANIZATION, ORG_LEDGER } from '../modules/ledger/graphql/ledger';
import { LEDGER_ENTRY_COLUMNS } from '../modules/ledger/list/ledgerColumns';
import { Amount, Muted, Page, PageHeader, PageTitle, Stack } from '../modules/refunds/refunds.styles';
import { money } from '../modules/transfers/format';

export const LEDGER_DETAILS_LIST_KEY = 'ledgerDetails';

/** /ledger/{id} (spec 002 s2): the organization's balance and its "Ledger Details", newest first. */
export function LedgerDetailsPage() {
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const list = useListSettings(LEDGER_DETAILS_LIST_KEY, {});
  const page = Math.max(1, Number(params.get('page')) || 1);
  const organization = useQuery(LEDGER_ORGANIZATION, { variables: { id } });
  const ledger = useQuery(ORG_LEDGER, { variables: { organizationId: id, first: list.settings.rowCount, page } });
  const org = organization.data?.organization;
  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

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
          page={page}
          rowCount={list.settings.rowCount}
          total={ledger.data?.orgLedger.total ?? 0}
          onPageChange={setPage}
          onRowCountChange={(rowCount) => {
            list.setRowCount(rowCount);
            setPage(1);
          }}
        />
      </Card>
    </Page>
  );
}
