import { Args, ID, Int, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { AuditLogService } from './audit-log.service';
import { AuditLogPage } from './dtos/audit-log.type';

// The audit log (PG Admin: every organization; Owner and Admin: their own, by the role matrix
// and the service): who did what to which record, when, from where, and what changed.
@Resolver()
export class AuditLogResolver {
  constructor(private readonly audit: AuditLogService) {}

  @Query(() => AuditLogPage, { description: "Recorded events, newest first: every organization's for PG Admin, the caller's own for merchants" })
  auditLog(
    @CurrentUser() user: AuthUser,
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('subjectType', { type: () => String, nullable: true }) subjectType?: string | null,
    @Args('search', { type: () => String, nullable: true, description: "Words of the event's name, the actor's name or e-mail, or the organization" })
    search?: string | null,
    @Args('from', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) from?: string | null,
    @Args('to', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) to?: string | null,
    @Args('actorRole', { type: () => Int, nullable: true, description: "The actor's role (0: no user: the platform, a visitor, an API key)" })
    actorRole?: number | null,
    @Args('organizationId', { type: () => ID, nullable: true, description: 'PG Admin only; merchants always get their own' })
    organizationId?: string | null,
  ): Promise<AuditLogPage> {
    return this.audit.page(user, { first, after, subjectType, search, from, to, actorRole, organizationId });
  }
}
