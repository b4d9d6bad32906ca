import { useMutation, useQuery } from '@apollo/client/react';
import { defaultCheckoutTab, isMerchant, isoDate } from '@pg/domain';
import { Button, Checkbox, DataTable, TextField, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import { useNavigate } from 'react-router';

import { ListHeader } from '../modules/app/components/ListHeader';
import { Page, WithSide } from '../modules/app/components/page.styles';
import { useIsMobile } from '../modules/app/hooks/useIsMobile';
import { useListPage } from '../modules/app/hooks/useListPage';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { checkoutDetailsPath } from '../modules/checkouts/format';
import { SUMMARY_OF_CHECKOUT, WEB_PAYMENTS } from '../modules/checkouts/graphql/checkouts';
import { checkoutColumns } from '../modules/checkouts/list/checkoutColumns';
import { CheckoutSidePanel } from '../modules/checkouts/list/CheckoutSidePanel';
import { TestDataNote } from '../modules/test-mode/TestDataNote';
import { livemodeFilter, useViewMode } from '../modules/test-mode/viewMode';

export const CHECKOUTS_LIST_KEY = 'checkouts';
export const TAB_FILTER = 'statusTab';
export const REPORT_SENT_MESSAGE = 'Checkout Report Successfully Sent';

/** Spec 002 s9: the report's range defaults to today through 7 days later ('YYYY-MM-DD'). */
export function defaultReportRange(now: Date = new Date()): { start: string; end: string } {
  const later = new Date(now.getTime() + 7 * 86_400_000);
  return { start: isoDate(now), end: isoDate(later) };
}

/** The range as instants: the start day's first moment to the end day's last (local calendar days). */
export function rangeInstants(start: string, end: string): { startDate: string; endDate: string } {
  return { startDate: new Date(`${start}T00:00:00`).toISOString(), endDate: new Date(`${end}T23:59:59.999`).toISOString() };
}

/** /checkouts (spec 002 s2): list, search, date range with the e-mailed report, paid/unpaid tab, side summary. */
export function CheckoutsPage() {
  const { user } = useSignedInSession();
  const toast = useToast();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  // The search stays out of the URL here; the page still goes back to 1 on each change.
  const view = useListPage(CHECKOUTS_LIST_KEY, { sortField: 'createdAt', sortDirection: 'DESC' }, { searchInUrl: false });
  const { list, page } = view;
  const tab = defaultCheckoutTab(user.role);
  const tabOn = view.flag(TAB_FILTER);
  const [range, setRange] = useState(defaultReportRange);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sendReport, report] = useMutation(SUMMARY_OF_CHECKOUT);
  // Merchants see live or test checkouts as the header's switch says; staff see both, badged.
  const { mode } = useViewMode();
  const livemode = livemodeFilter(mode, isMerchant(user.role));

  const { data, loading } = useQuery(WEB_PAYMENTS, {
    variables: {
      first: list.settings.rowCount,
      page,
      status: tabOn.checked ? tab : null,
      sortField: list.settings.sortField,
      sortDirection: list.settings.sortDirection,
      searchParam: view.searchParam,
      livemode,
    },
  });
  const rows = data?.webPayments.items ?? [];
  const selected = rows.find((r) => r.id === selectedId) ?? null;
  const rangeValid = Boolean(range.start && range.end && range.start <= range.end);

  const onReport = () => {
    if (!rangeValid) return;
    void sendReport({ variables: rangeInstants(range.start, range.end) }).then(
      () => toast.success(REPORT_SENT_MESSAGE),
      () => undefined,
    );
  };

  return (
    <Page>
      <ListHeader title="Checkouts" searchPlaceholder="Search Checkout" search={view.search} onSearch={view.setSearch}>
        <TextField label="From" name="startDate" type="date" value={range.start} onChange={(e) => setRange((r) => ({ ...r, start: e.target.value }))} />
        <TextField
          label="To"
          name="endDate"
          type="date"
          value={range.end}
          error={range.start && range.end && !rangeValid ? 'End date must be after start date' : undefined}
          onChange={(e) => setRange((r) => ({ ...r, end: e.target.value }))}
        />
        <Button variant="secondary" onClick={onReport} loading={report.loading} disabled={!rangeValid || report.loading}>
          Download Report
        </Button>
        <Checkbox label={tab === 'paid' ? 'Paid' : 'Unpaid'} {...tabOn} />
      </ListHeader>
      {livemode === false && <TestDataNote page="checkouts" />}
      {selected && mobile && <CheckoutSidePanel checkout={selected} />}
      <WithSide $side={selected !== null && !mobile}>
        <DataTable
          caption="Checkouts"
          columns={checkoutColumns(user.role, rows)}
          rows={rows}
          getRowId={(r) => r.id}
          loading={loading}
          emptyText="No Checkouts found"
          selectedId={selectedId}
          // A click selects (the side summary; on phones the row's amount and status above the list).
          onRowClick={(r) => setSelectedId((current) => (current === r.id ? null : r.id))}
          onRowDoubleClick={(r) => void navigate(checkoutDetailsPath(r.id))}
          {...view.tableProps(data?.webPayments.total ?? 0)}
        />
        {selected && !mobile && <CheckoutSidePanel checkout={selected} />}
      </WithSide>
    </Page>
  );
}
