import { randomUUID } from 'node:crypto';

import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { INVITE_USER_MESSAGES, invitePicksOrganization, type Role, USER_ACTION_MESSAGES, validateInviteUser } from '@pg/domain';
import { EntityCodeKey, OrganizationIdKey, userInviteWorkflowId } from '@pg/workflows';
import { WorkflowIdReusePolicy } from '@temporalio/client';

import type { AuthUser } from '../common/auth-user';
import { assertValid, badInput } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { EventsService } from '../events/events.service';
import { Organization } from '../organizations/organization.entity';
import { recordOrganizationEvent } from '../organizations/organization-events';
import { TemporalService } from '../temporal/temporal.service';
import type { InviteUserInput } from './dtos/user.inputs';
import { PasswordService } from './password.service';
import { User } from './user.entity';

/**
 * inviteUser (spec 002 s5, s6): the account is created at once, active and verified, with the
 * password the inviter chose; the invite process (workflow invite-<userId>) e-mails the user a
 * sign-in link and a link to choose their own password.
 */
@Injectable()
export class UserInviteService {
  private readonly logger = new Logger('UserInvite');

  constructor(
    private readonly em: EntityManager,
    private readonly events: EventsService,
    private readonly passwords: PasswordService,
    private readonly temporal: TemporalService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async invite(caller: AuthUser, input: InviteUserInput): Promise<User> {
    assertValid(
      validateInviteUser(
        {
          name: input.name,
          surname: input.surname ?? undefined,
          email: input.email,
          password: input.password,
          organizationId: input.organizationId ?? '',
          role: input.role,
        },
        caller.role,
      ),
    );
    const org = await this.targetOrganization(caller, input.organizationId!);
    const email = input.email.trim().toLowerCase();
    if (await this.em.count(User, { email })) throw badInput({ email: USER_ACTION_MESSAGES.emailTaken });
    const user = this.em.create(User, {
      id: randomUUID(),
      name: input.name.trim(),
      surname: input.surname?.trim() || null,
      email,
      passwordHash: await this.passwords.hash(input.password),
      role: input.role as Role,
      locked: false,
      // The inviter vouches for the address; the e-mailed link lets the user take over the password.
      emailVerifiedAt: new Date(),
      licenseNumber: null,
      organization: org,
    });
    recordOrganizationEvent(this.events, this.em, org.id, 'User Invited', caller.id, { userId: user.id, email, role: user.role });
    await this.em.flush();
    // The account exists either way: a Temporal outage must not turn the invite into an error the inviter retries.
    await this.startInvite(user.id, caller.id, org.id, email).catch((error: unknown) =>
      this.logger.error(`invite process for ${user.id} did not start: ${String(error)}`),
    );
    return user;
  }

  private async startInvite(userId: string, invitedById: string, organizationId: string, email: string): Promise<void> {
    const client = await this.temporal.getClient();
    await client.workflow.start('userInviteWorkflow', {
      taskQueue: this.config.taskQueue,
      workflowId: userInviteWorkflowId(userId),
      args: [{ userId, invitedById }],
      workflowIdReusePolicy: WorkflowIdReusePolicy.REJECT_DUPLICATE,
      typedSearchAttributes: [
        { key: OrganizationIdKey, value: organizationId },
        { key: EntityCodeKey, value: email },
      ],
    });
  }

  /**
   * The platform invites into an active tour operator it picks (spec 002 s6); everyone else
   * into their own organization.
   */
  private async targetOrganization(caller: AuthUser, organizationId: string): Promise<Organization> {
    const refused = () => badInput({ organizationId: INVITE_USER_MESSAGES.organizationRequired });
    if (!invitePicksOrganization(caller.role)) {
      if (organizationId !== caller.organizationId) throw refused();
      return this.em.findOneOrFail(Organization, { id: caller.organizationId });
    }
    if (!UUID.test(organizationId)) throw refused();
    const org = await this.em.findOne(Organization, { id: organizationId, type: 'agency', status: 'active' });
    if (!org) throw refused();
    return org;
  }
}
