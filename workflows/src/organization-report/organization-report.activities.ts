import type { OrganizationStatus, OrganizationType } from '@pg/domain';

/** Which organizations the report covers: the list's filters when it was asked for. */
export interface OrganizationReportFilter {
  status?: OrganizationStatus[];
  type?: OrganizationType[];
  searchParam?: string | null;
}

// What the report process needs done outside the workflow (api/src/organizations/organization-report.activities.ts).
export interface OrganizationReportActivities {
  /**
   * Builds the CSV of the organizations the requester may see and e-mails it to them.
   * Idempotent per `issuedBy`: a retry after the mail went out sends nothing. Returns the rows.
   */
  sendOrganizationReport: (input: { requestedById: string; filter: OrganizationReportFilter; issuedBy: string }) => Promise<number>;
}
