import { useQuery } from '@apollo/client/react';
import { canVisit } from '@pg/domain';

import { Muted, Page, PageHeader, PageTitle, Stack } from '../modules/app/components/page.styles';
import { useSignedInSession } from '../modules/app/session/SessionContext';
import { FormColumn, Layout, ListColumn } from '../modules/reports/components/reports.styles';
import { ScheduledReportList } from '../modules/reports/components/ScheduledReportList';
import { ScheduleReportForm } from '../modules/reports/components/ScheduleReportForm';
import { SCHEDULED_REPORTS } from '../modules/reports/graphql/reports';
import { NotAllowedPage } from './NotAllowedPage';

/** /reports: the person's scheduled reports (issue 16, Insight), e-mailed as CSV by Temporal Schedules. */
export function ReportsPage() {
  const { user } = useSignedInSession();
  const allowed = canVisit(user.role, '/reports');
  const reports = useQuery(SCHEDULED_REPORTS, { skip: !allowed, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  if (!allowed) return <NotAllowedPage />;
  const refetch = () => void reports.refetch().catch(() => undefined);

  return (
    <Page>
      <PageHeader>
        <Stack>
          <PageTitle>Scheduled Reports</PageTitle>
          <Muted>Lists you may open, e-mailed to you as CSV at 06:00 UTC: daily for the day before, weekly on Mondays, monthly on the 1st.</Muted>
        </Stack>
      </PageHeader>
      <Layout>
        <FormColumn>
          <ScheduleReportForm role={user.role} onCreated={refetch} />
        </FormColumn>
        <ListColumn>
          <ScheduledReportList
            reports={reports.data?.scheduledReports ?? []}
            loading={reports.loading}
            error={reports.error}
            onRetry={refetch}
            onChanged={refetch}
          />
        </ListColumn>
      </Layout>
    </Page>
  );
}
