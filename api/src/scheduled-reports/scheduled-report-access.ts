import { canScheduleReport, isRole, isStaff, REPORT_KIND_LABELS, ROLE_NAMES } from '@pg/domain';

import { isConfined } from '../auth/session-loader.service';
import type { User } from '../users/user.entity';
import type { ScheduledReport } from './scheduled-report.entity';

/**
 * Why the owner may not have this report today, or null when they may: the checks a request of
 * theirs would meet (account closed, locked or its organization suspended, a role that may not
 * open the list, another tenant). `report.owner.organization` must be loaded.
 */
export function scheduledReportRefusal(report: ScheduledReport, owner: User): string | null {
  if (!isRole(owner.role)) return 'The account has no role any more';
  if (owner.organization.status === 'closed') return 'The organization was closed';
  if (isConfined(owner.locked, owner.organization.status)) return 'The account is locked';
  if (!canScheduleReport(owner.role, report.kind)) return `A ${ROLE_NAMES[owner.role]} may not receive the ${REPORT_KIND_LABELS[report.kind]} report`;
  const tenant = isStaff(owner.role) ? null : owner.organization.id;
  if ((report.organization?.id ?? null) !== tenant) return 'The account belongs to another organization now';
  return null;
}
