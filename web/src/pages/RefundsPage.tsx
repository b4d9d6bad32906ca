import { useQuery } from '@apollo/client/react';
import { isMerchant, REFUND_PROGRESS_STATUSES, REFUND_STATUSES, refundAwaitsRole, type RefundProgressStatus, type RefundStatus } from '@pg/domain';
import { Checkbox, DataTable } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Page, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useListPage } from '../modules/app/hooks/useListPage';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { refundDetailsPath } from '../modules/refunds/format';
import { REFUNDS } from '../modules/refunds/graphql/refunds';
import { refundColumns } from '../modules/refunds/list/refundColumns';
import { RefundSummaryPanel } from '../modules/refunds/list/RefundSummaryPanel';
import { TestDataNote } from '../modules/test-mode/TestDataNote';
import { livemodeFilter, useViewMode } from '../modules/test-mode/viewMode';

export const REFUNDS_LIST_KEY = 'refunds';
export const AWAITING_FILTER = 'awaitingMyAction';

function oneOf<T extends string>(values: readonly T[], value: string | null): T | null {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;
}

/** /refunds (spec 001 s2, Refund list). Filters, search and sort live in the URL (the sort also in list settings); page size and the checkbox in list settings. */
export function RefundsPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const view = useListPage(REFUNDS_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' }, { sortInUrl: true });
  const { list, page } = view;
  const awaiting = view.flag(AWAITING_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Merchants see live or test refunds as the header's switch says; staff see both, badged.
  const { mode } = useViewMode();
  const livemode = livemodeFilter(mode, isMerchant(user.role));

  const { data, loading } = useQuery(REFUNDS, {
    variables: {
      first: list.settings.rowCount,
      page,
      status: oneOf<RefundStatus>(REFUND_STATUSES, params.get('status')),
      progressStatus: oneOf<RefundProgressStatus>(REFUND_PROGRESS_STATUSES, params.get('progressStatus')),
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam: view.searchParam,
      awaitingMyAction: awaiting.checked || null,
      livemode,
    },
  });
  const rows = data?.refunds.items ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  return (
    <Page>
      <ListHeader title="Refunds" searchPlaceholder="Search Refund" search={view.search} onSearch={view.setSearch}>
        <Checkbox label="Awaiting my action" {...awaiting} />
      </ListHeader>
      {livemode === false && <TestDataNote page="refunds" />}
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Refunds"
          columns={refundColumns(user.role)}
          rows={rows}
          getRowId={(r) => r.id}
          loading={loading}
          emptyText="No Refunds found"
          dot={(r) => refundAwaitsRole(user.role, r.status, r.progressStatus)}
          dotLabel="Awaiting my action"
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(r) => (mobile ? void navigate(refundDetailsPath(r.id)) : setSelectedId(r.id))}
          onRowDoubleClick={(r) => void navigate(refundDetailsPath(r.id))}
          {...view.tableProps(data?.refunds.total ?? 0)}
        />
        {selected && !mobile && <RefundSummaryPanel refund={selected} role={user.role} />}
      </WithSide>
    </Page>
  );
}
