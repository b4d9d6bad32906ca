import type { OrganizationReportFilter } from './organization-report.activities';

export interface OrganizationReportInput {
  requestedById: string;
  filter: OrganizationReportFilter;
}

/** One process per request: `organization-report-<requestId>`. */
export const organizationReportWorkflowId = (requestId: string) => `organization-report-${requestId}`;
