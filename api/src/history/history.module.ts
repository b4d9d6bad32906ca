import { Module } from '@nestjs/common';

import { HistoryResolver } from './history.resolver';
import { HistoryService } from './history.service';

@Module({ providers: [HistoryResolver, HistoryService] })
export class HistoryModule {}
