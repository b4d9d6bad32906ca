import { Module } from '@nestjs/common';

import { RiskResolver } from './risk.resolver';
import { RiskAdminService } from './risk-admin.service';

// Issue 41: PG Admin's side of the risk rules. The charge's own check (risk-gate.ts) needs no
// provider: the charge activities call it with their EntityManager and processors.
@Module({
  providers: [RiskResolver, RiskAdminService],
})
export class RiskModule {}
