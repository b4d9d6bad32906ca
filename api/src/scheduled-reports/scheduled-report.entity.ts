import { defineEntity, p } from '@mikro-orm/core';
import { REPORT_KINDS, REPORT_PERIODS } from '@pg/domain';

import { BaseSchema } from '../common/base.entity';
import { OrganizationSchema } from '../organizations/organization.entity';
import { UserSchema } from '../users/user.entity';

// A person's scheduled report (issue 16, Insight): one list's CSV for each period before a run,
// e-mailed by the Temporal Schedule `report-<id>` (scheduleId, set once the Schedule exists).
const ScheduledReportSchema = defineEntity({
  name: 'ScheduledReport',
  extends: BaseSchema,
  properties: {
    owner: () => p.manyToOne(UserSchema).deleteRule('cascade'),
    /** The owner's organization (the report's tenant); null for staff, whose lists span every organization. */
    organization: () => p.manyToOne(OrganizationSchema).nullable().deleteRule('cascade'),
    kind: p.enum([...REPORT_KINDS]),
    period: p.enum([...REPORT_PERIODS]),
    paused: p.boolean().default(false),
    /** Why the report paused itself (its owner may no longer have it); null when paused by hand or active. */
    pausedReason: p.string().nullable(),
    /** The Temporal Schedule's id once it was created (`report-<id>`); null until then. */
    scheduleId: p.string().nullable(),
    lastSentAt: p.datetime().nullable(),
    /** Rows of the last file sent. */
    lastRowCount: p.integer().nullable(),
    /** The run that last sent it: a retried run sends nothing twice. */
    lastRunKey: p.string().nullable(),
  },
  uniques: [{ properties: ['owner', 'kind', 'period'] }],
});

export class ScheduledReport extends ScheduledReportSchema.class {}
ScheduledReportSchema.setClass(ScheduledReport);
export { ScheduledReportSchema };
