import { useQuery } from '@apollo/client/react';
import { REFUND_PROGRESS_STATUSES, REFUND_STATUSES, refundAwaitsRole, type RefundProgressStatus, type RefundStatus } from '@pg/domain';
import { Checkbox, DataTable, TextField } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebouncedValue } from '../modules/app/hooks/useDebouncedValue';
import { useListSettings } from '../modules/app/hooks/useListSettings';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { useIsMobile } from '../modules/invoices/list/useIsMobile';
import { refundDetailsPath } from '../modules/refunds/format';
import { REFUNDS } from '../modules/refunds/graphql/refunds';
import { refundColumns } from '../modules/refunds/list/refundColumns';
import { RefundSummaryPanel } from '../modules/refunds/list/RefundSummaryPanel';
import { Page, PageHeader, PageTitle, Toolbar, WithSide } from '../modules/refunds/refunds.styles';

export const REFUNDS_LIST_KEY = 'refunds';
export const AWAITING_FILTER = 'awaitingMyAction';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** /refunds (spec 001 s2, Refund list). Filters and search live in the URL; sort, page size and the checkbox in list settings. */
export function RefundsPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const list = useListSettings(REFUNDS_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' });
  const [search, setSearch] = useState(params.get('query') ?? '');
  const searchParam = useDebouncedValue(search.trim(), 300);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const awaiting = list.settings.filters[AWAITING_FILTER] === true;
  const [selectedId, setSelectedId] = useState<string | null>(null);

  const setPage = (next: number) =>
    setParams((current) => {
      const copy = new URLSearchParams(current);
      if (next > 1) copy.set('page', String(next));
      else copy.delete('page');
      return copy;
    });

  const { data, loading } = useQuery(REFUNDS, {
    variables: {
      first: list.settings.rowCount,
      page,
      status: oneOf<RefundStatus>(REFUND_STATUSES, params.get('status')),
      progressStatus: oneOf<RefundProgressStatus>(REFUND_PROGRESS_STATUSES, params.get('progressStatus')),
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam: searchParam || null,
      awaitingMyAction: awaiting || null,
    },
  });
  const rows = data?.refunds.items ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  return (
    <Page>
      <PageHeader>
        <PageTitle>Refunds</PageTitle>
        <Toolbar>
          <TextField
            label="Search"
            name="query"
            type="search"
            placeholder="Search Refund"
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
          <Checkbox
            label="Awaiting my action"
            checked={awaiting}
            onChange={(checked) => {
              list.setFilter(AWAITING_FILTER, checked ? true : undefined);
              setPage(1);
            }}
          />
        </Toolbar>
      </PageHeader>
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Refunds"
          columns={refundColumns(user.role)}
          rows={rows}
          getRowId={(r) => r.id}
          loading={loading}
          emptyText="No Refunds found"
          sort={list.settings.sortField ? { field: list.settings.sortField, direction: list.settings.sortDirection === 'ASC' ? 'asc' : 'desc' } : undefined}
          onSortChange={(sort) => list.setSort(sort.field, sort.direction === 'asc' ? 'ASC' : 'DESC')}
          dot={(r) => refundAwaitsRole(user.role, r.status, r.progressStatus)}
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(r) => (mobile ? void navigate(refundDetailsPath(r.id)) : setSelectedId(r.id))}
          onRowDoubleClick={(r) => void navigate(refundDetailsPath(r.id))}
          page={page}
          rowCount={list.settings.rowCount}
          total={data?.refunds.total ?? 0}
          onPageChange={setPage}
          onRowCountChange={(rowCount) => {
            list.setRowCount(rowCount);
            setPage(1);
          }}
        />
        {selected && !mobile && <RefundSummaryPanel refund={selected} role={user.role} />}
      </WithSide>
    </Page>
  );
}
