import { useMutation, useQuery } from '@apollo/client/react';
import { can, ORGANIZATION_TOASTS, organizationListTypes, REQUESTED_FILTER_STATUS } from '@pg/domain';
import { Button, Checkbox, DataTable, ReasonedButton, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { Page, PageHeader, PageTitle, Row, Toolbar, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useListPage } from '../modules/app/hooks/useListPage';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { useOrganizationStatus } from '../modules/organizations/details/useOrganizationStatus';
import { ORGANIZATION_CREATE_PATH, organizationPath } from '../modules/organizations/format';
import { ORGANIZATION_LIST, SUMMARY_OF_ORGANIZATION } from '../modules/organizations/graphql/organizations';
import { organizationColumns } from '../modules/organizations/list/organizationColumns';
import { OrganizationSummaryPanel } from '../modules/organizations/list/OrganizationSummaryPanel';

/** Why Create Organization is disabled for the other roles that open this list (spec 002: bank finance only). */
const CREATE_ORGANIZATION_REASON = 'Only Bank Finance creates organizations.';

export const ORGANIZATIONS_LIST_KEY = 'organizations';
export const REQUESTED_FILTER = 'requested';
/** Spec 000 s9: organization search debounce 200 ms. */
const SEARCH_DEBOUNCE_MS = 200;

/** /organizations (spec 002 s2): search, sort, page, the requested filter, report, create, side summary. */
export function OrganizationsPage() {
  const { user } = useSignedInSession();
  const navigate = useNavigate();
  const toast = useToast();
  const mobile = useIsMobile();
  const listPage = useListPage(ORGANIZATIONS_LIST_KEY, { sortField: 'name', sortDirection: 'ASC' }, { searchDebounceMs: SEARCH_DEBOUNCE_MS });
  const { list, page, searchParam } = listPage;
  const requested = listPage.flag(REQUESTED_FILTER);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  // The type filter is the viewer's types; the checkbox adds status=requested (spec 002 s2, s6).
  const filter = { type: organizationListTypes(user.role), status: requested.checked ? REQUESTED_FILTER_STATUS : null };
  const { data, loading, refetch } = useQuery(ORGANIZATION_LIST, {
    variables: { first: list.settings.rowCount, page, sortField: list.settings.sortField, sortDirection: list.settings.sortDirection, searchParam, ...filter },
  });
  const status = useOrganizationStatus(() => void refetch());
  const [sendReport, report] = useMutation(SUMMARY_OF_ORGANIZATION);
  const rows = data?.organizationList.items ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;

  async function requestReport() {
    try {
      await sendReport({ variables: { ...filter, searchParam } });
      toast.success(ORGANIZATION_TOASTS.reportSent);
    } catch {
      // The error link has shown the server's message.
    }
  }

  return (
    <Page>
      <PageHeader>
        <PageTitle>Organizations</PageTitle>
        <Row>
          <Button variant="secondary" loading={report.loading} onClick={() => void requestReport()}>
            Organization Report
          </Button>
          <ReasonedButton
            align="end"
            disabled={!can(user.role, 'createOrganization')}
            reason={CREATE_ORGANIZATION_REASON}
            onClick={() => void navigate(ORGANIZATION_CREATE_PATH)}
          >
            Create Organization
          </ReasonedButton>
        </Row>
      </PageHeader>
      <Toolbar>
        <TextField
          label="Search"
          name="query"
          type="search"
          placeholder="Search Organization"
          value={listPage.search}
          onChange={(e) => listPage.setSearch(e.target.value)}
        />
        <Checkbox label="Requested" {...requested} />
      </Toolbar>
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Organizations"
          columns={organizationColumns()}
          rows={rows}
          getRowId={(r) => r.id}
          loading={loading}
          emptyText="No Organization found"
          selectedId={selectedId}
          // On phones a click opens the details; on wider screens it selects and opens the summary.
          onRowClick={(r) => (mobile ? void navigate(organizationPath(r.id)) : setSelectedId(r.id))}
          onRowDoubleClick={(r) => void navigate(organizationPath(r.id))}
          {...listPage.tableProps(data?.organizationList.total ?? 0)}
        />
        {selected && !mobile && <OrganizationSummaryPanel organization={selected} onStatusChange={status.ask} busy={status.busy} />}
      </WithSide>
      {status.dialog}
    </Page>
  );
}
