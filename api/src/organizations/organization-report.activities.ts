import type { EntityManager } from '@mikro-orm/postgresql';
import { isRole } from '@pg/domain';
import type { OrganizationReportActivities } from '@pg/workflows';

import { GatewayEvent } from '../events/event.entity';
import type { EventsService } from '../events/events.service';
import type { MailService } from '../mail/mail.service';
import { recordOrganizationEvent } from './organization-events';
import { buildOrganizationReport } from './organization-report';

export interface OrganizationReportActivityDeps {
  /** The root EntityManager; every activity call forks it. */
  em: EntityManager;
  mail: MailService;
  events: EventsService;
}

export const REPORT_SENT = 'Organization Report Sent';

// Built by a factory with its dependencies injected (the worker passes the Nest providers).
export function createOrganizationReportActivities({ em: root, mail, events }: OrganizationReportActivityDeps): OrganizationReportActivities {
  return {
    async sendOrganizationReport({ requestedById, filter, issuedBy }) {
      const em = root.fork();
      // Sent already (a retry after the mail went out): the history row is the receipt.
      const sent = await em.findOne(GatewayEvent, { slug: 'organization-report-sent', meta: { issuedBy } });
      if (sent) return Number((sent.meta as { rows?: number } | null)?.rows ?? 0);
      // By SQL, not the User entity: users/ sits above organizations/ (docs/decisions/0109-structure-check-and-layers.md).
      const [user] = await em.execute<{ id: string; role: number; locked: boolean; email: string; name: string; organization_id: string }[]>(
        'select id, role, locked, email, name, organization_id from app_user where id = ?',
        [requestedById],
      );
      // The requester left or lost the role since asking: nothing is sent.
      if (!user || user.locked || !isRole(user.role)) return 0;
      const viewer = { id: user.id, role: user.role, organizationId: user.organization_id, locked: user.locked };
      const { csv, rows } = await buildOrganizationReport(em, viewer, filter);
      const day = new Date().toISOString().slice(0, 10);
      await mail.send({
        to: user.email,
        subject: `Organization report ${day}`,
        text: `Hello ${user.name},\n\nThe organization report you asked for is attached (${rows} ${rows === 1 ? 'organization' : 'organizations'}, CSV).\n`,
        attachments: [{ filename: `organizations-${day}.csv`, content: csv, contentType: 'text/csv; charset=utf-8' }],
      });
      recordOrganizationEvent(events, em, user.organization_id, REPORT_SENT, user.id, { issuedBy, rows, filter });
      await em.flush();
      return rows;
    },
  };
}
