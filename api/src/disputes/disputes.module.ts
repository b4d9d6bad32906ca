import { Module } from '@nestjs/common';

import { JwtService } from '../auth/jwt.service';
import { SessionLoader } from '../auth/session-loader.service';
import { DeveloperKeysModule } from '../developer-keys/developer-keys.module';
import { FileOwners } from '../files/file-owners';
import { FilesModule } from '../files/files.module';
import { PaymentsModule } from '../payments/payments.module';
import { DisputeApiController } from './dispute-api.controller';
import { DisputeFieldsResolver, InvoiceDisputesResolver } from './dispute-fields.resolver';
import { DISPUTE_FILES } from './dispute-files';
import { DisputeIntakeService } from './dispute-intake.service';
import { DisputeListService } from './dispute-list.service';
import { DisputeProcessService } from './dispute-process.service';
import { DisputeReportController } from './dispute-report.controller';
import { DisputesResolver } from './disputes.resolver';
import { DisputesService } from './disputes.service';

// Disputes (chargebacks): the processors' events come in through the intake (registered on
// PaymentsModule's ProcessorDisputeEvents), people decide through the GraphQL API, the dispute
// process (workflow dispute-<code>) holds the rules over time.
@Module({
  imports: [FilesModule, PaymentsModule, DeveloperKeysModule],
  controllers: [DisputeReportController, DisputeApiController],
  providers: [
    DisputesResolver,
    DisputeFieldsResolver,
    InvoiceDisputesResolver,
    DisputesService,
    DisputeListService,
    DisputeProcessService,
    DisputeIntakeService,
    SessionLoader,
    JwtService,
  ],
})
export class DisputesModule {
  // The rules of its evidence for createFile, removeFile and file addresses (files/ imports no owner).
  constructor(owners: FileOwners) {
    owners.register(DISPUTE_FILES);
  }
}
