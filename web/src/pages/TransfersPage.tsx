import { useQuery } from '@apollo/client/react';
import { DataTable } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Page, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { transferDetailsPath } from '../modules/transfers/format';
import { TRANSFERS } from '../modules/transfers/graphql/transfers';
import { TRANSFER_COLUMNS } from '../modules/transfers/list/transferColumns';
import { TransferSummaryPanel } from '../modules/transfers/list/TransferSummaryPanel';
import { useListPage } from '../modules/transfers/list/useListPage';

export const TRANSFERS_LIST_KEY = 'transfers';

/** /transfers (spec 002 s2): search, sort by date, code and amount, paging, a side summary with View Details. */
export function TransfersPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const view = useListPage(TRANSFERS_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { settings } = view.list;
  const { data, previousData, loading } = useQuery(TRANSFERS, {
    variables: {
      first: settings.rowCount,
      page: view.page,
      sortField: settings.sortField,
      sortDirection: settings.sortDirection,
      searchParam: view.searchParam || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While a new search or sort loads, the previous rows (and the selected one's summary) stay.
  const shown = data ?? previousData;
  const rows = shown?.transfers.items ?? [];
  const selected = rows.find((t) => t.id === selectedId) ?? null;

  return (
    <Page>
      <ListHeader title="Transfers" searchPlaceholder="Search Transfer" search={view.search} onSearch={view.setSearch} />
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Transfers"
          columns={TRANSFER_COLUMNS}
          rows={rows}
          getRowId={(t) => t.id}
          loading={loading}
          emptyText="No Transfers found"
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(t) => (mobile ? void navigate(transferDetailsPath(t.id)) : setSelectedId(t.id))}
          onRowDoubleClick={(t) => void navigate(transferDetailsPath(t.id))}
          {...view.tableProps(shown?.transfers.total ?? 0)}
        />
        {selected && !mobile && <TransferSummaryPanel transfer={selected} role={user.role} />}
      </WithSide>
    </Page>
  );
}
