import { Module } from '@nestjs/common';

import { AuditLogResolver } from './audit-log.resolver';
import { AuditLogService } from './audit-log.service';

/** The platform's audit log over every domain's recorded events (API only). */
@Module({ providers: [AuditLogService, AuditLogResolver] })
export class AuditLogModule {}
