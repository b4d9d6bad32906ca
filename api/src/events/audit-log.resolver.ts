import { Args, Int, Query, Resolver } from '@nestjs/graphql';

import { AuditLogService } from './audit-log.service';
import { AuditLogPage } from './dtos/audit-log.type';

// The audit log (PG Admin, by the role matrix): who did what to which record, and when.
@Resolver()
export class AuditLogResolver {
  constructor(private readonly audit: AuditLogService) {}

  @Query(() => AuditLogPage, { description: 'Every recorded event of the platform, newest first' })
  auditLog(
    @Args('first', { type: () => Int, nullable: true }) first?: number | null,
    @Args('after', { type: () => String, nullable: true }) after?: string | null,
    @Args('subjectType', { type: () => String, nullable: true }) subjectType?: string | null,
    @Args('search', { type: () => String, nullable: true }) search?: string | null,
    @Args('from', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) from?: string | null,
    @Args('to', { type: () => String, nullable: true, description: 'YYYY-MM-DD' }) to?: string | null,
  ): Promise<AuditLogPage> {
    return this.audit.page({ first, after, subjectType, search, from, to });
  }
}
