import { Module } from '@nestjs/common';

import { JwtService } from '../auth/jwt.service';
import { SessionLoader } from '../auth/session-loader.service';
import { DisputeTransferResolver, InvoiceTransferResolver, TransferFieldsResolver } from './transfer-fields.resolver';
import { TransferListService } from './transfer-list.service';
import { TransferProcessService } from './transfer-process.service';
import { TransferReportController } from './transfer-report.controller';
import { TransfersResolver } from './transfers.resolver';
import { TransfersService } from './transfers.service';

// Transfers (spec 002): createTransaction starts the transfer saga; lists, detail, notes and
// the report read what it wrote.
@Module({
  controllers: [TransferReportController],
  providers: [
    TransfersResolver,
    TransferFieldsResolver,
    InvoiceTransferResolver,
    DisputeTransferResolver,
    TransfersService,
    TransferListService,
    TransferProcessService,
    SessionLoader,
    JwtService,
  ],
})
export class TransfersModule {}
