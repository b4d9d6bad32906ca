import { useQuery } from '@apollo/client/react';
import { DISPUTE_PROGRESS_STATUSES, DISPUTE_STATUSES, disputeAwaitsRole, type DisputeProgressStatus, type DisputeStatus, isMerchant } from '@pg/domain';
import { Checkbox, DataTable } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Page, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useListPage } from '../modules/app/hooks/useListPage';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { disputeDetailsPath } from '../modules/disputes/format';
import { DISPUTES } from '../modules/disputes/graphql/disputes';
import { disputeColumns } from '../modules/disputes/list/disputeColumns';
import { DisputeSummaryPanel } from '../modules/disputes/list/DisputeSummaryPanel';
import { TestDataNote } from '../modules/test-mode/TestDataNote';
import { livemodeFilter, useViewMode } from '../modules/test-mode/viewMode';

export const DISPUTES_LIST_KEY = 'disputes';
export const DISPUTES_AWAITING_FILTER = 'awaitingMyAction';

/** ?progressStatus=a,b (the query's list) and ?status=open|closed, ignoring unknown values. */
function filtersFrom(params: URLSearchParams): { status: DisputeStatus | null; progressStatus: DisputeProgressStatus[] | null } {
  const status = params.get('status');
  const stages = (params.get('progressStatus') ?? '')
    .split(',')
    .filter((s): s is DisputeProgressStatus => (DISPUTE_PROGRESS_STATUSES as readonly string[]).includes(s));
  return {
    status: (DISPUTE_STATUSES as readonly (string | null)[]).includes(status) ? (status as DisputeStatus) : null,
    progressStatus: stages.length ? stages : null,
  };
}

/** /disputes (spec 001 s2, Dispute list): filters and search in the URL; sort, page size and the checkbox in list settings. */
export function DisputesPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  // Default sort is the creation date (spec 001 s2), newest first.
  const view = useListPage(DISPUTES_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' }, { sortInUrl: true });
  const { list, page } = view;
  const awaiting = view.flag(DISPUTES_AWAITING_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Merchants see live or test disputes as the header's switch says; staff see both, badged.
  const { mode } = useViewMode();
  const livemode = livemodeFilter(mode, isMerchant(user.role));

  const { data, loading } = useQuery(DISPUTES, {
    variables: {
      first: list.settings.rowCount,
      page,
      ...filtersFrom(params),
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam: view.searchParam,
      awaitingMyAction: awaiting.checked || null,
      livemode,
    },
  });
  const rows = data?.disputes.items ?? [];
  const selected = rows.find((d) => d.id === selectedId) ?? null;

  return (
    <Page>
      <ListHeader title="Disputes" searchPlaceholder="Search Dispute" search={view.search} onSearch={view.setSearch}>
        <Checkbox label="Awaiting my action" {...awaiting} />
      </ListHeader>
      {livemode === false && <TestDataNote page="disputes" />}
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Disputes"
          columns={disputeColumns(user.role)}
          rows={rows}
          getRowId={(d) => d.id}
          loading={loading}
          emptyText="No Disputes found"
          dot={(d) => disputeAwaitsRole(user.role, d.status, d.progressStatus)}
          dotLabel="Awaiting my action"
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(d) => (mobile ? void navigate(disputeDetailsPath(d.id)) : setSelectedId(d.id))}
          onRowDoubleClick={(d) => void navigate(disputeDetailsPath(d.id))}
          {...view.tableProps(data?.disputes.total ?? 0)}
        />
        {selected && !mobile && <DisputeSummaryPanel dispute={selected} role={user.role} />}
      </WithSide>
    </Page>
  );
}
