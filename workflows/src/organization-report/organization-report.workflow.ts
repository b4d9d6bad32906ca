import { proxyActivities, workflowInfo } from '@temporalio/workflow';

import type { OrganizationReportActivities } from './organization-report.activities';
import type { OrganizationReportInput } from './organization-report.messages';

// Building the file reads every organization; the mail may fail for a while: retry for a day.
const { sendOrganizationReport } = proxyActivities<OrganizationReportActivities>({
  startToCloseTimeout: '2 minutes',
  retry: { initialInterval: '2 seconds', backoffCoefficient: 2, maximumInterval: '10 minutes' },
  scheduleToCloseTimeout: '1 day',
});

/** summaryOfOrganization: the report is built and e-mailed outside the request. Returns the row count. */
export async function organizationReportWorkflow(input: OrganizationReportInput): Promise<number> {
  return sendOrganizationReport({ requestedById: input.requestedById, filter: input.filter, issuedBy: `${workflowInfo().workflowId}/send` });
}
