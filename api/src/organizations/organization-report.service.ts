import { randomUUID } from 'node:crypto';

import { Inject, Injectable } from '@nestjs/common';
import { EntityCodeKey, OrganizationIdKey, type OrganizationReportFilter, organizationReportWorkflowId } from '@pg/workflows';

import type { AuthUser } from '../common/auth-user';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { TemporalService } from '../temporal/temporal.service';

/** summaryOfOrganization: starts the report's process; the CSV arrives by e-mail to the requester. */
@Injectable()
export class OrganizationReportService {
  constructor(
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async request(user: AuthUser, filter: OrganizationReportFilter): Promise<string> {
    const workflowId = organizationReportWorkflowId(randomUUID());
    const client = await this.temporal.getClient();
    await client.workflow.start('organizationReportWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId,
      args: [{ requestedById: user.id, filter }],
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: user.organizationId },
        { key: EntityCodeKey, value: workflowId },
      ],
    });
    return workflowId;
  }
}
