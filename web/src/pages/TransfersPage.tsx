import { useQuery } from '@apollo/client/react';
import { DataTable, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../modules/app/hooks/useDebouncedValue';
import { useListSettings } from '../modules/app/hooks/useListSettings';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { useIsMobile } from '../modules/invoices/list/useIsMobile';
import { Page, PageHeader, PageTitle, Toolbar, WithSide } from '../modules/refunds/refunds.styles';
import { transferDetailsPath } from '../modules/transfers/format';
import { TRANSFERS } from '../modules/transfers/graphql/transfers';
import { TRANSFER_COLUMNS } from '../modules/transfers/list/transferColumns';
import { TransferSummaryPanel } from '../modules/transfers/list/TransferSummaryPanel';

export const TRANSFERS_LIST_KEY = 'transfers';

/** /transfers (spec 002 s2): search, sort by date, code and amount, paging, a side summary with View Details. */
export function TransfersPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const list = useListSettings(TRANSFERS_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' });
  const [search, setSearch] = useState(params.get('query') ?? '');
  const searchParam = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const { data, previousData, loading } = useQuery(TRANSFERS, {
    variables: { first: list.settings.rowCount, page, sortField: list.settings.sortField, sortDirection: list.settings.sortDirection, searchParam: searchParam || null },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search or sort loads, the previous rows stay (and the selected one's summary).
  const shown = data ?? previousData;
  const rows = shown?.transfers.items ?? [];
  const selected = rows.find((t) => t.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Transfers</PageTitle>
        <Toolbar>
          <TextField
            label="Search"
            name="query"
            type="search"
            placeholder="Search Transfer"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setParams((current) => {
                const copy = new URLSearchParams(current);
                if (event.target.value) copy.set('query', event.target.value);
                else copy.delete('query');
                copy.delete('page');
                return copy;
              });
            }}
          />
        </Toolbar>
      </PageHeader>
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Transfers"
          columns={TRANSFER_COLUMNS}
          rows={rows}
          getRowId={(t) => t.id}
          loading={loading}
          emptyText="No Transfers found"
          sort={list.settings.sortField ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? 'asc' : 'desc' } : undefined}
          onSortChange={(sort) => list.setSort(sort.field, sort.direction === 'asc' ? 'ASC' : 'DESC')}
          selectedId={selectedId}
          onRowClick={(t) => (mobile ? void navigate(transferDetailsPath(t.id)) : setSelectedId(t.id))}
          onRowDoubleClick={(t) => void navigate(transferDetailsPath(t.id))}
          page={page}
          rowCount={list.settings.rowCount}
          total={shown?.transfers.total ?? 0}
          onPageChange={setPage}
          onRowCountChange={(rowCount) => {
            list.setRowCount(rowCount);
            setPage(1);
          }}
        />
        {selected && !mobile && <TransferSummaryPanel transfer={selected} role={user.role} />}
      </WithSide>
    </Page>
  );
}
