import { graphql } from '../../../gql';
import type { ScheduledReportFieldsFragment } from '../../../gql/graphql';

// Scheduled reports on /reports (issue 16, Insight). Typed documents generated from
// api/schema.graphql (npm run codegen).

export type ScheduledReport = ScheduledReportFieldsFragment;

export const SCHEDULED_REPORT_FIELDS = graphql(`
  fragment ScheduledReportFields on ScheduledReport {
    id
    kind
    period
    paused
    pausedReason
    nextRunAt
    lastSentAt
    createdAt
  }
`);

export const SCHEDULED_REPORTS = graphql(`
  query ScheduledReports {
    scheduledReports {
      ...ScheduledReportFields
    }
  }
`);

export const CREATE_SCHEDULED_REPORT = graphql(`
  mutation CreateScheduledReport($kind: ReportKind!, $period: ReportPeriod!) {
    createScheduledReport(kind: $kind, period: $period) {
      ...ScheduledReportFields
    }
  }
`);

export const PAUSE_SCHEDULED_REPORT = graphql(`
  mutation PauseScheduledReport($id: ID!) {
    pauseScheduledReport(id: $id) {
      ...ScheduledReportFields
    }
  }
`);

export const RESUME_SCHEDULED_REPORT = graphql(`
  mutation ResumeScheduledReport($id: ID!) {
    resumeScheduledReport(id: $id) {
      ...ScheduledReportFields
    }
  }
`);

export const SEND_SCHEDULED_REPORT_NOW = graphql(`
  mutation SendScheduledReportNow($id: ID!) {
    sendScheduledReportNow(id: $id) {
      ...ScheduledReportFields
    }
  }
`);

export const DELETE_SCHEDULED_REPORT = graphql(`
  mutation DeleteScheduledReport($id: ID!) {
    deleteScheduledReport(id: $id) {
      success
    }
  }
`);
